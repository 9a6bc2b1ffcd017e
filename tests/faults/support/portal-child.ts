/**
 * The portal as `npm start` runs it (`node --import tsx src/server/main.ts`), a child process the
 * fault suite kills with SIGKILL and starts again on the same DATA_DIR and database. Started
 * means /health/ready answers 200 and the start-up banner is out; its output is kept so a test
 * can wait for a fault point's line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../../tools/free-port';

/** A start-up on this busy two-core machine: journeys compiled, migrations, keys, the gazetteer. */
const START_TIMEOUT_MS = 300_000;

/** Settings every fault portal has, whatever the shell running the suite says. */
export const BASE_ENV: Record<string, string> = {
  DATABASE_URL: '',
  DATABASE_READ_URL: '',
  PGLITE_DATA_DIR: '',
  S3_BUCKET: '',
  SMTP_URL: '',
  MASTER_KEYS: '',
  LOG_LEVEL: 'warn',
  OPS_TOKEN: 'fault-suite-operations-token-0123456789',
  // The decision one second after submission, a killed job taken again four seconds after.
  DECISION_DELAY_SECONDS: '1',
  JOB_LEASE_SECONDS: '4',
  SIGNUP_LIMIT_PER_ADDRESS: '10000',
  LOGIN_LIMIT_PER_ADDRESS: '10000',
  RESET_LIMIT_PER_ADDRESS: '10000',
};

export interface PortalChild {
  url: string;
  opsToken: string;
  /** Every line the current and earlier processes wrote. */
  lines: string[];
  /** Lines at level error or above. */
  errorLines: string[];
  /** The settings of every start (the base ones and the test's), for a command run beside the portal. */
  env: Record<string, string>;
  /**
   * Starts the process (again) with the base settings plus `once` for this run only; answers when
   * ready, in milliseconds, or, given `until`, as soon as a line containing it is written (a point
   * held before the portal is ready).
   */
  start(once?: Record<string, string>, until?: string): Promise<number>;
  /** SIGKILL: no close hook, no flush; answers when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as an operator stops it. */
  stop(): Promise<void>;
  /** Answers when a line containing `text` has been written since the last start. */
  waitForLine(text: string, timeoutMs?: number): Promise<void>;
  running(): boolean;
}

export async function portalChild(env: Record<string, string>): Promise<PortalChild> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const errorLines: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let firstLineOfRun = 0;

  const read = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 50) errorLines.push(line.slice(0, 400));
    }
  };

  const portal: PortalChild = {
    url,
    opsToken: BASE_ENV.OPS_TOKEN,
    env: { ...BASE_ENV, ...env },
    lines,
    errorLines,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start(once = {}, until) {
      const started = performance.now();
      firstLineOfRun = lines.length;
      const process_ = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, ...BASE_ENV, ...env, ...once, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = process_;
      process_.stdout.on('data', read);
      process_.stderr.on('data', read);
      exited = new Promise((resolve) => process_.once('exit', () => resolve()));
      const deadline = Date.now() + START_TIMEOUT_MS;
      for (;;) {
        if (!portal.running()) throw new Error(`the portal exited while starting: ${lines.slice(-5).join('\n')}`);
        if (Date.now() > deadline) throw new Error('the portal was not ready within 5 minutes');
        if (until !== undefined) {
          if (lines.slice(firstLineOfRun).some((line) => line.includes(until))) return performance.now() - started;
          await delay(20);
          continue;
        }
        const ready = await fetch(`${url}/health/ready`).then(
          (answer) => answer.status === 200,
          () => false,
        );
        // Ready, and the start-up's demo accounts made (the banner is out): nothing of it left to fail.
        if (ready && lines.slice(firstLineOfRun).some((line) => line.includes('Loan journey portal:'))) return performance.now() - started;
        await delay(100);
      }
    },
    async kill() {
      if (portal.running()) child!.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (portal.running()) child!.kill('SIGTERM');
      const hard = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(hard);
    },
    async waitForLine(text, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!lines.slice(firstLineOfRun).some((line) => line.includes(text))) {
        if (Date.now() > deadline) throw new Error(`no line "${text}" within ${timeoutMs} ms`);
        if (!portal.running()) throw new Error(`the portal ended before writing "${text}"`);
        await delay(20);
      }
    },
  };
  return portal;
}
