/**
 * `_extension.dontSendAutoEmail` through the API, on PGlite and PostgreSQL: a sales channel that
 * starts a borrower's renewal may ask the portal to mail them nothing on its own; the renewal's
 * status notices and offer reminder are then written for the portal to show but never mailed,
 * while the same moves of a renewal without the flag are. An applicant cannot set it, neither
 * when creating an application nor when renewing their own loan.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { insertLoan } from '../../src/server/repositories/loans.repository';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { remindExpiringOffers } from '../../src/server/services/time-rules/offer-reminder';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const OPS_TOKEN = 'ops-token-for-the-automatic-mail-tests-0123';
const RENEWAL = 'renewal-tl';
const DAY = 86_400_000;

describeEachDatabase('automatic mail', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'automatic-mail', { rules: await createJourneyRules('journeys'), env: { OPS_TOKEN }, jobs: { enabled: false } });
  }, 120_000);
  afterAll(() => server?.close());
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
  const mailsTo = async (email: string) => {
    await server.app.jobWorker.drain();
    return (await server.outbox(email)).map((mail) => mail.subject);
  };

  /** A funded tl application whose loan the lender offers to renew. */
  async function renewableLoan() {
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
    expect((await inject('POST', `/api/ops/applications/${created.id}/loan`, OPS_TOKEN, { renewable: true })).statusCode).toBe(200);
    return { user, id: created.id };
  }

  /** The banker starts the renewal, which is then approved with an offer lapsing tomorrow, and the reminder runs. */
  async function bankerRenewal(request: { dontSendAutoEmail?: boolean }) {
    const { user, id } = await renewableLoan();
    const started = await inject(
      'POST',
      `/api/ops/applications/${id}/renewal`,
      OPS_TOKEN,
      { salesChannel: 'BANKER_PORTAL', ...request },
      { 'x-product-type': RENEWAL },
    );
    expect(started.statusCode, started.body).toBe(200);
    const renewal = started.json();
    // The banker submits the carried-over answers as they are (an override), then the approval's decision is written.
    const submitted = await inject('POST', `/api/ops/applications/${renewal.id}/status`, OPS_TOKEN, {
      status: 'SUBMITTED',
      override: { reason: 'Renewal taken by the banker' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await server.db
      .insertInto('decisions')
      .values({
        application_id: renewal.id,
        outcome: 'APPROVED',
        approved_max_amount: 50_000,
        tier: 'A',
        documents: '[]',
        declined_reasons: '[]',
        decided_by: 'operations',
        rule_id: null,
        expires_at: new Date(Date.now() + 1.5 * DAY),
        accepted_terms: null,
        accepted_at: null,
      })
      .execute();
    const approved = await inject('POST', `/api/ops/applications/${renewal.id}/status`, OPS_TOKEN, { status: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    await remindExpiringOffers({ db: server.db, rules: server.app.applicationRules }, new Date());
    const notices = await server.db.selectFrom('notifications').select('subject').where('application_id', '=', renewal.id).orderBy('subject').execute();
    return { user, renewal, notices: notices.map((n) => n.subject) };
  }

  it('mails the borrower nothing about a renewal their banker started with dontSendAutoEmail, though the portal still shows the notices', async () => {
    const quiet = await bankerRenewal({ dontSendAutoEmail: true });
    expect(quiet.renewal.data._extension).toMatchObject({ dontSendAutoEmail: true });
    expect(quiet.notices).toEqual(['APPLICATION_STATUS', 'OFFER_EXPIRING']);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
    const jobs = await server.db.selectFrom('jobs').select('payload').execute();
    expect(jobs.filter((job) => JSON.stringify(job.payload).includes(quiet.renewal.id))).toEqual([]);

    // The same moves of a renewal without the flag are mailed.
    const told = await bankerRenewal({});
    expect(told.renewal.data._extension).toMatchObject({ dontSendAutoEmail: false });
    // Each is its own job, and jobs run side by side: in either order.
    expect((await mailsTo(told.user.email)).sort()).toEqual(['Harbour Business Finance: Approved', 'Harbour Business Finance: Your offer ends soon']);
  });

  it('an applicant cannot set it: refused when creating, changing or renewing their own', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = await inject('POST', '/api/apps', user.token, {
      createAppData: { firstName: 'A', lastName: 'B', email: user.email, product: 'tl' },
      patchAppData: { _extension: { dontSendAutoEmail: true } },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('APP_ERR_RESERVED_PATH');
    const own = await createApplicationFor(server.app, user.token);
    const patched = await inject('PATCH', `/api/apps/${own.id}`, user.token, {
      stage: own.stage,
      version: own.version,
      patch: [{ op: 'add', path: '/_extension/dontSendAutoEmail', value: true }],
    });
    expect(patched.json().code).toBe('APP_ERR_RESERVED_PATH');

    const borrower = await renewableLoan();
    const renewal = await inject(
      'POST',
      `/api/apps/${borrower.id}/workflow/renewal`,
      borrower.user.token,
      { dontSendAutoEmail: true },
      { 'x-product-type': RENEWAL },
    );
    // The borrower's renewal call takes no body: what they send is ignored.
    expect(renewal.statusCode, renewal.body).toBe(200);
    expect(renewal.json().data._extension.dontSendAutoEmail).toBe(false);
  });
});
