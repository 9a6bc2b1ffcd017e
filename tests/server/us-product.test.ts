/**
 * The example US product (journeys/us-tl.journey.json) through the API on PGlite and PostgreSQL:
 * an applicant answers every step the way the browser saves them (each step's answers with the
 * next step's stage), in the US vocabulary (EIN, SSN, state of incorporation, gross annual
 * revenue, the US entity types, a ZIP code), and submits; the product's own policy decides by the
 * gross annual revenue. Its rule records and texts refuse what was never issued in its own words.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { SIGNED_AGREEMENT_DOCUMENT_TYPE } from '../../src/engine/checkout/agreement-documents';
import { BANK_STATEMENT } from '../../src/server/services/documents/statement-summary';
import { RETRIEVAL_DAYS } from '../../src/server/services/bank-data/retrieve-statements.job';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { pdfText } from '../support/pdf-text';
import { injectAsOneBrowser } from '../support/signing-cookies';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const PRODUCT = 'us-tl';
const SSN = '451234567';
const consent = (type: string) => ({ type, timestamp: '2026-11-21T10:00:00.000Z' });

/** Each step's answers, as its form saves them, in the journey's order. */
const basicInfo = {
  owners: [{ primaryPhone: '2125550123', _extension: { broker: false } }],
  consents: { PRIVACY_CONSENT: consent('PRIVACY_CONSENT'), MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: consent('MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT') },
};
const fundingNeeds = (desiredLoanAmount = 150000) => ({
  desiredLoanAmount,
  fundingPurposes: ['EQUIPMENT_PURCHASES'],
  fundsUsagePeriod: 'WITHIN_3_14_DAYS',
  overdraftLimit: 0,
  offersCollateral: false,
});
const business = (grossAnnualRevenue = 900000) => ({
  legalBusinessName: 'Lone Star Bakery LLC',
  taxId: '123456789',
  doingBusinessAs: 'Lone Star Bakery',
  establishedDate: '2015-01-01',
  _extension: { usLegalEntityType: 'LIMITED_LIABILITY_COMPANY', stateOfIncorporation: 'TX', grossAnnualRevenue, zipCode: '78701-1234' },
});
/** A US home address in the engine's address pieces, with the county no other product asks for. */
const homeAddress = {
  streetNumber: '1100',
  streetName: 'Congress',
  streetType: 'Avenue',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  postalCode: '78701',
};
const personalInfo = [
  { op: 'add', path: '/owners/0/dateOfBirth', value: '1980-05-17' },
  { op: 'add', path: '/owners/0/nationalId', value: SSN },
  ...Object.entries(homeAddress).map(([field, value]) => ({ op: 'add', path: `/owners/0/${field}`, value })),
];

