/**
 * What a job type's handler is given and may answer. A handler that returns normally is done; one
 * that throws is tried again with a back-off until its attempts are used (`lastAttempt`: none
 * follows). A handler that has to wait on a third party (a provider still preparing, a provider
 * asking to be called again later) does not sleep: it answers a continuation, or throws
 * `ContinueLater`, and the job is put back to run after the wait, its slot free meanwhile and its
 * attempt given back.
 */

export interface JobContext {
  jobId: string;
  attempt: number;
  /** No further attempt follows if this one fails. */
  lastAttempt: boolean;
  /**
   * When the job was queued. With `jobId` it names the job beyond one database: ids start again
   * in a database created anew or restored from a backup, the time they were queued does not.
   */
  queuedAt?: Date;
}

export interface Continuation {
  /** Run the job again after this long (fractions allowed). */
  continueAfterSeconds: number;
  /** The payload of the next run; the same payload when absent. */
  payload?: Record<string, unknown>;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void | Continuation>;

/** Thrown from deep inside a handler to ask for a continuation instead of returning one. */
export class ContinueLater extends Error implements Continuation {
  constructor(
    readonly continueAfterSeconds: number,
    readonly payload?: Record<string, unknown>,
  ) {
    super(`continue after ${continueAfterSeconds} s`);
    this.name = 'ContinueLater';
  }
}

export function isContinuation(value: unknown): value is Continuation {
  return typeof value === 'object' && value !== null && typeof (value as Continuation).continueAfterSeconds === 'number';
}
