/**
 * A worker inside the server process: it claims due jobs from the `jobs` table (one statement,
 * `FOR UPDATE SKIP LOCKED`, so instances share the queue), runs up to `concurrency` of them at
 * once, and ends each by its handler's answer: done, put back for later (a continuation, which
 * costs no attempt), or tried again after a back-off until its attempts are used.
 *
 * Each job is held under a lease the worker renews while the job runs; a job whose worker died
 * is claimed again once the lease has passed, and whatever the first worker does afterwards is
 * refused (every end names the worker and the attempt). `stop()` lets the jobs in hand finish
 * within a bound and hands the others back, their attempt not spent. The state is in the
 * database only.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { JobRow } from '../../db/tables/jobs.table';
import { claimJobs, continueJob, failJob, finishJob, releaseJob, renewLeases, type JobLease } from '../../repositories/jobs.repository';
import { ContinueLater, isContinuation, type Continuation, type JobContext, type JobHandler } from './job-handler';
import { retryDelaySeconds } from './retry-delay';
import { faultPoint } from '../../fault-injection/fault-point';

export { ContinueLater, type Continuation, type JobContext, type JobHandler } from './job-handler';

type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface JobWorkerOptions {
  db: Kysely<Database>;
  handlers: Record<string, JobHandler>;
  /** Jobs run at once by this worker (default 1). */
  concurrency?: number;
  /** Pause between polls of an empty queue. */
  pollIntervalMs?: number;
  /** How long a claimed job is held without renewal; renewed every third of it while it runs (default 60). */
  leaseSeconds?: number;
  /** Back-off before a failed job's second attempt, doubled for each one after (default 5). */
  retryDelaySeconds?: number;
  /** The longest back-off (default 600). */
  maxRetryDelaySeconds?: number;
  /** How long `stop()` waits for the jobs in hand before handing them back (default 10 s). */
  stopTimeoutMs?: number;
  log?: { warn: LogFn; error: LogFn };
}

export interface DrainOptions {
  /** Jobs due by then are run now (continuations and retries scheduled before it); default now. */
  dueBy?: Date;
}

export interface JobWorker {
  readonly id: string;
  readonly concurrency: number;
  start(): void;
  /** Stops claiming, waits for the jobs in hand within the bound, and hands the rest back. */
  stop(): Promise<void>;
  /** Runs due jobs until the queue has none (tests and tools); answers how many runs there were. */
  drain(options?: DrainOptions): Promise<number>;
  /** Wakes the loop now (after queuing a job in this instance). */
  nudge(): void;
}

interface InHand {
  lease: JobLease;
  done: Promise<void>;
  /** Handed back by stop(), or taken over by another worker: its end is not this worker's. */
  letGo: boolean;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const { db } = options;
  const types = Object.keys(options.handlers);
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  const pollMs = options.pollIntervalMs ?? 1_000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const backoff = { baseSeconds: options.retryDelaySeconds ?? 5, capSeconds: options.maxRetryDelaySeconds ?? 600 };
  const inHand = new Map<string, InHand>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let woken = false;
  let heartbeat: NodeJS.Timeout | undefined;

  function signal(): void {
    woken = true;
    wake?.();
  }

  async function end(job: JobRow, lease: JobLease, outcome: void | Continuation | { error: unknown }): Promise<boolean> {
    if (outcome && 'error' in outcome && !(outcome.error instanceof ContinueLater)) {
      const { error } = outcome;
      const result = await failJob(
        db,
        { ...lease, maxAttempts: job.max_attempts },
        error instanceof Error ? error.message : String(error),
        retryDelaySeconds(job.attempts, backoff),
      );
      if (result !== 'lost') {
        options.log?.[result === 'failed' ? 'error' : 'warn'](
          { err: error, jobId: job.id, type: job.type, attempt: job.attempts },
          `job ${result === 'failed' ? 'failed' : 'will be retried'}`,
        );
      }
      return result !== 'lost';
    }
    const next = outcome && 'error' in outcome ? (outcome.error as ContinueLater) : outcome;
    if (isContinuation(next)) return continueJob(db, lease, { afterSeconds: next.continueAfterSeconds, payload: next.payload });
    return finishJob(db, lease);
  }

