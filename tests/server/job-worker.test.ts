/**
 * The job worker on PGlite and PostgreSQL: jobs run side by side up to the concurrency, a job
 * that waits on a third party frees its slot and runs later without spending an attempt, a job
 * whose worker died runs again once its lease has passed and ends once, the worker whose lease
 * was taken over changes nothing, and stopping hands unfinished jobs back. On PostgreSQL, two
 * workers with pools of their own run 200 jobs, each to its end exactly once.
 *
 * Nothing here waits on the clock: handlers are held and released by the test.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { claimNextJob, enqueueJob, findJob, finishJob } from '../../src/server/repositories/jobs.repository';
import { ContinueLater, createJobWorker, type JobHandler } from '../../src/server/services/jobs/job-worker';
import { retryDelaySeconds } from '../../src/server/services/jobs/retry-delay';
import { createPostgresDatabase, describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/test-databases';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

let types = 0;
const newType = () => `test.worker.${++types}`;

describeEachDatabase('the job worker', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, 'job_worker');
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  const db = () => database.db;

  it('runs jobs side by side, never more at once than its concurrency', async () => {
    const type = newType();
    for (let i = 0; i < 7; i++) await enqueueJob(db(), { type, payload: { i } });
    let active = 0;
    let most = 0;
    // The first three wait for each other: with fewer slots than three the drain would never end.
    const three = gate();
    const worker = createJobWorker({
      db: db(),
      concurrency: 3,
      handlers: {
        [type]: async () => {
          active += 1;
          most = Math.max(most, active);
          if (active === 3) three.open();
          await three.opened;
          await new Promise((resolve) => setImmediate(resolve));
          active -= 1;
        },
      },
    });
    expect(await worker.drain()).toBe(7);
    expect(most).toBe(3);
    const statuses = await db().selectFrom('jobs').select(['status', 'attempts']).where('type', '=', type).execute();
    expect(statuses).toEqual(Array.from({ length: 7 }, () => ({ status: 'done', attempts: 1 })));
  });

  it('a job that waits on a third party frees its slot and runs when due, its attempt not spent', async () => {
    const type = newType();
    const waiting = await enqueueJob(db(), { type, payload: { name: 'returns' } });
    const throwing = await enqueueJob(db(), { type, payload: { name: 'throws' } });
    const other = await enqueueJob(db(), { type, payload: { name: 'other' } });
    const runs: string[] = [];
    const handler: JobHandler = async (payload, context) => {
      runs.push(`${String(payload.name)}:${String(payload.step ?? 1)}:attempt ${context.attempt}`);
      if (payload.step !== undefined) return;
      if (payload.name === 'returns') return { continueAfterSeconds: 3600, payload: { ...payload, step: 2 } };
      if (payload.name === 'throws') throw new ContinueLater(3600, { ...payload, step: 2 });
    };
    const worker = createJobWorker({ db: db(), concurrency: 1, handlers: { [type]: handler } });

    // One slot: the two that wait give it up, and the third runs in the same drain.
    expect(await worker.drain()).toBe(3);
    expect((await findJob(db(), other.id))?.status).toBe('done');
    for (const job of [waiting, throwing]) {
      const row = await findJob(db(), job.id);
      expect(row).toMatchObject({ status: 'queued', attempts: 0, continuations: 1, locked_by: null, payload: expect.objectContaining({ step: 2 }) });
      expect(row!.run_at.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    }
    expect(await worker.drain()).toBe(0);

    expect(await worker.drain({ dueBy: new Date(Date.now() + 2 * 3_600_000) })).toBe(2);
    for (const job of [waiting, throwing]) expect(await findJob(db(), job.id)).toMatchObject({ status: 'done', attempts: 1, continuations: 1 });
    expect(runs.sort()).toEqual(['other:1:attempt 1', 'returns:1:attempt 1', 'returns:2:attempt 1', 'throws:1:attempt 1', 'throws:2:attempt 1']);
  });

  it('a job whose worker died runs again once its lease has passed, and once only', async () => {
    const type = newType();
    const job = await enqueueJob(db(), { type, payload: {} });
    expect(await claimNextJob(db(), { workerId: 'dead-worker', types: [type], leaseSeconds: 300 })).toMatchObject({ locked_by: 'dead-worker' });
    let runs = 0;
    const worker = createJobWorker({ db: db(), concurrency: 4, handlers: { [type]: async () => void (runs += 1) } });

    expect(await worker.drain()).toBe(0);
    await db()
      .updateTable('jobs')
      .set({ lease_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', job.id)
      .execute();
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(runs).toBe(1);
    expect(await findJob(db(), job.id)).toMatchObject({ status: 'done', attempts: 2, locked_by: worker.id });
  });

  it('the worker whose lease was taken over neither finishes nor fails the job', async () => {
    const type = newType();
    const job = await enqueueJob(db(), { type, payload: {} });
    const started = gate();
    const held = gate();
    const ends: number[] = [];
    const handler: JobHandler = async (_payload, context) => {
      if (context.attempt === 1) {
        started.open();
        await held.opened;
        throw new Error('the late worker failed');
      }
      ends.push(context.attempt);
    };
    const late = createJobWorker({ db: db(), handlers: { [type]: handler }, retryDelaySeconds: 0 });
    const other = createJobWorker({ db: db(), handlers: { [type]: handler } });

    const lateRun = late.drain();
    await started.opened;
    await db()
      .updateTable('jobs')
      .set({ lease_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', job.id)
      .execute();
    expect(await other.drain()).toBe(1);
    held.open();
    expect(await lateRun).toBe(1);

    expect(ends).toEqual([2]);
    expect(await findJob(db(), job.id)).toMatchObject({ status: 'done', attempts: 2, last_error: null, locked_by: other.id });
    // Finishing in the name of the lease it lost changes nothing either.
    expect(await finishJob(db(), { id: job.id, workerId: late.id, attempt: 1 })).toBe(false);
  });

  it('stopping lets a job in hand finish, and hands back one that does not finish in time', async () => {
    const type = newType();
    const quick = await enqueueJob(db(), { type, payload: { name: 'quick' } });
    const started = gate();
    const held = gate();
    const worker = createJobWorker({
      db: db(),
      handlers: {
        [type]: async () => {
          started.open();
          await held.opened;
        },
      },
      pollIntervalMs: 10,
    });
    worker.start();
    await started.opened;
    const stopping = worker.stop();
    held.open();
    await stopping;
    expect(await findJob(db(), quick.id)).toMatchObject({ status: 'done', attempts: 1 });

    const slow = await enqueueJob(db(), { type: `${type}.slow`, payload: {} });
    const slowStarted = gate();
    const slowHeld = gate();
    const stopping2 = createJobWorker({
      db: db(),
      handlers: {
        [`${type}.slow`]: async () => {
          slowStarted.open();
          await slowHeld.opened;
        },
      },
      pollIntervalMs: 10,
      stopTimeoutMs: 20,
    });
    stopping2.start();
    await slowStarted.opened;
    await stopping2.stop();
    expect(await findJob(db(), slow.id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, lease_expires_at: null });
    slowHeld.open();

    // Handed back, it is anyone's: the next worker runs it with its first attempt.
    let attempt = 0;
    const next = createJobWorker({ db: db(), handlers: { [`${type}.slow`]: async (_payload, context) => void (attempt = context.attempt) } });
    expect(await next.drain()).toBe(1);
    expect(attempt).toBe(1);
    expect(await findJob(db(), slow.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('two job workers on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pools: Kysely<Database>[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase('job_worker_pair');
    pools = [
      await createDb({ kind: 'postgres', url: database.url, maxConnections: 5 }),
      await createDb({ kind: 'postgres', url: database.url, maxConnections: 5 }),
    ];
    await migrateToLatest(pools[0]);
    await sql`create table job_runs (job_id text not null, attempt integer not null, worker text not null)`.execute(pools[0]);
  });
  afterAll(async () => {
    for (const pool of pools) await pool.destroy();
    await database?.drop();
  });

  it('run 200 jobs, each to its end exactly once, through continuations and retries', async () => {
    const type = 'test.worker.pair';
    const handler =
      (db: Kysely<Database>, worker: string): JobHandler =>
      async (payload, context) => {
        const n = Number(payload.n);
        if (n % 10 === 0 && payload.continued !== true) return { continueAfterSeconds: 0, payload: { ...payload, continued: true } };
        if (n % 7 === 0 && context.attempt === 1) throw new Error('the provider was down');
        await sql`insert into job_runs (job_id, attempt, worker) values (${context.jobId}, ${context.attempt}, ${worker})`.execute(db);
      };
    const workers = pools.map((db, i) =>
      createJobWorker({ db, handlers: { [type]: handler(db, `worker-${i}`) }, concurrency: 4, pollIntervalMs: 20, retryDelaySeconds: 0 }),
    );
    for (let n = 1; n <= 200; n++) await enqueueJob(pools[0], { type, payload: { n } });
    for (const worker of workers) worker.start();
    try {
      for (;;) {
        const left = await pools[0]
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow();
        if (Number(left.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const runs = await sql<{ job_id: string; times: string }>`select job_id, count(*) as times from job_runs group by job_id`.execute(pools[0]);
    expect(runs.rows).toHaveLength(200);
    expect(runs.rows.filter((row) => Number(row.times) !== 1)).toEqual([]);
    const jobs = await pools[0].selectFrom('jobs').select(['payload', 'status', 'attempts', 'continuations']).execute();
    for (const job of jobs) {
      const n = Number(job.payload.n);
      expect(job).toMatchObject({ status: 'done', attempts: n % 7 === 0 ? 2 : 1, continuations: n % 10 === 0 ? 1 : 0 });
    }
  });
});

describe('the back-off of a failed job', () => {
  it('doubles with each attempt up to its cap, drawn from the upper half', () => {
    const policy = { baseSeconds: 5, capSeconds: 600 };
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, policy, () => 1))).toEqual([5, 10, 20, 40]);
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, policy, () => 0))).toEqual([2.5, 5, 10, 20]);
    expect(retryDelaySeconds(20, policy, () => 1)).toBe(600);
    expect(retryDelaySeconds(3, { baseSeconds: 0, capSeconds: 600 })).toBe(0);
  });
});
