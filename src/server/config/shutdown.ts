/**
 * How an instance stops (SIGTERM, SIGINT). SHUTDOWN_GRACE_SECONDS bounds the whole of it: the
 * requests in flight finish and the job worker finishes or hands back its jobs within it, or the
 * process is ended with exit code 1. The worker gets half of it, so a job it must hand back is
 * handed back while the database is still open and the requests still have time to end.
 */
import type { Env } from './env-readers';
import { InstanceVariables } from './instance';
import { readVariables } from './variables';

export interface ShutdownConfig {
  graceSeconds: number;
}

export function loadShutdownConfig(env: Env): ShutdownConfig {
  return { graceSeconds: readVariables(InstanceVariables, env).SHUTDOWN_GRACE_SECONDS };
}

/** How long the job worker waits for the jobs in hand before handing them back: half the grace. */
export function jobStopTimeoutMs(shutdown: ShutdownConfig): number {
  return shutdown.graceSeconds * 500;
}
