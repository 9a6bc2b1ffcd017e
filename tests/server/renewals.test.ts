/**
 * Renewing a funded loan through the API, on PGlite and PostgreSQL: the lender offers the
 * renewal (a notification the borrower reads), the borrower creates the renewal from the funded
 * application (idempotent, also under a burst of requests), the server-owned `_extension`
 * members refused in a PATCH, submission telling the funded application, and nobody else
 * reaching any of it. The renewal product is a journey written for this test from tl's pieces,
 * so the test depends on the mechanism, not on one product's screens.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { insertLoan } from '../../src/server/repositories/loans.repository';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const OPS_TOKEN = 'ops-token-for-the-renewal-tests-0123456789';
const RENEWAL = 'renewal-tl';

/** The repository's journeys plus a renewal product: confirm the funding needs, review, then tl's shared stages. */
async function journeysWithRenewal(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'journeys-renewal-'));
  const dir = path.join(root, 'journeys');
  await cp('journeys', dir, { recursive: true });
  await cp('schemas', path.join(root, 'schemas'), { recursive: true });
  const tl = JSON.parse(await readFile(path.join(dir, 'tl.journey.json'), 'utf8'));
  const fundingNeeds = tl.steps.find((s: { id: string }) => s.id === 'FundingNeeds');
  const review = tl.steps.find((s: { id: string }) => s.id === 'ReviewAndSubmit');
  // Its steps write no date of birth, so it marks none (the portal seals every product's marked paths).
  const { siteDefault: _default, steps: _steps, personalData: _personal, ...rest } = tl;
  const renewal = {
    ...rest,
    product: RENEWAL,
    title: 'Business term loan renewal',
    renewal: {
      renews: ['tl', RENEWAL],
      declinedStage: 'RenewalDeclined',
      carryOver: ['/owners', '/coOwners', '/business', '/fundingNeeds', '/consents', '/hearAboutUs'],
      salesChannelStages: { BANKER_PORTAL: 'ReviewAndSubmit' },
    },
    steps: [
      { ...fundingNeeds, id: 'ConfirmInformation', route: 'application/confirm_info', stage: 'ConfirmInformation', next: [{ to: 'ReviewAndSubmit' }] },
      { ...review, screenProps: { cards: [{ title: 'Funding Needs', step: 'ConfirmInformation' }] } },
    ],
  };
  await writeFile(path.join(dir, `${RENEWAL}.journey.json`), JSON.stringify(renewal, null, 2));
  // The release's renewal records name confirm information's fields, which this journey does not have.
  await rm(path.join(dir, 'rules', `${RENEWAL}.rules.json`));
  return dir;
}

