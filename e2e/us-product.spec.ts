/**
 * The example US product (journeys/us-tl.journey.json) in Chromium: its US fields as an applicant
 * fills them. The EIN is shown 2-7 and stored as nine digits, a state of incorporation and a US
 * entity type are chosen from their lists, and the SSN shows only its last four digits once the
 * field is left. The steps before are answered through the API, so the spec stays short; the API
 * suite (tests/server/us-product.test.ts) takes the product on to submission.
 */
import { expect, test } from '@playwright/test';
import { newAccount, signInPage, type Application } from './support/api-applicant';
import { saveAndContinue } from './support/tl-applicant';

const consent = (type: string) => ({ type, timestamp: new Date().toISOString() });

test('an applicant gives the US business and owner details: EIN, state of incorporation, entity type, revenue, ZIP and a masked SSN', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { prefix: 'us', firstName: 'Dana', lastName: 'Rivera' });
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const created = await request.post('/api/apps', {
    headers,
    data: {
      createAppData: { firstName: 'Dana', lastName: 'Rivera', email: account.email, product: 'us-tl' },
      patchAppData: {
        owners: [{ primaryPhone: '0412345678', _extension: { broker: false } }],
        consents: {
          PRIVACY_CONSENT: consent('PRIVACY_CONSENT'),
          MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: consent('MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT'),
        },
        fundingNeeds: {
          desiredLoanAmount: 150000,
          fundingPurposes: ['EQUIPMENT_PURCHASES'],
          fundsUsagePeriod: 'WITHIN_3_14_DAYS',
          overdraftLimit: 0,
          offersCollateral: false,
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const application = (await created.json()) as Application;
  const moved = await request.patch(`/api/apps/${application.id}`, { headers, data: { stage: 'BusinessInfo', patch: [], version: application.version } });
  expect(moved.status(), await moved.text()).toBe(200);

  await signInPage(page, account.grant);
  await page.goto('/us-tl/application/business_info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your business');
  await page.getByLabel('Legal entity type').selectOption({ label: 'Limited Liability Company' });
  await page.getByLabel('Legal business name').fill('Lone Star Bakery LLC');
  const ein = page.getByLabel('Employer Identification Number (EIN)');
  // A prefix the IRS never issued is refused in the product's words; a valid one is shown 2-7.
  await ein.pressSequentially('071234567');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Please enter a valid 9 digit EIN.').first()).toBeVisible();
  await ein.fill('');
  await ein.pressSequentially('123456789');
  await expect(ein).toHaveValue('12-3456789');
  await page.getByLabel('State of incorporation').selectOption({ label: 'Texas' });
  await page.getByLabel('Year the business was established').pressSequentially('2015');
  await page.getByLabel('Gross annual revenue').pressSequentially('900000');
  await page.getByLabel('Business ZIP code').pressSequentially('787011234');
  await expect(page.getByLabel('Business ZIP code')).toHaveValue('78701-1234');
  await saveAndContinue(page, 'About you');

  await page.getByLabel('Date of birth').pressSequentially('17051980');
  const ssn = page.getByLabel('Social Security Number (SSN)');
  await ssn.pressSequentially('451234567');
  await expect(ssn).toHaveValue('451-23-4567');
  await ssn.blur();
  await expect(ssn).toHaveValue('***-**-4567');
  await saveAndContinue(page, 'Your business bank statements');

  const stored = (await (await request.get(`/api/apps/${application.id}`, { headers })).json()) as Application;
  expect(stored.data).toMatchObject({
    business: {
      taxId: '123456789',
      _extension: { usLegalEntityType: 'LIMITED_LIABILITY_COMPANY', stateOfIncorporation: 'TX', grossAnnualRevenue: 900000, zipCode: '78701-1234' },
    },
    owners: [{ nationalId: '451234567', dateOfBirth: '1980-05-17' }],
  });
});
