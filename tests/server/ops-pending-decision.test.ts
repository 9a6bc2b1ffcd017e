/**
 * The console's view of an application tells staff the policy's decision is still to come and
 * when, on PGlite and PostgreSQL: queued and due DECISION_DELAY_SECONDS after submission, gone
 * once the policy has decided, and gone when staff decided first.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-pending-decision-tests-0123';
const DELAY_SECONDS = 120;
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };

describeEachDatabase('the pending policy decision in the console', (kind) => {
  const server = useDocumentsServer(kind, 'ops_pending_decision', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: String(DELAY_SECONDS) },
  });
  const app = () => server().app;

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const opsView = async (id: string) => {
    const response = await inject('GET', `/api/ops/applications/${id}`, OPS_TOKEN);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** An application the policy approves, submitted through the API; its submission time. */
  async function submitted() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: completeTlApplication });
    await connectGoodSandboxUser(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    const moved = await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = Date.now();
    const response = await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {});
    expect(response.statusCode, response.body).toBe(200);
    return { id: created.id, before, after: Date.now() };
  }

  const later = () => new Date(Date.now() + (DELAY_SECONDS + 60) * 1000);

  it('shows the decision queued and due the delay after submission, and none once the policy has decided', async () => {
    const { id, before, after } = await submitted();

    const waiting = await opsView(id);
    expect(waiting.pendingDecision).toMatchObject({ state: 'queued' });
    const due = Date.parse(waiting.pendingDecision.dueAt);
    expect(due).toBeGreaterThanOrEqual(before + DELAY_SECONDS * 1000 - 1000);
    expect(due).toBeLessThanOrEqual(after + DELAY_SECONDS * 1000 + 1000);

    // Not due yet: a worker running now leaves it queued.
    await app().jobWorker.drain();
    expect((await opsView(id)).pendingDecision).toMatchObject({ state: 'queued' });

    await app().jobWorker.drain({ dueBy: later() });
    const decided = await opsView(id);
    expect(decided.application.status).toBe('APPROVED');
    expect(decided.decisions[0]).toMatchObject({ decidedBy: 'policy' });
    expect(decided.pendingDecision).toBeNull();
  });

  it('shows none once staff decided first, though the job is still queued', async () => {
    const { id } = await submitted();
    const decided = await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 90000, tier: 'B' });
    expect(decided.statusCode, decided.body).toBe(200);

    const view = await opsView(id);
    expect(view.decisions[0]).toMatchObject({ decidedBy: 'operations', approvedMaxAmount: 90000, tier: 'B' });
    expect(view.pendingDecision).toBeNull();

    // The job still runs when due and changes nothing.
    await app().jobWorker.drain({ dueBy: later() });
    const after = await opsView(id);
    expect(after.decisions).toHaveLength(1);
    expect(after.pendingDecision).toBeNull();
  });
});