  async function execute(job: JobRow, entry: InHand): Promise<void> {
    const context: JobContext = { jobId: String(job.id), attempt: job.attempts, lastAttempt: job.attempts >= job.max_attempts, queuedAt: job.created_at };
    let outcome: void | Continuation | { error: unknown };
    try {
      outcome = await options.handlers[job.type](job.payload ?? {}, context);
    } catch (error) {
      outcome = { error };
    }
    // The job's work is done and committed, its end not yet recorded: a crash here runs it again.
    await faultPoint(`job:${job.type}:ran`);
    const kept = await end(job, entry.lease, outcome);
    if (!kept && !entry.letGo) {
      options.log?.warn({ jobId: job.id, type: job.type, attempt: job.attempts }, 'job was taken over by another worker; its end is left to that worker');
    }
  }

  async function renew(): Promise<void> {
    const entries = [...inHand.values()].filter((entry) => !entry.letGo);
    const lost = await renewLeases(
      db,
      entries.map((entry) => entry.lease),
      leaseSeconds,
    );
    for (const entry of entries) {
      if (!lost.has(String(entry.lease.id))) continue;
      entry.letGo = true;
      options.log?.warn({ jobId: entry.lease.id, attempt: entry.lease.attempt }, 'job worker lost the lease of a running job; another worker may run it');
    }
  }

  /** Runs a claimed job in a slot of its own; answers when it has ended. */
  function take(job: JobRow): Promise<void> {
    // By attempt too: this worker may claim again a job whose lease it let pass while still running it.
    const key = `${job.id}:${job.attempts}`;
    const entry: InHand = { lease: { id: job.id, workerId: id, attempt: job.attempts }, done: Promise.resolve(), letGo: false };
    inHand.set(key, entry);
    heartbeat ??= setInterval(
      () => void renew().catch((error: unknown) => options.log?.error({ err: error }, 'job worker could not renew its leases')),
      (leaseSeconds * 1000) / 3,
    ).unref();
    entry.done = execute(job, entry)
      .catch((error: unknown) => options.log?.error({ err: error, jobId: job.id, type: job.type }, 'job worker could not record the end of a job'))
      .finally(() => {
        inHand.delete(key);
        if (inHand.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        signal();
      });
    return entry.done;
  }

  const claim = (limit: number, dueBy?: Date) => claimJobs(db, { workerId: id, types, leaseSeconds, limit, dueBy });

  async function run(): Promise<void> {
    while (running) {
      const free = concurrency - inHand.size;
      let claimed = 0;
      woken = false;
      if (free > 0) {
        try {
          const jobs = await claim(free);
          for (const job of jobs) void take(job);
          claimed = jobs.length;
        } catch (error) {
          options.log?.error({ err: error }, 'job worker could not claim a job');
        }
      }
      if (!running) break;
      // A full claim may leave more due jobs behind; a slot freed meanwhile is worth a look at once.
      if ((free > 0 && claimed === free) || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  async function handBack(): Promise<void> {
    const pending = [...inHand.values()];
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.all(pending.map((entry) => entry.done)).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), options.stopTimeoutMs ?? 10_000);
      }),
    ]);
    clearTimeout(timer);
    if (finished) return;
    for (const entry of inHand.values()) {
      entry.letGo = true;
      await releaseJob(db, entry.lease).catch((error: unknown) =>
        options.log?.error({ err: error, jobId: entry.lease.id }, 'job worker could not hand a job back'),
      );
    }
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
  }

  return {
    id,
    concurrency,
    start() {
      if (running || types.length === 0) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
      await handBack();
    },
    async drain(drainOptions = {}) {
      let runs = 0;
      const ending = new Set<Promise<void>>();
      for (;;) {
        const free = concurrency - ending.size;
        const jobs = free > 0 ? await claim(free, drainOptions.dueBy) : [];
        for (const job of jobs) {
          runs += 1;
          const done = take(job).then(() => {
            ending.delete(done);
          });
          ending.add(done);
        }
        if (ending.size === 0) return runs;
        // Claim again at once while the queue fills the slots; otherwise when a job ends (it may queue more).
        if (free === 0 || jobs.length < free) await Promise.race(ending);
      }
    },
    nudge() {
      signal();
    },
  };
}
