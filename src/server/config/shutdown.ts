/**
 * How an instance stops (SIGTERM, SIGINT). SHUTDOWN_GRACE_SECONDS bounds the whole of it: the
 * requests in flight finish and the job worker finishes or hands back its jobs within it, or the
 * process is ended with exit code 1. The worker gets half of it, so a job it must hand back is
 * handed back while the database is still open and the requests still have time to end.
 */
import { positiveInt, type Env } from './env-readers';

export interface ShutdownConfig {
  graceSeconds: number;
}

export function loadShutdownConfig(env: Env): ShutdownConfig {
  return { graceSeconds: positiveInt(env, 'SHUTDOWN_GRACE_SECONDS', 20) };
}

/** How long the job worker waits for the jobs in hand before handing them back: half the grace. */
export function jobStopTimeoutMs(shutdown: ShutdownConfig): number {
  return shutdown.graceSeconds * 500;
}
