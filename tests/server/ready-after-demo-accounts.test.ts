/**
 * `npm start` on a first start: readiness answers 200 only once the demo accounts exist. The server
 * listens before it makes them (argon2 hashes take a while on a small machine), and a balancer or
 * a person told "ready" at that moment found no account to sign in with. Until then readiness
 * answers 503 naming the start-up; the first 200 finds the demo administrator, made last, there.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_STAFF } from '../../src/server/services/staff/seed-demo-staff';
import { freePort } from '../../tools/free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OPS_TOKEN = 'ready-after-demo-accounts-token-0123456789';
// Generous: this spawns the whole server (tsx, PGlite, migrations, argon2 hashes) on two cores.
const START_TIMEOUT_MS = 150_000;

describe('readiness on a first start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ready-after-demo-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says not ready (startup) until the demo accounts exist, then ready', { timeout: START_TIMEOUT_MS + 30_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DATABASE_READ_URL: '',
        PGLITE_DATA_DIR: '',
        S3_BUCKET: '',
        SMTP_URL: '',
        MASTER_KEYS: '',
        OPS_TOKEN,
        WEB_ROOT: join(dataDir, 'no-web-app'),
        JOURNEYS_DIR: join(root, 'journeys'),
        LOG_LEVEL: 'warn',
      },
    });
    const exited = new Promise<void>((done) => child.once('close', () => done()));
    onTestFinished(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

    const notReady: unknown[] = [];
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal exited: ${output}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`not ready after ${START_TIMEOUT_MS} ms: ${output}`);
      const answer = await fetch(`${url}/health/ready`).catch(() => undefined);
      if (answer?.status === 200) break;
      if (answer) notReady.push({ status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.json() });
      await sleep(25);
    }
    // The first 200: the demo administrator, the last account start-up makes, is already there.
    const again = await fetch(`${url}/api/ops/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, fullName: 'Someone Else', role: 'ops' }),
    });
    expect(again.status, output).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('STAFF_ERR_EXISTS');
    // Before it, the server listened and said why it was not ready yet.
    expect(notReady.length, output).toBeGreaterThan(0);
    for (const answer of notReady) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: '5',
        body: { status: 'not ready', checks: { startup: 'failed' }, failed: ['startup'], starting: ['demo accounts'] },
      });
    }
  });
});
