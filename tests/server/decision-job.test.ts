/**
 * The policy's decision job under failure and concurrency, on PGlite and PostgreSQL: a crash
 * between writing the decision and moving the application leaves neither, a worker that died
 * mid-job is replaced and the application decided once, and workers draining together never
 * decide one application twice.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { insertApplication } from '../../src/server/repositories/applications.repository';
import { claimNextJob } from '../../src/server/repositories/jobs.repository';
import type { ApplicationRules } from '../../src/server/services/application-rules';
import { createDecideApplicationHandler, DECIDE_APPLICATION_JOB, queuePolicyDecision } from '../../src/server/services/decisions/decide-application.job';
import { createJobWorker } from '../../src/server/services/jobs/job-worker';
import { completeTlApplication } from '../engine/fixtures';
import { signUp } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { monthsAgo, useDocumentsServer } from './documents-test-server';

/** Connected statements, revenue $60,000 a month, $150,000 asked: the policy approves it (tier A). */
const approvable = {
  ...completeTlApplication,
  _extension: {
    isStatementsManuallyUploaded: false,
    statements: { method: 'connected', coveredMonths: [6, 5, 4, 3, 2, 1].map((n) => monthsAgo(n)), requiredMonths: [], complete: true, statementCount: 1 },
  },
};

