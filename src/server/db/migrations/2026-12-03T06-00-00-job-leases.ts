/**
 * Jobs are held under a lease: the worker that claims a job sets when its hold ends and renews it
 * while the job runs, so a job whose instance died runs again once the lease has passed, and a
 * worker whose lease was taken over cannot finish the job a second time. A job that waits on a
 * third party is put back with a later `run_at` (a continuation) and counted here rather than in
 * its attempts. Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('lease_expires_at', 'timestamptz').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('continuations', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Jobs running when this lands keep the five minutes their workers were given before.
  await sql`update jobs set lease_expires_at = coalesce(locked_at, now()) + interval '5 minutes' where status = 'running'`.execute(db);
  await sql`create index jobs_lease_idx on jobs (lease_expires_at) where status = 'running'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index jobs_lease_idx`.execute(db);
  await db.schema.alterTable('jobs').dropColumn('continuations').execute();
  await db.schema.alterTable('jobs').dropColumn('lease_expires_at').execute();
}
