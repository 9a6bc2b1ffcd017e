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
import type { Env } from './env-readers';
import { optionalWhole, readVariables, variableArea, wholeVariable } from './variables';

export interface JobsConfig {
  concurrency: number;
  leaseSeconds: number;
}

/** Long enough for a busy worker to renew in time (every third of it), short enough to resume soon after a crash. */
export const DEFAULT_JOB_LEASE_SECONDS = 60;

export const PGLITE_JOB_CONCURRENCY = 4;

const POSTGRES_JOB_CONCURRENCY = Math.max(1, Math.floor(POSTGRES_POOL_SIZE / 2));

export const JobVariables = variableArea('Background work', {
  JOB_CONCURRENCY: optionalWhole({
    atLeast: 1,
    shownDefault: `\`${POSTGRES_JOB_CONCURRENCY}\` on PostgreSQL (half the pool of ${POSTGRES_POOL_SIZE}), \`${PGLITE_JOB_CONCURRENCY}\` on PGlite`,
    meaning:
      'Background jobs (statement retrieval, decisions, notices, mail) one instance runs at once; a job waiting on a provider frees its slot ([decision 57](docs/decisions/0057-background-work-runs-concurrently.md)).',
  }),
  JOB_LEASE_SECONDS: wholeVariable({
    default: DEFAULT_JOB_LEASE_SECONDS,
    atLeast: 1,
    meaning:
      'How long a job a worker claimed stays its own without renewal (renewed every third of it while it runs): after a crash, how soon the job is taken again by another instance or the restarted one.',
  }),
  DECISION_DELAY_SECONDS: optionalWhole({
    shownDefault: "the journey's `decision.delaySeconds` (tl and renewals: `120`)",
    meaning:
      "Seconds from submission to the decision policy's decision: two minutes leave a credit analyst watching the console time to open the application and decide first (the console shows when the policy is due). Keep it below `APPROVED_MAX_DELAY_SECONDS` (`FLASH_LOANS_MAX_DELAY_SECONDS` for a flash loan), or In Review tells every applicant a credit analyst will review their application before the policy has answered ([decision 72](docs/decisions/0072-policy-decides-after-two-minutes.md)). Demos set `1`.",
  }),
});

export function loadJobsConfig(env: Env, database: { postgres: boolean }): JobsConfig {
  const read = readVariables(JobVariables, env);
  return {
    concurrency: read.JOB_CONCURRENCY ?? (database.postgres ? POSTGRES_JOB_CONCURRENCY : PGLITE_JOB_CONCURRENCY),
    leaseSeconds: read.JOB_LEASE_SECONDS,
  };
}

/** Seconds from submission to the policy's decision; undefined: the journey's own `decision.delaySeconds`. */
export function decisionDelaySeconds(env: Env): number | undefined {
  return readVariables(JobVariables, env).DECISION_DELAY_SECONDS;
}