describeEachDatabase('the example US product', (kind) => {
  const server = useDocumentsServer(kind, 'us-product', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  // One browser for the signing link: its cookie goes back with the signing calls.
  const browser = injectAsOneBrowser(app);
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
  });

  /** Saves a step's answers and moves to `stage`, as Save & Continue does. */
  const save = async (token: string, id: string, stage: string, patch: object[]) => {
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    return inject('PATCH', `/api/apps/${id}`, token, { stage, patch, version });
  };
  const errorsOf = (response: { json(): { errors?: { path: string; message: string }[] } }) =>
    Object.fromEntries((response.json().errors ?? []).map((e) => [e.path, e.message]));
  const keysOf = (response: { json(): { errors?: { path: string; key: string }[] } }) =>
    Object.fromEntries((response.json().errors ?? []).map((e) => [e.path, e.key]));

  /** A signed-in applicant of the product with basic info and funding needs answered, at the business step. */
  async function atBusinessInfo(desiredLoanAmount?: number) {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, {
      createAppData: { firstName: 'Dana', lastName: 'Rivera', email: user.email, product: PRODUCT },
      patchAppData: basicInfo,
    });
    expect(created.stage).toBe('BasicInfo');
    const funding = await save(user.token, created.id, 'BusinessInfo', [{ op: 'add', path: '/fundingNeeds', value: fundingNeeds(desiredLoanAmount) }]);
    expect(funding.statusCode, funding.body).toBe(200);
    return { token: user.token, id: created.id };
  }

  /** Answers the business and personal steps, connects the bank account and reaches review. */
  async function atReview(grossAnnualRevenue?: number, desiredLoanAmount?: number) {
    const { token, id } = await atBusinessInfo(desiredLoanAmount);
    const businessInfo = await save(token, id, 'PersonalInfo', [{ op: 'add', path: '/business', value: business(grossAnnualRevenue) }]);
    expect(businessInfo.statusCode, businessInfo.body).toBe(200);
    const personal = await save(token, id, 'StatementCollect', personalInfo);
    expect(personal.statusCode, personal.body).toBe(200);
    await connectGoodSandboxUser(app(), token, id, 'chase');
    const review = await save(token, id, 'ReviewAndSubmit', []);
    expect(review.statusCode, review.body).toBe(200);
    return { token, id };
  }

  it('answers every step in US terms and submits; its own policy approves by the gross annual revenue', async () => {
    const { token, id } = await atReview();
    const submitted = await inject('POST', `/api/apps/${id}/workflow/submit`, token, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', stage: 'ApplicationInReview' });

    const stored = (await inject('GET', `/api/apps/${id}`, token)).json();
    expect(stored.data.business).toMatchObject({
      taxId: '123456789',
      _extension: { usLegalEntityType: 'LIMITED_LIABILITY_COMPANY', stateOfIncorporation: 'TX', grossAnnualRevenue: 900000, zipCode: '78701-1234' },
    });
    expect(stored.data.owners[0]).toMatchObject({ nationalId: SSN, primaryPhone: '2125550123', ...homeAddress });
    // The SSN is personal data of this product: sealed at rest, never in the stored row as typed.
    const row = await server().storedDb.selectFrom('applications').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain(SSN);
    expect((row.data as { owners: { nationalId: string }[] }).owners[0].nationalId).toMatch(/^e1\./);

    await app().jobWorker.drain();
    expect((await inject('GET', `/api/apps/${id}`, token)).json()).toMatchObject({ status: 'APPROVED', stage: 'OfferAccepted' });
    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, token)).json().offers as OfferView[];
    expect(offer).toMatchObject({
      maxAmount: 250000,
      tier: 'A',
      annualRatePercent: 12.95,
      originationFeePercent: 3,
      terms: { unit: 'months', values: [6, 12, 18, 24] },
    });
  });

  it("lists the bank-data sandbox's US banks, never the Australian ones, and connects only those", async () => {
    const { token, id } = await atBusinessInfo();
    const banks = (await inject('GET', `/api/apps/${id}/ebs/banks`, token)).json().items as { id: string; name: string; supported: boolean }[];
    expect(banks.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Chase', 'Bank of America', 'Wells Fargo', 'Frost Bank']));
    expect(banks.map((bank) => bank.name)).not.toContain('Commonwealth Bank');
    expect(banks.filter((bank) => !bank.supported).map((bank) => bank.id)).toEqual(['texascommunity']);
    const australian = await inject('POST', `/api/apps/${id}/ebs/enroll`, token, {
      bankId: 'cba',
      username: 'good-user',
      password: 'good-password',
      consent: true,
    });
    expect(australian.statusCode).toBe(400);
    expect(australian.json()).toMatchObject({ code: 'EBS_ERR_UNKNOWN_BANK' });
  });

  it('declines by its own policy a business under its least gross annual revenue', async () => {
    const { token, id } = await atReview(100000, 50000);
    expect((await inject('POST', `/api/apps/${id}/workflow/submit`, token, {})).statusCode).toBe(200);
    await app().jobWorker.drain();
    expect((await inject('GET', `/api/apps/${id}`, token)).json()).toMatchObject({ status: 'DECLINED' });
  });

  it('refuses an EIN, an SSN, a state and an entity type that were never issued, in its own words', async () => {
    const { token, id } = await atBusinessInfo();
    const wrong = { ...business(), taxId: '071234567', _extension: { stateOfIncorporation: 'NSW', usLegalEntityType: 'COMPANY', zipCode: '7870' } };
    const refused = await save(token, id, 'BusinessInfo', [{ op: 'add', path: '/business', value: wrong }]);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toMatchObject({
      '/business/taxId': 'Please enter a valid 9 digit EIN.',
      '/business/_extension/zipCode': 'Please enter a valid ZIP code: 5 digits, or ZIP+4.',
    });
    expect(Object.keys(errorsOf(refused))).toEqual(
      expect.arrayContaining(['/business/_extension/stateOfIncorporation', '/business/_extension/usLegalEntityType']),
    );
    expect((await save(token, id, 'BusinessInfo', [{ op: 'add', path: '/business', value: business() }])).statusCode).toBe(200);
    // Area 666 is never issued: the product's rule record (ssnInvalid) refuses it as the format does.
    const ssn = await save(token, id, 'BusinessInfo', [{ op: 'add', path: '/owners/0/nationalId', value: '666123456' }]);
    expect(ssn.statusCode).toBe(422);
    expect(errorsOf(ssn)).toEqual({ '/owners/0/nationalId': 'Please enter a valid SSN.' });
    // Its own record and text: it lends up to the gross annual revenue.
    const revenue = await save(token, id, 'BusinessInfo', [{ op: 'replace', path: '/business/_extension/grossAnnualRevenue', value: 100000 }]);
    expect(revenue.statusCode).toBe(422);
    expect(errorsOf(revenue)).toEqual({
      '/business/_extension/grossAnnualRevenue':
        "We lend up to the business's gross annual revenue: it must be at least the $150,000 you would like to borrow.",
    });
  });
  it('takes a US phone and a US home address with its county, and refuses Australian ones in its own words', async () => {
    const { token, id } = await atBusinessInfo();
    expect((await save(token, id, 'PersonalInfo', [{ op: 'add', path: '/business', value: business() }])).statusCode).toBe(200);
    const australian = await save(token, id, 'PersonalInfo', [
      { op: 'replace', path: '/owners/0/primaryPhone', value: '0412345678' },
      { op: 'add', path: '/owners/0/state', value: 'NSW' },
      { op: 'add', path: '/owners/0/postalCode', value: '2000' },
    ]);
    expect(australian.statusCode).toBe(422);
    expect(errorsOf(australian)).toMatchObject({
      '/owners/0/primaryPhone': 'Please enter a valid 10 digit US phone number.',
      '/owners/0/postalCode': 'Please enter a valid ZIP code: 5 digits, or ZIP+4.',
    });
    expect(Object.keys(errorsOf(australian))).toContain('/owners/0/state');
    // The county is asked for with the rest of the address: the step is not complete without it.
    const { county: _county, ...withoutCounty } = homeAddress;
    const partial = [
      { op: 'add', path: '/owners/0/dateOfBirth', value: '1980-05-17' },
      { op: 'add', path: '/owners/0/nationalId', value: SSN },
      ...Object.entries(withoutCounty).map(([field, value]) => ({ op: 'add', path: `/owners/0/${field}`, value })),
    ];
    expect((await save(token, id, 'PersonalInfo', partial)).statusCode).toBe(200);
    const incomplete = await save(token, id, 'StatementCollect', []);
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(errorsOf(incomplete))).toContain('/owners/0/county');
    const complete = await save(token, id, 'StatementCollect', [{ op: 'add', path: '/owners/0/county', value: 'Travis' }]);
    expect(complete.statusCode, complete.body).toBe(200);
    expect((await inject('GET', `/api/apps/${id}`, token)).json().data.owners[0]).toMatchObject(homeAddress);
  });

  it("asks a trust for its trustee's EIN, stores it as the entity's trusteeTaxId, and takes it from no other entity type", async () => {
    const { token, id } = await atBusinessInfo();
    const trust = (trusteeTaxId?: string) => ({
      ...business(),
      _extension: { ...business()._extension, usLegalEntityType: 'TRUST', ...(trusteeTaxId ? { trusteeTaxId } : {}) },
    });
    const missing = await save(token, id, 'PersonalInfo', [{ op: 'add', path: '/business', value: trust() }]);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorsOf(missing))).toEqual(['/business/_extension/trusteeTaxId']);
    const wrong = await save(token, id, 'PersonalInfo', [{ op: 'add', path: '/business', value: trust('071234567') }]);
    expect(errorsOf(wrong)).toEqual({ '/business/_extension/trusteeTaxId': 'Please enter a valid 9 digit EIN.' });
    const saved = await save(token, id, 'PersonalInfo', [{ op: 'add', path: '/business', value: trust('987654321') }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await inject('GET', `/api/apps/${id}`, token)).json().data.business._extension).toMatchObject({
      usLegalEntityType: 'TRUST',
      trusteeTaxId: '987654321',
    });
    // A company has no trustee: the field is not shown, so the server takes nothing into it.
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    const company = await inject('PATCH', `/api/apps/${id}`, token, {
      stage: 'PersonalInfo',
      version,
      patch: [
        { op: 'replace', path: '/business/_extension/usLegalEntityType', value: 'LIMITED_LIABILITY_COMPANY' },
        { op: 'replace', path: '/business/_extension/trusteeTaxId', value: '123456789' },
      ],
    });
    expect(company.statusCode).toBe(422);
    expect(company.json().errors).toEqual([expect.objectContaining({ path: '/business/_extension/trusteeTaxId', key: 'notAllowed' })]);
  });
  it('takes the offer to a signed agreement paid into a US account: a routing number with its checksum and an account number', async () => {
    const { token, id } = await atReview();
    expect((await inject('POST', `/api/apps/${id}/workflow/submit`, token, {})).statusCode).toBe(200);
    await app().jobWorker.drain();
    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, token)).json().offers as OfferView[];
    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, token, {
      offerId: offer.offerId,
      loanAmount: 150000,
      term: 12,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(accepted.json()).toMatchObject({ status: 'CHECKOUT_STARTED' });

    // Its banks are known by routing number: a BSB is not one, and a routing number must pass the ABA checksum.
    const account = { bankName: 'Frost Bank', accountNumber: '000123456789', accountNumberConfirmation: '000123456789' };
    const withBsb = await inject('PUT', `/api/apps/${id}/funding-account`, token, { ...account, bsb: '032-000' });
    expect(withBsb.statusCode).toBe(422);
    // The funding account's refusals carry their message keys (this server is started without the catalogue's texts).
    expect(keysOf(withBsb)).toEqual({ '/routingNumber': 'blank' });
    const badChecksum = await inject('PUT', `/api/apps/${id}/funding-account`, token, { ...account, routingNumber: '021000022' });
    expect(keysOf(badChecksum)).toEqual({ '/routingNumber': 'routingNumberInvalid' });
    const shortAccount = await inject('PUT', `/api/apps/${id}/funding-account`, token, {
      ...account,
      routingNumber: '021000021',
      accountNumber: '123',
      accountNumberConfirmation: '123',
    });
    expect(keysOf(shortAccount)).toEqual({ '/accountNumber': 'usBankAccountNumberInvalid' });
    const saved = await inject('PUT', `/api/apps/${id}/funding-account`, token, { ...account, routingNumber: '021000021' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bankName: 'Frost Bank', routingNumber: '021000021', accountNumberMasked: '•••••••••789' });
    expect(saved.json().bsb).toBeUndefined();

    // The applicant signs; with no other owner the loan is complete.
    const started = (await browser('POST', `/api/apps/${id}/workflow/agreementAccepted`, token, {})).json();
    const link = (started.embeddedUrl as string).split('/sign/')[1];
    const { signingDate, locale } = (await browser('GET', `/api/signing/${link}`)).json() as { signingDate: string; locale: string };
    // The signing page writes the day as the product's readers do.
    expect(locale).toBe('en-US');
    const signed = await browser('POST', `/api/signing/${link}/sign`, undefined, { typedName: 'Dana Rivera', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await inject('POST', `/api/apps/${id}/workflow/complete`, token, {})).json()).toMatchObject({ status: 'COMPLETED' });

    // The signed agreement names the US account as the product knows it.
    const documents = (await inject('GET', `/api/apps/${id}/docs`, token)).json().items as { id: string; documentType: string }[];
    const agreement = documents.find((d) => d.documentType === SIGNED_AGREEMENT_DOCUMENT_TYPE);
    const pdf = await inject('GET', `/api/apps/${id}/docs/${agreement?.id}/content`, token);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    // Its dates are written as its readers write them (en-US): month first.
    const [year, month, day] = signingDate.split('-');
    expect(text).toContain(`To be signed by every signatory below on ${month}/${day}/${year}.`);
    expect(text).toMatch(/First repayment \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Routing number 021000021');
    expect(text).toContain('Account number *********789');
    expect(text).not.toContain('BSB');

    // The statement rendered from the connected bank is dated month first too: its 180 days read as MM/DD/YYYY.
    const statement = documents.find((d) => d.documentType === BANK_STATEMENT);
    const statementPdf = await inject('GET', `/api/apps/${id}/docs/${statement?.id}/content`, token);
    const period = /Period (\d{2})\/(\d{2})\/(\d{4}) to (\d{2})\/(\d{2})\/(\d{4})/.exec(await pdfText(new Uint8Array(statementPdf.rawPayload)));
    expect(period).not.toBeNull();
    const [, fromMonth, fromDay, fromYear, toMonth, toDay, toYear] = period!.map(Number);
    expect((Date.UTC(toYear, toMonth - 1, toDay) - Date.UTC(fromYear, fromMonth - 1, fromDay)) / 86_400_000).toBe(RETRIEVAL_DAYS - 1);
  });
});
