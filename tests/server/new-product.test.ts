/**
 * A product the code has never seen (tests/support/new-product.ts: other limits, pricing and
 * decision policy, a step removed, a step of its own with its own section of the application and
 * rule record) served from a journeys folder of its own, taken through the API from basic info
 * to a signed agreement, on PGlite and PostgreSQL. Nothing under src/ knows the product.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { completeEquipmentApplication, NEW_PRODUCT, writeNewProductJourneys } from '../support/new-product';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const root = await mkdtemp(path.join(tmpdir(), 'new-product-'));
const journeysDir = await writeNewProductJourneys(root);
afterAll(() => rm(root, { recursive: true, force: true }));
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: NEW_PRODUCT };
const account = { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };

describeEachDatabase('a product by config alone', (kind) => {
  const server = useDocumentsServer(kind, 'new-product', {
    rules: () => createJourneyRules(journeysDir),
    env: { DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
    app().inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  // As the server's start-up does: the rule records of every product from the folder's rules files.
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.join(journeysDir, 'rules'), products: [NEW_PRODUCT, 'tl', 'renewal-tl'] });
  });

  async function answered(document: object = completeEquipmentApplication) {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: document });
    return { user, id: created.id };
  }
  const change = async (token: string, id: string, stage: string, patch: object[]) => {
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    return inject('PATCH', `/api/apps/${id}`, token, { stage, patch, version });
  };
  const errorsOf = (response: { json(): { errors?: { path: string; message: string }[] } }) => response.json().errors?.map((e) => [e.path, e.message]);

  it("checks the product's own answers by its own files: its limits, its rule comparing two answers, its section of the application", async () => {
    const { user, id } = await answered();
    const created = (await inject('GET', `/api/apps/${id}`, user.token)).json();
    expect(created).toMatchObject({ product: NEW_PRODUCT, data: { equipment: { kind: 'MACHINERY', cost: 75000 } } });

    const cheaper = await change(user.token, id, 'EquipmentDetails', [{ op: 'replace', path: '/equipment/cost', value: 50000 }]);
    expect(cheaper.statusCode).toBe(422);
    expect(errorsOf(cheaper)).toContainEqual(['/equipment/cost', 'The equipment must cost at least the $60,000 you would like to borrow.']);
    const notANumber = await change(user.token, id, 'EquipmentDetails', [{ op: 'replace', path: '/equipment/cost', value: 'a lot' }]);
    expect(notANumber.statusCode).toBe(422);
    expect(errorsOf(notANumber)?.map(([pointer]) => pointer)).toContain('/equipment/cost');
    const tooMuch = await change(user.token, id, 'EquipmentDetails', [{ op: 'replace', path: '/equipment/cost', value: 900000 }]);
    expect(errorsOf(tooMuch)).toContainEqual(['/equipment/cost', 'The amount must be between $1,000 and $500,000.']);
    // tl lends up to $300,000; this product up to $150,000, and says so in dollars.
    const overLimit = await change(user.token, id, 'FundingNeeds', [{ op: 'replace', path: '/fundingNeeds/desiredLoanAmount', value: 200000 }]);
    expect(errorsOf(overLimit)).toContainEqual(['/fundingNeeds/desiredLoanAmount', 'Please enter a value less than $150,000.']);
    // No step of this product asks for other owners: nothing may be written there.
    const stray = await change(user.token, id, 'EquipmentDetails', [{ op: 'add', path: '/coOwners', value: [{ firstName: 'Sam' }] }]);
    expect(stray.statusCode).toBe(422);
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().data.equipment.cost).toBe(75000);
  });

  it('goes from basic info to a signed agreement, priced and decided by its own policy', async () => {
    const { user, id } = await answered();
    await connectGoodSandboxUser(app(), user.token, id);
    // The path skips the other-owners step: from the statements straight to review.
    const atReview = await change(user.token, id, 'ReviewAndSubmit', []);
    expect(atReview.statusCode, atReview.body).toBe(200);
    const submitted = await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    await app().jobWorker.drain();

    expect((await inject('GET', `/api/apps/${id}`, user.token)).json()).toMatchObject({ status: 'APPROVED', stage: 'OfferAccepted' });
    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().offers as OfferView[];
    expect(offer).toMatchObject({
      maxAmount: 150000,
      minAmount: 5000,
      amountStep: 500,
      terms: { unit: 'months', values: [12, 24, 36] },
      tier: 'A',
      annualRatePercent: 9.95,
      originationFeePercent: 1.5,
    });
    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, {
      offerId: offer.offerId,
      loanAmount: 60500,
      term: 36,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('CHECKOUT_STARTED');

    expect((await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account)).statusCode).toBe(200);
    const link = (await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl as string;
    const token = link.split('/sign/')[1];
    const signed = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ returnUrl: `/${NEW_PRODUCT}/dsCallback?event=signing_complete`, everyoneSigned: true });
    const completed = await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {});
    expect(completed.json()).toMatchObject({ status: 'COMPLETED', stage: 'ApplicationCompleted' });
    const loan = await server().db.selectFrom('loans').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(loan).toMatchObject({ funded_amount: '60500.00' });
  });

  it('declines by its own policy what tl would approve', async () => {
    const modest = {
      ...completeEquipmentApplication,
      business: { ...completeEquipmentApplication.business, _extension: { ...completeEquipmentApplication.business._extension, averageMonthlyRevenue: 7000 } },
    };
    const { user, id } = await answered(modest);
    await connectGoodSandboxUser(app(), user.token, id);
    expect((await change(user.token, id, 'ReviewAndSubmit', [])).statusCode).toBe(200);
    expect((await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    await app().jobWorker.drain();
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json()).toMatchObject({ status: 'DECLINED' });
  });
});
