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
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const PRODUCT = 'us-tl';
const SSN = '451234567';
const consent = (type: string) => ({ type, timestamp: '2026-11-21T10:00:00.000Z' });

/** Each step's answers, as its form saves them, in the journey's order. */
const basicInfo = {
  owners: [{ primaryPhone: '0412345678', _extension: { broker: false } }],
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
const personalInfo = [
  { op: 'add', path: '/owners/0/dateOfBirth', value: '1980-05-17' },
  { op: 'add', path: '/owners/0/nationalId', value: SSN },
];

describeEachDatabase('the example US product', (kind) => {
  const server = useDocumentsServer(kind, 'us-product', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
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
    await connectGoodSandboxUser(app(), token, id);
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
    expect(stored.data.owners[0].nationalId).toBe(SSN);
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
});
