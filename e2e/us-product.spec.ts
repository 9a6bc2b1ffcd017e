/**
 * The example US product (journeys/us-tl.journey.json) in Chromium: its US fields as an applicant
 * fills them. The EIN is shown 2-7 and stored as nine digits, a state of incorporation and a US
 * entity type are chosen from their lists, and the SSN shows only its last four digits once the
 * field is left; a US phone and a home address with its county. The steps before are answered
 * through the API, so the spec stays short. A second walk takes an approved US application from
 * funding details, where the account is given by routing number, to a signed agreement.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { connectStatements, decide, newAccount, signInPage, type Account, type Application } from './support/api-applicant';
import { saveAndContinue } from './support/tl-applicant';

const consent = (type: string) => ({ type, timestamp: new Date().toISOString() });

test('an applicant gives the US business and owner details: EIN, state of incorporation, entity type, revenue, ZIP, a masked SSN and a home address with its county, then connects a US bank, reviews and submits', async ({
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
        owners: [{ primaryPhone: '2125550123', _extension: { broker: false } }],
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

  // Typed month first, as a US applicant writes a date.
  const birth = page.getByLabel('Date of birth');
  await expect(birth).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  await birth.pressSequentially('05171980');
  await expect(birth).toHaveValue('05/17/1980');
  const ssn = page.getByLabel('Social Security Number (SSN)');
  await ssn.pressSequentially('451234567');
  await expect(ssn).toHaveValue('451-23-4567');
  await ssn.blur();
  await expect(ssn).toHaveValue('***-**-4567');
  // The phone given at basic info, shown as a US number.
  await expect(page.getByLabel('Mobile or primary phone')).toHaveValue('(212) 555-0123');
  // The home address in US terms, with its county.
  await page.getByLabel('House number').fill('1100');
  await page.getByLabel('Street name').fill('Congress');
  await page.getByLabel('Street type').fill('Avenue');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('County').fill('Travis');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Texas' });
  await page.getByLabel('ZIP code').pressSequentially('78701');
  await saveAndContinue(page, 'Your business bank statements');
  // The bank-data service offers the banks of the product's country: US banks, no Australian one.
  await page.getByRole('tab', { name: 'Connect My Account' }).click();
  const banks = page.getByLabel('Your bank');
  await expect(banks.getByRole('option', { name: 'Chase' })).toHaveCount(1);
  await expect(banks.getByRole('option', { name: 'Wells Fargo' })).toHaveCount(1);
  await expect(banks.getByRole('option', { name: 'Westpac' })).toHaveCount(0);
  // Connected and submitted in the browser, as a US applicant would.
  await banks.selectOption({ label: 'Chase' });
  await page.getByLabel('Username').fill('good-user');
  await page.getByLabel('Password').fill('good-password');
  await page.getByText(/^I agree to share my business bank data/).click();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Statements Received!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review and submit');
  const card = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Owner Information')).toContainText('05/17/1980');
  // The SSN shows only its last four digits on review too, and the EIN as it was typed.
  await expect(card('Owner Information')).toContainText('***-**-4567');
  await expect(card('Owner Information')).not.toContainText('451');
  await expect(page.getByText('12-3456789', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/us-tl\/application\/in_review$/);

  const stored = (await (await request.get(`/api/apps/${application.id}`, { headers })).json()) as Application;
  expect(stored.data).toMatchObject({
    business: {
      taxId: '123456789',
      _extension: { usLegalEntityType: 'LIMITED_LIABILITY_COMPANY', stateOfIncorporation: 'TX', grossAnnualRevenue: 900000, zipCode: '78701-1234' },
    },
    owners: [
      {
        nationalId: '451234567',
        dateOfBirth: '1980-05-17',
        primaryPhone: '2125550123',
        streetNumber: '1100',
        city: 'Austin',
        county: 'Travis',
        state: 'TX',
        postalCode: '78701',
      },
    ],
  });
});

/** A us-tl application answered in full through the API, its statements in, submitted and approved by operations. */
async function approvedUsApplication(request: APIRequestContext, account: Account): Promise<Application> {
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const consented = { timestamp: new Date().toISOString() };
  const created = await request.post('/api/apps', {
    headers,
    data: {
      createAppData: { firstName: 'Dana', lastName: 'Rivera', email: account.email, product: 'us-tl' },
      patchAppData: {
        owners: [
          {
            primaryPhone: '2125550123',
            dateOfBirth: '1980-05-17',
            nationalId: '451234567',
            streetNumber: '1100',
            streetName: 'Congress',
            streetType: 'Avenue',
            city: 'Austin',
            county: 'Travis',
            state: 'TX',
            postalCode: '78701',
            _extension: { broker: false },
          },
        ],
        consents: {
          PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', ...consented },
          MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: { type: 'MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT', ...consented },
        },
        fundingNeeds: {
          desiredLoanAmount: 90000,
          fundingPurposes: ['EQUIPMENT_PURCHASES'],
          fundsUsagePeriod: 'WITHIN_3_14_DAYS',
          overdraftLimit: 0,
          offersCollateral: false,
        },
        business: {
          legalBusinessName: 'Lone Star Bakery LLC',
          taxId: '123456789',
          establishedDate: '2015-01-01',
          _extension: { usLegalEntityType: 'LIMITED_LIABILITY_COMPANY', stateOfIncorporation: 'TX', grossAnnualRevenue: 900000, zipCode: '78701' },
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const application = (await created.json()) as Application;
  const moved = await request.patch(`/api/apps/${application.id}`, { headers, data: { stage: 'StatementCollect', patch: [], version: application.version } });
  expect(moved.status(), await moved.text()).toBe(200);
  const version = await connectStatements(request, account, await moved.json(), 'chase');
  const review = await request.patch(`/api/apps/${application.id}`, { headers, data: { stage: 'ReviewAndSubmit', patch: [], version } });
  expect(review.status(), await review.text()).toBe(200);
  const submitted = await request.post(`/api/apps/${application.id}/workflow/submit`, { headers, data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 90000, tier: 'B' });
  return application;
}

test('an approved US applicant is paid into an account given by routing number and signs the agreement', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'us-funding', firstName: 'Dana', lastName: 'Rivera' });
  const { id } = await approvedUsApplication(request, account);
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const [offer] = (await (await request.get(`/api/apps/${id}/offers`, { headers })).json()).offers;
  const accepted = await request.post(`/api/apps/${id}/workflow/accept-offer`, { headers, data: { offerId: offer.offerId, ...offer.suggested } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await signInPage(page, account.grant);
  await page.goto('/us-tl');
  await expect(page).toHaveURL(/\/us-tl\/checkout\/funding_details$/);
  await expect(page.getByText('A business checking account in the name of the business.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('BSB')).toHaveCount(0);
  await page.getByLabel('Bank name').fill('Frost Bank');
  // A routing number whose ABA checksum fails is refused where it was typed.
  await page.getByLabel('Routing number').pressSequentially('021000022');
  await page.getByLabel(/^Account number/).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456789');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByText('Please enter a valid 9 digit routing number.')).toBeVisible();
  await page.getByLabel('Routing number').fill('');
  await page.getByLabel('Routing number').pressSequentially('021000021');
  await page.getByRole('button', { name: 'Sign agreement' }).click();

  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText('Frost Bank, Routing number 021000021, •••••••••789')).toBeVisible();
  await page.getByLabel(/Type your full name to sign/).fill('Dana Rivera');
  await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL(/\/us-tl\/checkout\/congratulations$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, your loan is on its way');
});
