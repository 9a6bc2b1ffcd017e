/**
 * `npm start` into a pipe or a file (`npm start > portal.log`, a container's log collector): the
 * start-up banner, with the addresses and the demo sign-ins shown once, is the last thing the
 * start-up prints, so a reader finds it at the end and not between log lines. A restart shows it
 * best: the demo accounts exist, so the banner follows the last start-up log line within
 * milliseconds, before a log line still waiting in an asynchronous stream.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ensureServerBuild } from '../../tools/server-build';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BANNER_FIRST_LINE = '  Loan journey portal: ';
/** The banner's lines, each indented, then the empty line that ends it. */
const WHOLE_BANNER = /^ {2}Loan journey portal: .*\n(?: {2}.*\n)*\n/m;
const SHUTDOWN = 'SIGTERM: shutting down';
// Generous: this spawns the whole server (compiled first if its sources changed, PGlite, migrations, argon2 hashes) on two cores.
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

/** Starts the portal with its output piped here, waits for the banner and a little more, stops it with SIGTERM. */
async function startAndStop(dataDir: string): Promise<string> {
  // The server as `npm start` runs it: compiled, on plain node.
  const child = spawn(process.execPath, [await ensureServerBuild({ quiet: true })], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The embedded database on disk under DATA_DIR, whatever the machine's environment names.
      DATABASE_URL: '',
      DATABASE_READ_URL: '',
      PGLITE_DATA_DIR: '',
      WEB_ROOT: join(dataDir, 'no-web-app'),
      JOURNEYS_DIR: join(root, 'journeys'),
      LOG_LEVEL: 'info',
    },
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.once('close', () => done()));

  const started = Date.now();
  while (!WHOLE_BANNER.test(stdout)) {
    if (child.exitCode !== null) throw new Error(`the portal exited before its banner: ${stderr}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`no banner after ${START_TIMEOUT_MS} ms: ${stdout}${stderr}`);
    await sleep(100);
  }
  // A log line held in an asynchronous stream reaches the pipe within milliseconds; this is ample.
  await sleep(2_000);
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => Promise.reject(new Error(`no exit after SIGTERM: ${stderr}`)))]);
  return stdout;
}

/** Each output line's log message, or the line itself when it is not a JSON log line. */
function messages(lines: string[]): string[] {
  return lines.map((line) => {
    try {
      return String((JSON.parse(line) as { msg?: unknown }).msg);
    } catch {
      return line;
    }
  });
}

/** The log messages printed before the banner, and the lines printed after it. */
function aroundBanner(stdout: string): { before: string[]; after: string[] } {
  const lines = stdout.split('\n');
  const first = lines.findIndex((line) => line.startsWith(BANNER_FIRST_LINE));
  expect(first, stdout).toBeGreaterThan(0);
  const last = lines.indexOf('', first);
  return { before: messages(lines.slice(0, first).filter(Boolean)), after: messages(lines.slice(last + 1).filter(Boolean)) };
}

describe('the start-up output, not on a terminal', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'main-output-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'ends with the banner on a first start and on a restart: the next line is the shutdown',
    { timeout: 2 * (START_TIMEOUT_MS + STOP_TIMEOUT_MS) },
    async () => {
      for (const start of ['first start', 'restart']) {
        const { before, after } = aroundBanner(await startAndStop(dataDir));
        expect(after[0], `${start}, the lines after the banner:\n${after.join('\n')}`).toBe(SHUTDOWN);
        // The start-up log lines are there, above it.
        expect(before, start).toContainEqual(expect.stringMatching(/^Server listening at /));
      }
    },
  );
});
