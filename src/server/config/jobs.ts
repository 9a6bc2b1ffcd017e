/**
 * The background job worker's settings. JOB_CONCURRENCY is how many jobs one instance runs at
 * once. A job holds a database connection only while its statements run (never while it waits on
 * a third party: it is put back for later instead), so on PostgreSQL the default is half the
 * pool, leaving the other half to requests; PGlite is one connection shared by everything, and a
 * few jobs at once still overlap their waits on providers and storage. JOB_LEASE_SECONDS is how
 * long a claimed job stays its worker's without renewal: after a crash, how long until another
 * worker (or the restarted one) takes it again.
 */
import { POSTGRES_POOL_SIZE } from '../db/create-db';
import { positiveInt, type Env } from './env-readers';

export interface JobsConfig {
  concurrency: number;
  leaseSeconds: number;
}

/** Long enough for a busy worker to renew in time (every third of it), short enough to resume soon after a crash. */
export const DEFAULT_JOB_LEASE_SECONDS = 60;

export const PGLITE_JOB_CONCURRENCY = 4;

export function loadJobsConfig(env: Env, database: { postgres: boolean }): JobsConfig {
  const fallback = database.postgres ? Math.max(1, Math.floor(POSTGRES_POOL_SIZE / 2)) : PGLITE_JOB_CONCURRENCY;
  return { concurrency: positiveInt(env, 'JOB_CONCURRENCY', fallback), leaseSeconds: positiveInt(env, 'JOB_LEASE_SECONDS', DEFAULT_JOB_LEASE_SECONDS) };
}