describeEachDatabase('the decision job', (kind) => {
  const server = useDocumentsServer(kind, 'decision_job');
  let rules: ApplicationRules;
  let userId: string;

  beforeAll(async () => {
    rules = await createJourneyRules(path.resolve('journeys'));
    userId = (await signUp(server().app)).id;
  });

  const db = () => server().db;

  /** An application submitted a moment ago, its decision queued and due now. */
  async function submitted(jobs = 1): Promise<string> {
    const at = new Date();
    const row = await insertApplication(db(), {
      userId,
      product: 'tl',
      status: 'SUBMITTED',
      stage: 'ApplicationInReview',
      data: approvable,
      parentApplicationId: null,
      createdAt: at,
    });
    await db().updateTable('applications').set({ submitted_at: at }).where('id', '=', row.id).execute();
    for (let i = 0; i < jobs; i++) await queuePolicyDecision(db(), row.id, at, 0);
    return row.id;
  }

  const worker = (options: { beforeStatusMove?: () => void; retryDelaySeconds?: number } = {}) =>
    createJobWorker({
      db: db(),
      handlers: { [DECIDE_APPLICATION_JOB]: createDecideApplicationHandler({ db: db(), rules, beforeStatusMove: options.beforeStatusMove }) },
      retryDelaySeconds: options.retryDelaySeconds ?? 0,
    });

  async function stateOf(applicationId: string) {
    const application = await db().selectFrom('applications').select(['status', 'stage', 'version']).where('id', '=', applicationId).executeTakeFirstOrThrow();
    const decisions = await db().selectFrom('decisions').selectAll().where('application_id', '=', applicationId).execute();
    const decided = await db()
      .selectFrom('application_events')
      .select(['type', 'details'])
      .where('application_id', '=', applicationId)
      .where('type', '=', 'decided')
      .execute();
    const jobs = await db()
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('type', '=', DECIDE_APPLICATION_JOB)
      .where(sql<boolean>`payload->>'applicationId' = ${applicationId}`)
      .execute();
    return { application, decisions, decided, jobs };
  }

  it('a crash between writing the decision and moving the application leaves neither; the retry decides once', async () => {
    const id = await submitted();
    const crashing = worker({
      beforeStatusMove: () => {
        throw new Error('the instance stopped');
      },
      retryDelaySeconds: 3600,
    });
    expect(await crashing.drain()).toBe(1);

    const after = await stateOf(id);
    expect(after.application).toEqual({ status: 'SUBMITTED', stage: 'ApplicationInReview', version: 1 });
    expect(after.decisions).toEqual([]);
    expect(after.decided).toEqual([]);
    expect(after.jobs).toEqual([{ status: 'queued', attempts: 1, last_error: 'the instance stopped' }]);

    // The back-off has passed: a healthy worker takes the job again.
    await db()
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('type', '=', DECIDE_APPLICATION_JOB)
      .where('status', '=', 'queued')
      .execute();
    expect(await worker().drain()).toBe(1);
    const decided = await stateOf(id);
    expect(decided.application).toEqual({ status: 'APPROVED', stage: 'OfferAccepted', version: 2 });
    expect(decided.decisions).toHaveLength(1);
    expect(decided.decisions[0]).toMatchObject({
      outcome: 'APPROVED',
      tier: 'A',
      approved_max_amount: 300000,
      decided_by: 'policy',
      rule_id: 'approve-tier-a',
    });
    expect(decided.decided).toEqual([{ type: 'decided', details: expect.objectContaining({ decisionId: decided.decisions[0].id, outcome: 'APPROVED' }) }]);
    expect(decided.jobs).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
  });

  it('a worker that died holding the job, before or after committing, is replaced and the application decided once', async () => {
    // Died before its transaction committed: nothing was written.
    const early = await submitted();
    // Died after committing the decision, before marking the job done.
    const late = await submitted();
    const types = [DECIDE_APPLICATION_JOB];
    const first = await claimNextJob(db(), { workerId: 'dead-worker', types, leaseSeconds: 300 });
    const second = await claimNextJob(db(), { workerId: 'dead-worker', types, leaseSeconds: 300 });
    const lateJob = [first, second].find((job) => job?.payload.applicationId === late)!;
    await createDecideApplicationHandler({ db: db(), rules })(lateJob.payload, { jobId: String(lateJob.id), attempt: 1, lastAttempt: false });
    expect((await stateOf(late)).application.status).toBe('APPROVED');

    // Running jobs of a live worker are left alone; once their lease has passed another worker takes them.
    expect(await worker().drain()).toBe(0);
    await db()
      .updateTable('jobs')
      .set({ lease_expires_at: sql<Date>`now() - interval '1 hour'` })
      .where('locked_by', '=', 'dead-worker')
      .execute();
    expect(await worker().drain()).toBe(2);

    for (const id of [early, late]) {
      const state = await stateOf(id);
      expect(state.application).toMatchObject({ status: 'APPROVED', version: 2 });
      expect(state.decisions).toHaveLength(1);
      expect(state.decided).toHaveLength(1);
      expect(state.jobs).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
    }
  });

  it('two workers draining together, each application queued twice, decide every application exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submitted(2));
    const [a, b] = [worker(), worker()];
    const runs = await Promise.all([a.drain(), b.drain()]);
    expect(runs[0] + runs[1]).toBe(12);
    for (const id of ids) {
      const state = await stateOf(id);
      expect(state.application.status).toBe('APPROVED');
      expect(state.decisions).toHaveLength(1);
      expect(state.decided).toHaveLength(1);
      expect(state.jobs.map((job) => job.status)).toEqual(['done', 'done']);
    }
  });

  it('the same application decided by two handlers at once: one decides, the other finds it decided', async () => {
    const id = await submitted(0);
    const handler = createDecideApplicationHandler({ db: db(), rules });
    const context = { jobId: '0', attempt: 1, lastAttempt: false };
    await Promise.all([handler({ applicationId: id }, context), handler({ applicationId: id }, context)]);
    const state = await stateOf(id);
    expect(state.decisions).toHaveLength(1);
    expect(state.decided).toHaveLength(1);
    // The database refuses a second policy decision even past the service's checks.
    await expect(
      db().insertInto('decisions').values({ application_id: id, outcome: 'DECLINED', decided_by: 'policy', rule_id: 'x', declined_reasons: '["x"]' }).execute(),
    ).rejects.toThrow(/decisions_policy_once_idx|duplicate key/);
  });
});
