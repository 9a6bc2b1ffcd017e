/**
 * From In Review to a decision, through the API with the real tl journey, on PGlite and
 * PostgreSQL: the policy decides submitted applications, a conditional approval collects its
 * documents and goes to verification, and operations decide within the product's terms.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { submitApplication } from '../../src/server/services/applications/submit-application';
import { DECIDE_APPLICATION_JOB } from '../../src/server/services/decisions/decide-application.job';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn, type SignedInUser } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, PNG_1X1, samplePdf, upload, uploadSixMonthsOfStatements, useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-decision-tests-0123456789';
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };
const DAY_MS = 86_400_000;

/** Revenue under $5,000 a month: the policy declines it. */
const lowRevenue = {
  ...completeTlApplication,
  business: { ...completeTlApplication.business, _extension: { ...completeTlApplication.business._extension, averageMonthlyRevenue: 3000 } },
};

describeEachDatabase('decisions', (kind) => {
  const server = useDocumentsServer(kind, 'decisions', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const db = () => server().db;

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const decide = (id: string, body: object, token = OPS_TOKEN) => inject('POST', `/api/ops/applications/${id}/decision`, token, body);
  const documentsSubmitted = (user: SignedInUser, id: string) => inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {});
  const decisionsOf = (id: string) => db().selectFrom('decisions').selectAll().where('application_id', '=', id).orderBy('created_at').execute();

  /** An application answered in full, its statements in, at the review step. */
  async function readyToSubmit(document: object, statements: 'connected' | 'manual') {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: document });
    if (statements === 'connected') await connectGoodSandboxUser(app(), user.token, created.id);
    else await uploadSixMonthsOfStatements(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    const moved = await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version });
    expect(moved.statusCode, moved.body).toBe(200);
    return { user, id: created.id };
  }

  async function submitted(document: object, statements: 'connected' | 'manual') {
    const ready = await readyToSubmit(document, statements);
    const response = await inject('POST', `/api/apps/${ready.id}/workflow/submit`, ready.user.token, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'SUBMITTED', stage: 'ApplicationInReview' });
    return ready;
  }

  it('the policy decides submitted applications: approved (tier by revenue), conditional (manual statements), declined (revenue)', async () => {
    const approved = await submitted(completeTlApplication, 'connected');
    const conditional = await submitted(completeTlApplication, 'manual');
    const declined = await submitted(lowRevenue, 'connected');
    await app().jobWorker.drain();

    const status = async (ready: { user: SignedInUser; id: string }) => (await inject('GET', `/api/apps/${ready.id}`, ready.user.token)).json();
    expect(await status(approved)).toMatchObject({ status: 'APPROVED', stage: 'OfferAccepted' });
    expect(await status(conditional)).toMatchObject({ status: 'CONDITIONAL', stage: 'ConditionalOfferPassed' });
    expect(await status(declined)).toMatchObject({ status: 'DECLINED', stage: 'EmailDeclined' });

    const [approval] = await decisionsOf(approved.id);
    expect(approval).toMatchObject({
      outcome: 'APPROVED',
      approved_max_amount: 300000,
      tier: 'A',
      documents: [],
      declined_reasons: [],
      decided_by: 'policy',
      rule_id: 'approve-tier-a',
    });
    expect(approval.expires_at!.getTime() - approval.created_at.getTime()).toBe(14 * DAY_MS);

    const [conditions] = await decisionsOf(conditional.id);
    expect(conditions).toMatchObject({ outcome: 'CONDITIONAL', approved_max_amount: 50000, tier: null, rule_id: 'conditional-manual-statements' });
    expect(conditions.documents.map((d) => d.type)).toEqual(['DRIVER_LICENCE', 'BAS_STATEMENT']);
    expect(conditions.expires_at).not.toBeNull();

    const [decline] = await decisionsOf(declined.id);
    expect(decline).toMatchObject({ outcome: 'DECLINED', approved_max_amount: null, tier: null, expires_at: null, rule_id: 'decline-revenue' });
    expect(decline.declined_reasons[0]).toMatch(/under \$5,000/);

    const events = await db()
      .selectFrom('application_events')
      .select(['type', 'user_id', 'stage_from', 'stage_to', 'details'])
      .where('application_id', '=', approved.id)
      .where('type', '=', 'decided')
      .execute();
    expect(events).toEqual([
      {
        type: 'decided',
        user_id: null,
        stage_from: 'ApplicationInReview',
        stage_to: 'OfferAccepted',
        details: expect.objectContaining({ decisionId: approval.id, ruleId: 'approve-tier-a' }),
      },
    ]);
    // Every job ran once and is done.
    expect(await app().jobWorker.drain()).toBe(0);
    expect(await decisionsOf(approved.id)).toHaveLength(1);
  });

  it("queues the decision in the submission's transaction, due the journey's delay later unless DECISION_DELAY_SECONDS says otherwise", async () => {
    const ready = await readyToSubmit(completeTlApplication, 'connected');
    // The service as the route calls it, without the override: the journey's 120 seconds.
    const view = await submitApplication({ db: db(), rules: app().applicationRules }, ready.user.id, ready.id);
    const job = await db()
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', DECIDE_APPLICATION_JOB)
      .where('status', '=', 'queued')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ applicationId: ready.id });
    expect(job.run_at.getTime() - Date.parse(view.submittedAt!)).toBe(120_000);
    expect(await app().jobWorker.drain()).toBe(0);
    await db()
      .updateTable('jobs')
      .set({ status: 'cancelled' })
      .where('id', '=', job.id as never)
      .execute();
  });

  it('a conditional approval: the documents asked for are uploaded, submitted, verified, and operations approve', async () => {
    const { user, id } = await readyToSubmit(completeTlApplication, 'manual');
    // Before a decision asks for it, a licence is not a document type the portal takes.
    const early = await upload(app(), user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence.png', content: PNG_1X1 });
    expect(early.statusCode).toBe(400);
    await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {});
    await app().jobWorker.drain();

    const none = await documentsSubmitted(user, id);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'APP_ERR_DOCUMENTS_MISSING', missing: [{ type: 'DRIVER_LICENCE' }, { type: 'BAS_STATEMENT' }] });

    const licence = await upload(app(), user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence.png', content: PNG_1X1 });
    expect(licence.statusCode, licence.body).toBe(201);
    const one = await documentsSubmitted(user, id);
    expect(one.json()).toMatchObject({ code: 'APP_ERR_DOCUMENTS_MISSING', missing: [{ type: 'BAS_STATEMENT', title: expect.stringContaining('BAS') }] });
    const bas = await upload(app(), user.token, id, { documentType: 'BAS_STATEMENT' }, { name: 'bas.pdf', content: await samplePdf() });
    expect(bas.statusCode, bas.body).toBe(201);

    const done = await documentsSubmitted(user, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'ADDITIONAL_DOC_UPLOAD', stage: 'DocumentsUploaded' });
    const again = await documentsSubmitted(user, id);
    expect(again.json().version).toBe(done.json().version);
    // The conditional approval no longer waits for documents.
    const late = await upload(app(), user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence.png', content: PNG_1X1 });
    expect(late.statusCode).toBe(400);

    const verifying = await inject('POST', `/api/ops/applications/${id}/status`, OPS_TOKEN, { status: 'IN_VERIFY' });
    expect(verifying.json()).toMatchObject({ status: 'IN_VERIFY', stage: 'InVerify' });
    const wrongStatus = await documentsSubmitted(user, id);
    expect(wrongStatus.statusCode).toBe(409);
    expect(wrongStatus.json()).toMatchObject({ code: 'APP_ERR_STATUS_NOT_ALLOWED', from: 'IN_VERIFY', to: 'ADDITIONAL_DOC_UPLOAD' });

    const approval = await decide(id, { outcome: 'APPROVED', maxAmount: 45000, tier: 'B' });
    expect(approval.statusCode, approval.body).toBe(200);
    expect(approval.json()).toMatchObject({
      application: { status: 'APPROVED', stage: 'OfferAccepted' },
      decision: { outcome: 'APPROVED', maxAmount: 45000, tier: 'B', decidedBy: 'operations', ruleId: null, documents: [], reasons: [] },
    });
    const body = approval.json().decision;
    expect(Date.parse(body.expiresAt) - Date.parse(body.decidedAt)).toBe(14 * DAY_MS);
    expect((await decisionsOf(id)).map((d) => [d.outcome, d.decided_by])).toEqual([
      ['CONDITIONAL', 'policy'],
      ['APPROVED', 'operations'],
    ]);
  });

  it('operations decide within the terms of the product and the lifecycle; an applicant token is not enough', async () => {
    const { user, id } = await readyToSubmit(completeTlApplication, 'connected');
    const beforeSubmission = await decide(id, { outcome: 'DECLINED', reasons: ['Not now.'] });
    expect(beforeSubmission.statusCode).toBe(409);
    expect(beforeSubmission.json()).toMatchObject({
      code: 'APP_ERR_STATUS_NOT_ALLOWED',
      from: 'IN_PROGRESS',
      to: 'DECLINED',
      message: 'An application cannot move from IN_PROGRESS to DECLINED.',
    });
    await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {});

    expect((await decide(id, { outcome: 'DECLINED', reasons: ['Not now.'] }, user.token)).statusCode).toBe(401);
    expect((await decide(id, { outcome: 'DECLINED', reasons: ['Not now.'] }, '')).statusCode).toBe(401);
    const refusals: [object, string][] = [
      [{ outcome: 'APPROVED', maxAmount: 100000, tier: 'Z' }, 'tier'],
      [{ outcome: 'APPROVED', maxAmount: 400000, tier: 'A' }, 'maxAmount'],
      [{ outcome: 'APPROVED', maxAmount: 5000, tier: 'A' }, 'maxAmount'],
      [{ outcome: 'APPROVED', tier: 'A' }, 'maxAmount'],
      [{ outcome: 'APPROVED', maxAmount: 100000, tier: 'A', reasons: ['x'] }, 'reasons'],
      [{ outcome: 'APPROVED', maxAmount: 100000, tier: 'A', documents: [{ type: 'BAS_STATEMENT', title: 'BAS' }] }, 'documents'],
      [{ outcome: 'DECLINED', reasons: ['x'], documents: [{ type: 'BAS_STATEMENT', title: 'BAS' }] }, 'documents'],
      [{ outcome: 'CONDITIONAL', maxAmount: 100000 }, 'documents'],
      [{ outcome: 'DECLINED' }, 'reasons'],
    ];
    for (const [body, field] of refusals) {
      const response = await decide(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ code: 'REQUEST_ERR_VALIDATION', field });
    }
    expect((await decide(id, { outcome: 'MAYBE' })).statusCode).toBe(400);
    expect(await decisionsOf(id)).toEqual([]);

    const declined = await decide(id, { outcome: 'DECLINED', reasons: ['We could not verify the business address.'] });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      application: { status: 'DECLINED', stage: 'EmailDeclined' },
      decision: { outcome: 'DECLINED', maxAmount: null, expiresAt: null, reasons: ['We could not verify the business address.'], decidedBy: 'operations' },
    });
    // The policy's job finds the application decided and leaves it.
    await app().jobWorker.drain();
    expect((await decisionsOf(id)).map((d) => d.decided_by)).toEqual(['operations']);
    const twice = await decide(id, { outcome: 'APPROVED', maxAmount: 100000, tier: 'A' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ from: 'DECLINED', to: 'APPROVED' });
    expect((await decide('00000000-0000-4000-8000-000000000000', { outcome: 'DECLINED', reasons: ['x'] })).statusCode).toBe(404);
  });
});