describeEachDatabase('renewals', (kind) => {
  let server: TestServer;
  let journeysDir: string;
  beforeAll(async () => {
    journeysDir = await journeysWithRenewal();
    server = await startTestServer(kind, 'renewals', { rules: await createJourneyRules(journeysDir), env: { OPS_TOKEN } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(path.dirname(journeysDir), { recursive: true, force: true });
  });
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const renew = (id: string, token: string, product = RENEWAL) => inject('POST', `/api/apps/${id}/workflow/renewal`, token, {}, { 'x-product-type': product });
  const notifications = async (id: string, token: string) =>
    (await inject('POST', `/api/apps/${id}/workflow/getNotifications`, token, {})).json().notifications;

  /** A tl application funded as checkout leaves one: completed, with its loan. */
  async function funded() {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token, { patchAppData: completeTlApplication });
    const loan = await insertLoan(server.db, {
      applicationId: created.id,
      loanCode: `LN-${created.id.slice(0, 10)}`,
      fundedAmount: '50000.00',
      outstandingBalance: '31250.40',
      fundedAt: new Date(),
    });
    const row = await server.db.selectFrom('applications').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const data = withServerExtension(row.data, { loanId: loan.id, uniqueLoanCode: loan.loan_code, renewable: false });
    await server.db
      .updateTable('applications')
      .set({ status: 'COMPLETED', stage: 'ApplicationCompleted', data: JSON.stringify(data) })
      .where('id', '=', created.id)
      .execute();
    return { user, id: created.id, loan };
  }

  it('is refused until the lender offers it; offering it notifies the borrower and shows on the funded application', async () => {
    const { user, id, loan } = await funded();
    expect((await renew(id, user.token)).json().code).toBe('APP_ERR_NOT_RENEWABLE');
    expect(await notifications(id, user.token)).toEqual([]);

    const offered = await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true, outstandingBalance: '29000.00' });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({ loanId: loan.id, renewable: true, outstandingBalance: '29000.00' });
    expect((await inject('POST', `/api/ops/applications/${id}/loan`, user.token, { renewable: true })).statusCode).toBe(401);
    const [notice] = await notifications(id, user.token);
    expect(notice).toMatchObject({ subject: 'APPLICATION_RENEWAL', message: { additionalInfo: { renewalAppStatus: 'NOT_SUBMIT' } } });
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().data._extension).toMatchObject({ renewable: true, loanId: loan.id });
  });

  it('starts from the funded application, in the renewal product, and answers the same renewal when asked again, even all at once', async () => {
    const { user, id, loan } = await funded();
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true });
    const answers = await Promise.all(Array.from({ length: 8 }, () => renew(id, user.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const renewal = answers[0].json();
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([renewal.id]));
    expect(renewal).toMatchObject({ product: RENEWAL, status: 'IN_PROGRESS', stage: 'ConfirmInformation' });
    expect(renewal.data.owners[0].email).toBe(user.email);
    expect(renewal.data.business.legalBusinessName).toBe(completeTlApplication.business.legalBusinessName);
    expect(renewal.data._extension).toMatchObject({
      parentApplicationId: id,
      parentApplicationLoanId: loan.id,
      uniqueLoanCode: loan.loan_code,
      renewable: true,
    });
    expect(renewal.data.statements).toBeUndefined();
    // A product with no statement step has no bank connection and takes no statements.
    for (const url of [`/api/apps/${renewal.id}/ebs/banks`, `/api/apps/${renewal.id}/ebs/enroll`]) {
      const answer = await inject('GET', url, user.token);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code).toBe('APP_ERR_NO_STATEMENTS');
    }
    expect((await inject('GET', `/api/apps/${id}/ebs/banks`, user.token)).statusCode).toBe(200);
  });

  it('names a product that renews loans in X-Product-Type, and belongs to the funded application’s borrower only', async () => {
    const { user, id } = await funded();
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true });
    expect((await renew(id, user.token, 'tl')).json().code).toBe('APP_ERR_UNKNOWN_PRODUCT');
    expect((await renew(id, user.token, 'renewal-nothing')).json().code).toBe('APP_ERR_UNKNOWN_PRODUCT');
    expect((await inject('POST', `/api/apps/${id}/workflow/renewal`, user.token, {})).statusCode).toBe(400);
    const stranger = await signUpAndLogIn(server.app);
    expect((await renew(id, stranger.token)).statusCode).toBe(404);
    expect((await inject('POST', `/api/apps/${id}/workflow/getNotifications`, stranger.token, {})).statusCode).toBe(404);
    expect((await renew(id, '')).statusCode).toBe(401);
  });

  it('keeps the parent and the loan the server’s: a PATCH naming them, or replacing their object, is refused', async () => {
    const { user, id } = await funded();
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true });
    const renewal = (await renew(id, user.token)).json();
    for (const patch of [
      [{ op: 'replace', path: '/_extension/renewable', value: false }],
      [{ op: 'replace', path: '/_extension/uniqueLoanCode', value: 'LN-FORGED' }],
      [{ op: 'replace', path: '/_extension', value: { threatMetrixSessionId: 'x' } }],
    ]) {
      const refused = await inject('PATCH', `/api/apps/${renewal.id}`, user.token, { stage: renewal.stage, patch, version: renewal.version });
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
      expect(refused.json().code).toBe('APP_ERR_RESERVED_PATH');
    }
  });

  it('once submitted, tells the funded application and lets no second renewal start', async () => {
    const { user, id } = await funded();
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true });
    const renewal = (await renew(id, user.token)).json();
    const reviewed = await inject('PATCH', `/api/apps/${renewal.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: renewal.version });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const submitted = await inject('POST', `/api/apps/${renewal.id}/workflow/submit`, user.token, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [notice] = await notifications(id, user.token);
    expect(notice.message.additionalInfo.renewalAppStatus).toBe('SUBMITTED');
    expect((await renew(id, user.token)).json().code).toBe('APP_ERR_RENEWAL_SUBMITTED');
    // Offering the renewal again does not pretend nothing was submitted.
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true });
    expect((await notifications(id, user.token))[0].message.additionalInfo.renewalAppStatus).toBe('SUBMITTED');

    // The offer pays off the old loan: at least enough for the payoff and the fee, the rest to the borrower.
    const decided = await inject('POST', `/api/ops/applications/${renewal.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 100000, tier: 'A' });
    expect(decided.statusCode, decided.body).toBe(200);
    const answer = (await inject('GET', `/api/apps/${renewal.id}/offers`, user.token)).json();
    expect(answer.parentLoanBalance).toEqual({ outstandingBalanceBAIPF: '31250.40' });
    const [offer] = answer.offers;
    // 31,250.40 / (1 - 2.5%) is 32,051.69: the first step above it is 33,000.
    expect(offer).toMatchObject({ payoffAmount: '31250.40', minAmount: 33000, maxAmount: 100000 });
    // The current loan's balance is a member of its own, beside the payoff it decides.
    expect(offer.renewedLoan).toEqual({ outstandingBalance: '31250.40' });
    const accept = (loanAmount: number) =>
      inject('POST', `/api/apps/${renewal.id}/workflow/accept-offer`, user.token, {
        offerId: offer.offerId,
        loanAmount,
        term: 12,
        termUnit: 'months',
        paymentPeriod: 'WEEKLY',
      });
    expect((await accept(30000)).json().code).toBe('APP_ERR_OFFER_TERMS');
    expect((await accept(50000)).statusCode).toBe(200);
    const accepted = (await inject('GET', `/api/apps/${renewal.id}/offers`, user.token)).json().decision.acceptedTerms;
    expect(accepted).toMatchObject({ disbursementAmount: '48750.00', payoffAmount: '31250.40', netFundedAmount: '17499.60' });
  });

  it("offers the current loan's balance as the lender last reported it, as its own member, and pays off that balance", async () => {
    const { user, id } = await funded();
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true, outstandingBalance: '29000.00' });
    const renewal = (await renew(id, user.token)).json();
    await inject('PATCH', `/api/apps/${renewal.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: renewal.version });
    expect((await inject('POST', `/api/apps/${renewal.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    // Reported again after submission, without the renewable flag changing: the offer reads the latest.
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true, outstandingBalance: '27480.15' });
    await inject('POST', `/api/ops/applications/${renewal.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 100000, tier: 'A' });
    const [offer] = (await inject('GET', `/api/apps/${renewal.id}/offers`, user.token)).json().offers;
    expect(offer.renewedLoan).toEqual({ outstandingBalance: '27480.15' });
    expect(offer.payoffAmount).toBe('27480.15');
  });

  it('a sales channel starts the renewal for the borrower, at the stage the product names for it; the borrower resumes that one', async () => {
    const { user, id } = await funded();
    const byBanker = (salesChannel: string, token = OPS_TOKEN, parent = id) =>
      inject('POST', `/api/ops/applications/${parent}/renewal`, token, { salesChannel }, { 'x-product-type': RENEWAL });
    expect((await byBanker('BANKER_PORTAL')).json().code).toBe('APP_ERR_NOT_RENEWABLE');
    await inject('POST', `/api/ops/applications/${id}/loan`, OPS_TOKEN, { renewable: true });
    expect((await byBanker('BANKER_PORTAL', user.token)).statusCode).toBe(401);
    expect((await byBanker('CALL_CENTRE')).json().code).toBe('APP_ERR_UNKNOWN_PRODUCT');
    expect((await byBanker('banker portal')).statusCode).toBe(400);
    expect((await byBanker('BANKER_PORTAL', OPS_TOKEN, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const answers = await Promise.all(Array.from({ length: 4 }, () => byBanker('BANKER_PORTAL')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const renewal = answers[0].json();
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([renewal.id]));
    expect(renewal).toMatchObject({ product: RENEWAL, status: 'IN_PROGRESS', stage: 'ReviewAndSubmit', salesChannel: 'BANKER_PORTAL' });
    expect(renewal.data._extension).toMatchObject({ parentApplicationId: id, renewable: true });
    const [notice] = await notifications(id, user.token);
    expect(notice.message.additionalInfo.renewalAppStatus).toBe('IN_PROGRESS');
    // The renewal is the borrower's: they read it, and asking for a renewal themselves answers the same one.
    expect((await inject('GET', `/api/apps/${renewal.id}`, user.token)).json().salesChannel).toBe('BANKER_PORTAL');
    expect((await renew(id, user.token)).json().id).toBe(renewal.id);
    const stranger = await signUpAndLogIn(server.app);
    expect((await inject('GET', `/api/apps/${renewal.id}`, stranger.token)).statusCode).toBe(404);
  });

  it('answers 404 APP_ERR_NO_LOAN to the lender for an application that was never funded', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token);
    const answer = await inject('POST', `/api/ops/applications/${created.id}/loan`, OPS_TOKEN, { renewable: true });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('APP_ERR_NO_LOAN');
  });
});
