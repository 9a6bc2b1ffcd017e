/**
 * The background job queue. A worker claims the oldest due job with one statement using
 * `FOR UPDATE SKIP LOCKED`, so workers in several instances never take the same job; a job
 * whose worker died (locked long ago, still running) is claimed again.
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

export async function claimNextJob(
  db: Kysely<Database>,
  claim: { workerId: string; types: readonly string[]; staleAfterSeconds: number },
): Promise<JobRow | undefined> {
  if (claim.types.length === 0) return undefined;
  const stale = sql<Date>`now() - make_interval(secs => ${claim.staleAfterSeconds})`;
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql<number>`attempts + 1`,
      locked_at: sql<Date>`now()`,
      locked_by: claim.workerId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('type', 'in', claim.types)
        .where((w) =>
          w.or([w.and([w('status', '=', 'queued'), w('run_at', '<=', sql<Date>`now()`)]), w.and([w('status', '=', 'running'), w('locked_at', '<', stale)])]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function finishJob(db: Kysely<Database>, id: string | number, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_at: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id as never)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Queues the job again after `retryInSeconds`, or marks it failed when it used its attempts. */
export async function failJob(
  db: Kysely<Database>,
  job: Pick<JobRow, 'id' | 'attempts' | 'max_attempts'>,
  workerId: string,
  error: string,
  retryInSeconds: number,
): Promise<'retry' | 'failed'> {
  const outcome = job.attempts >= job.max_attempts ? 'failed' : 'retry';
  await db
    .updateTable('jobs')
    .set({
      status: outcome === 'failed' ? 'failed' : 'queued',
      last_error: error.slice(0, 2000),
      locked_at: null,
      run_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', job.id as never)
    .where('locked_by', '=', workerId)
    .execute();
  return outcome;
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
