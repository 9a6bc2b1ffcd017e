/**
 * The background job queue. A worker claims due jobs with one statement using
 * `FOR UPDATE SKIP LOCKED`, so workers in several instances never take the same job, and holds
 * each under a lease it renews while the job runs; a running job whose lease has passed (its
 * worker died) is claimed again. Every way out of `running` (done, failed, retried, continued,
 * handed back) names the lease it ends, the worker and the attempt, so a worker whose lease was
 * taken over changes nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { JobRow } from '../db/tables/jobs.table';

export async function enqueueJob(
  db: Kysely<Database>,
  job: { type: string; payload: Record<string, unknown>; maxAttempts?: number; runAt?: Date },
): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      type: job.type,
      payload: JSON.stringify(job.payload),
      max_attempts: job.maxAttempts ?? 3,
      ...(job.runAt ? { run_at: job.runAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The hold a worker has on a running job: the job, its holder, and the attempt it runs. */
export interface JobLease {
  id: string | number;
  workerId: string;
  attempt: number;
}

export interface JobClaim {
  workerId: string;
  types: readonly string[];
  /** How long the hold lasts unless renewed. */
  leaseSeconds: number;
  /** How many jobs to take at most (default one). */
  limit?: number;
  /** Jobs due by this time count as due (tests and tools run later jobs now); default now. */
  dueBy?: Date;
}

/** Claims up to `limit` due jobs, oldest first: queued ones due, and running ones whose lease passed. */
export async function claimJobs(db: Kysely<Database>, claim: JobClaim): Promise<JobRow[]> {
  if (claim.types.length === 0 || (claim.limit ?? 1) < 1) return [];
  const due = claim.dueBy ? sql<Date>`greatest(now(), ${claim.dueBy})` : sql<Date>`now()`;
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql<number>`attempts + 1`,
      locked_at: sql<Date>`now()`,
      locked_by: claim.workerId,
      lease_expires_at: sql<Date>`now() + make_interval(secs => ${claim.leaseSeconds})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('type', 'in', claim.types)
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'queued'), w('run_at', '<=', due)]),
            w.and([w('status', '=', 'running'), w('lease_expires_at', '<', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(claim.limit ?? 1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Claims the oldest due job, if any (see claimJobs). */
export async function claimNextJob(db: Kysely<Database>, claim: Omit<JobClaim, 'limit'>): Promise<JobRow | undefined> {
  const [job] = await claimJobs(db, { ...claim, limit: 1 });
  return job;
}

const held = (lease: JobLease) => sql<boolean>`id = ${lease.id} and status = 'running' and locked_by = ${lease.workerId} and attempts = ${lease.attempt}`;

const changed = (result: { numUpdatedRows: bigint }[]) => result.reduce((n, r) => n + Number(r.numUpdatedRows), 0) > 0;

/** Extends the leases of jobs this worker still holds; answers the ids it no longer holds. */
export async function renewLeases(db: Kysely<Database>, leases: readonly JobLease[], leaseSeconds: number): Promise<Set<string>> {
  if (leases.length === 0) return new Set();
  const renewed = await db
    .updateTable('jobs')
    .set({ lease_expires_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
    .where((w) => w.or(leases.map(held)))
    .returning('id')
    .execute();
  const kept = new Set(renewed.map((row) => String(row.id)));
  return new Set(leases.map((lease) => String(lease.id)).filter((id) => !kept.has(id)));
}

/** Marks the job done; false when the lease was no longer this worker's (nothing changed). */
export async function finishJob(db: Kysely<Database>, lease: JobLease): Promise<boolean> {
  return changed(
    await db
      .updateTable('jobs')
      .set({ status: 'done', locked_at: null, lease_expires_at: null, updated_at: sql<Date>`now()` })
      .where(held(lease))
      .execute(),
  );
}

/**
 * Queues the job again after `retryInSeconds`, or marks it failed when it used its attempts;
 * 'lost' when the lease was no longer this worker's (nothing changed).
 */
export async function failJob(
  db: Kysely<Database>,
  lease: JobLease & { maxAttempts: number },
  error: string,
  retryInSeconds: number,
): Promise<'retry' | 'failed' | 'lost'> {
  const outcome = lease.attempt >= lease.maxAttempts ? 'failed' : 'retry';
  const result = await db
    .updateTable('jobs')
    .set({
      status: outcome === 'failed' ? 'failed' : 'queued',
      last_error: error.slice(0, 2000),
      locked_at: null,
      lease_expires_at: null,
      run_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      updated_at: sql<Date>`now()`,
    })
    .where(held(lease))
    .execute();
  return changed(result) ? outcome : 'lost';
}

/**
 * Puts the job back to run again after `afterSeconds` (it waits on a third party), with a new
 * payload when given; the attempt it used is given back. False when the lease was lost.
 */
export async function continueJob(db: Kysely<Database>, lease: JobLease, next: { afterSeconds: number; payload?: Record<string, unknown> }): Promise<boolean> {
  return changed(
    await db
      .updateTable('jobs')
      .set({
        status: 'queued',
        attempts: sql<number>`attempts - 1`,
        continuations: sql<number>`continuations + 1`,
        locked_at: null,
        locked_by: null,
        lease_expires_at: null,
        run_at: sql<Date>`now() + make_interval(secs => ${Math.max(0, next.afterSeconds)})`,
        updated_at: sql<Date>`now()`,
        ...(next.payload ? { payload: JSON.stringify(next.payload) } : {}),
      })
      .where(held(lease))
      .execute(),
  );
}

/** Hands a job back unfinished (its worker is stopping): due at once, the attempt given back. */
export async function releaseJob(db: Kysely<Database>, lease: JobLease): Promise<boolean> {
  return changed(
    await db
      .updateTable('jobs')
      .set({
        status: 'queued',
        attempts: sql<number>`attempts - 1`,
        locked_at: null,
        locked_by: null,
        lease_expires_at: null,
        run_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where(held(lease))
      .execute(),
  );
}

/** Cancels queued jobs of a type whose payload holds `match` (jsonb containment). */
export async function cancelQueuedJobs(db: Kysely<Database>, type: string, match: Record<string, unknown>): Promise<number> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', updated_at: sql<Date>`now()` })
    .where('type', '=', type)
    .where('status', '=', 'queued')
    .where(sql<boolean>`payload @> ${JSON.stringify(match)}::jsonb`)
    .returning('id')
    .execute();
  return rows.length;
}

export async function findJob(db: Kysely<Database>, id: string | number): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
}

/** The latest job of `type` still to run (queued or running) whose payload names `applicationId`. */
export async function findPendingJobForApplication(db: Kysely<Database>, type: string, applicationId: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', 'in', ['queued', 'running'])
    .where('type', '=', type)
    .where(sql<string>`payload->>'applicationId'`, '=', applicationId)
    .orderBy('run_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
