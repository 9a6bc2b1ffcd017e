/**
 * A worker loop inside the server process: it claims due jobs from the `jobs` table (one
 * statement, `FOR UPDATE SKIP LOCKED`, so instances share the queue), runs the handler for the
 * job's type, and marks it done, or queues it again with a back-off until its attempts are used.
 * The state is in the database only; a job whose instance died is claimed again once its lock
 * is stale.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { claimNextJob, failJob, finishJob } from '../../repositories/jobs.repository';

export interface JobContext {
  jobId: string;
  attempt: number;
  /** No further attempt follows if this one fails. */
  lastAttempt: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobWorkerOptions {
  db: Kysely<Database>;
  handlers: Record<string, JobHandler>;
  /** Pause between polls of an empty queue. */
  pollIntervalMs?: number;
  /** A running job locked longer than this is taken again (its worker is presumed dead). */
  staleAfterSeconds?: number;
  /** Back-off before a failed job's next attempt, times the attempt number. */
  retryDelaySeconds?: number;
  log?: { warn: (details: Record<string, unknown>, message: string) => void; error: (details: Record<string, unknown>, message: string) => void };
}

export interface JobWorker {
  readonly id: string;
  start(): void;
  /** Waits for the job in hand, then stops. */
  stop(): Promise<void>;
  /** Runs due jobs until the queue has none (tests and tools); answers how many ran. */
  drain(): Promise<number>;
  /** Wakes the loop now (after queuing a job in this instance). */
  nudge(): void;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const types = Object.keys(options.handlers);
  const pollMs = options.pollIntervalMs ?? 1_000;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(): Promise<boolean> {
    const job = await claimNextJob(options.db, { workerId: id, types, staleAfterSeconds: options.staleAfterSeconds ?? 300 });
    if (!job) return false;
    const handler = options.handlers[job.type];
    const context: JobContext = { jobId: String(job.id), attempt: job.attempts, lastAttempt: job.attempts >= job.max_attempts };
    try {
      await handler(job.payload ?? {}, context);
      await finishJob(options.db, job.id, id);
    } catch (error) {
      const outcome = await failJob(
        options.db,
        job,
        id,
        error instanceof Error ? error.message : String(error),
        (options.retryDelaySeconds ?? 5) * job.attempts,
      );
      options.log?.[outcome === 'failed' ? 'error' : 'warn'](
        { err: error, jobId: job.id, type: job.type, attempt: job.attempts },
        `job ${outcome === 'failed' ? 'failed' : 'will be retried'}`,
      );
    }
    return true;
  }

  async function run(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        options.log?.error({ err: error }, 'job worker could not claim a job');
      }
      if (!running) break;
      if (!worked) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, pollMs);
        });
        wake = undefined;
      }
    }
  }

  return {
    id,
    start() {
      if (running || types.length === 0) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
      loop = undefined;
    },
    async drain() {
      let count = 0;
      while (await runOne()) count += 1;
      return count;
    },
    nudge() {
      wake?.();
    },
  };
}
