/**
 * SIGTERM or SIGINT closes the portal gracefully: readiness turns 503, no new connection is
 * accepted, the requests in flight finish, the job worker finishes or hands back its jobs, the
 * database closes, and the process exits 0. Within SHUTDOWN_GRACE_SECONDS: past it, or on a second
 * signal (an operator's second Ctrl-C; the same signal within a second is the first one passed on
 * by npm), the process exits 1 at once, saying why.
 */

export interface Closable {
  close(): Promise<unknown>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface ShutdownOptions {
  graceSeconds: number;
  /** The process, or a stand-in that emits the signals. */
  signals?: Pick<NodeJS.Process, 'on'>;
  exit?: (code: number) => void;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
const REPEAT_WITHIN_MS = 1000;

/** Whether a signal has begun the close: work still under way then fails as the database closes, and is no failure of its own. */
export interface Shutdown {
  readonly closing: boolean;
}

export function closeOnSignals(app: Closable, options: ShutdownOptions): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? process;
  let closing = false;
  let first: { signal: string; at: number } | undefined;
  for (const signal of SIGNALS) {
    signals.on(signal, () => {
      // A terminal's Ctrl-C reaches both npm and the server, and npm passes its own on: the same
      // signal within a second is that one Ctrl-C, not an operator's second.
      if (closing && first?.signal === signal && Date.now() - first.at < REPEAT_WITHIN_MS) return;
      if (closing) {
        app.log.error({ signal }, `${signal} again: exiting without waiting for the requests in flight`);
        exit(1);
        return;
      }
      closing = true;
      first = { signal, at: Date.now() };
      app.log.info({ graceSeconds: options.graceSeconds }, `${signal}: shutting down`);
      const bound = setTimeout(() => {
        app.log.error({ graceSeconds: options.graceSeconds }, 'shutdown did not finish within SHUTDOWN_GRACE_SECONDS: exiting');
        exit(1);
      }, options.graceSeconds * 1000);
      app.close().then(
        () => {
          clearTimeout(bound);
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(bound);
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
    });
  }
  return {
    get closing() {
      return closing;
    },
  };
}
