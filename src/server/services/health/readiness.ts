/**
 * Whether this instance can serve: each of its checks (the database answers, the documents store
 * takes writes, the keys are loaded) passes within a short bound. A load balancer asks every
 * second or so, and several balancers may ask at once, so an answer is reused for a moment and
 * callers arriving together share one round of checks; a check still hanging from an earlier
 * round counts as failed rather than being started again, so a database that does not answer
 * never collects a pile of probes.
 */

export interface ReadinessCheck {
  /** Named in the answer: `database`, `documents`, `keys`. */
  name: string;
  /** Resolves when the dependency is usable; `signal` is aborted when the bound has passed. */
  run(signal: AbortSignal): Promise<unknown>;
}

export interface ReadinessReport {
  status: 'ready' | 'not ready';
  checks: Record<string, 'ok' | 'failed'>;
  /** The names of the checks that failed; empty when ready. */
  failed: string[];
}

export interface ReadinessOptions {
  /** How long one check may take before it counts as failed. */
  timeoutMs?: number;
  /** How long an answer is reused. */
  reuseMs?: number;
  /** Told when a check starts failing (with its cause) and when it passes again. */
  onChange?: (name: string, ok: boolean, cause?: unknown) => void;
  now?: () => number;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
}

export const READINESS_TIMEOUT_MS = 2_000;
export const READINESS_REUSE_MS = 1_000;

export function createReadiness(checks: readonly ReadinessCheck[], options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const reuseMs = options.reuseMs ?? READINESS_REUSE_MS;
  const now = options.now ?? Date.now;
  const bounded = checks.map((check) => boundedCheck(check, timeoutMs, options.onChange));
  let latest: { at: number; report: ReadinessReport } | undefined;
  let round: Promise<ReadinessReport> | undefined;

  async function runRound(): Promise<ReadinessReport> {
    const outcomes = await Promise.all(bounded.map((run) => run()));
    const report: ReadinessReport = { status: 'ready', checks: {}, failed: [] };
    checks.forEach((check, index) => {
      report.checks[check.name] = outcomes[index] ? 'ok' : 'failed';
      if (!outcomes[index]) report.failed.push(check.name);
    });
    if (report.failed.length > 0) report.status = 'not ready';
    return report;
  }

  return {
    check() {
      if (latest && now() - latest.at < reuseMs) return Promise.resolve(latest.report);
      round ??= runRound().then((report) => {
        latest = { at: now(), report };
        round = undefined;
        return report;
      });
      return round;
    },
  };
}

/** The check as a function answering whether it passed within the bound; it never rejects. */
function boundedCheck(check: ReadinessCheck, timeoutMs: number, onChange: ReadinessOptions['onChange']): () => Promise<boolean> {
  let running: Promise<unknown> | undefined;
  let lastOk = true;
  const settle = ({ ok, cause }: Outcome) => {
    if (ok !== lastOk) onChange?.(check.name, ok, cause);
    lastOk = ok;
    return ok;
  };
  return async () => {
    if (running) return settle({ ok: false, cause: new Error(`the ${check.name} check of an earlier round has not answered yet`) });
    const controller = new AbortController();
    const attempt = Promise.resolve()
      .then(() => check.run(controller.signal))
      .then(
        (): Outcome => ({ ok: true }),
        (cause: unknown): Outcome => ({ ok: false, cause }),
      );
    running = attempt.finally(() => {
      running = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ ok: false, cause: new Error(`no answer within ${timeoutMs} ms`) });
      }, timeoutMs);
    });
    const outcome = await Promise.race([attempt, timedOut]);
    clearTimeout(timer);
    return settle(outcome);
  };
}

interface Outcome {
  ok: boolean;
  cause?: unknown;
}
