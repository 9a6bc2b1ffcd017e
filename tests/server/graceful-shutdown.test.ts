/**
 * `npm start`'s process stopped by SIGTERM as an orchestrator stops it: a request already in
 * flight (its body still arriving) is answered in full, readiness never says ready again (503, or
 * no connection at all once the listener is closed), and the process exits 0 well within
 * SHUTDOWN_GRACE_SECONDS. (The bound passing, and a second signal, end it with exit 1: see
 * shutdown-signals.test.ts; one start of the whole server is what this suite can afford.) On
 * PostgreSQL (a database of its own), whose migrations are quicker to run than a new embedded
 * cluster's.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../support/test-databases';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The whole server on two shared cores (tsx, migrations, the demo accounts' argon2 hashes).
const START_TIMEOUT_MS = 60_000;

interface Portal {
  child: ChildProcessWithoutNullStreams;
  url: string;
  port: number;
  output(): string;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startPortal(label: string, env: Record<string, string>): Promise<Portal> {
  const database = await createPostgresDatabase(label);
  const dataDir = await mkdtemp(join(tmpdir(), 'lj-shutdown-'));
  cleanups.push(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_READ_URL: '',
      WEB_ROOT: join(dataDir, 'no-web-app'),
      JOURNEYS_DIR: join(root, 'journeys'),
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  cleanups.unshift(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // PORT=0: the port is the one Fastify's "Server listening at" line names.
  const started = Date.now();
  let port: number | undefined;
  while (port === undefined) {
    if (child.exitCode !== null) throw new Error(`the portal exited while starting:\n${output}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`the portal did not listen within ${START_TIMEOUT_MS} ms:\n${output}`);
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (listening) port = Number(listening[1]);
    else await sleep(100);
  }
  const url = `http://127.0.0.1:${port}`;
  while ((await readiness(url)) !== 200) {
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`the portal was not ready within ${START_TIMEOUT_MS} ms:\n${output}`);
    await sleep(100);
  }
  return { child, url, port, output: () => output, exited };
}

/** The readiness answer's status, or the connection's error code when there is no answer. */
function readiness(url: string): Promise<number | string> {
  return fetch(`${url}/health/ready`).then(
    (answer) => answer.status,
    (error: { cause?: { code?: string } }) => error.cause?.code ?? 'no answer',
  );
}

/** A sign-in whose body is sent in two parts: the second when `finish` is called. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com.au', password: 'Wrong-123' });
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
  });
  outgoing.write(body.slice(0, 10));
  return { answered, finish: () => outgoing.end(body.slice(10)) };
}

describe('stopping the portal with SIGTERM', () => {
  it('answers the request in flight, is never ready again, and exits 0 within the grace period', async () => {
    const portal = await startPortal('graceful_shutdown', { SHUTDOWN_GRACE_SECONDS: '10' });
    const inFlight = slowSignIn(portal.port);
    // The request's head has arrived and its hooks have run; its body has not.
    await sleep(500);

    const signalled = Date.now();
    portal.child.kill('SIGTERM');
    // The signal reaches the process a moment later: a poll may still come first. From the first
    // answer that is not ready, none is ready again.
    const seen: (number | string)[] = [await readiness(portal.url)];
    while (seen.at(-1) === 200 && Date.now() - signalled < 5_000) seen.push(await readiness(portal.url));
    for (let poll = 0; poll < 5; poll++) {
      await sleep(50);
      seen.push(await readiness(portal.url));
    }
    inFlight.finish();

    const answer = await inFlight.answered;
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'AUTH_ERR_INVALID_CREDENTIALS' });
    expect(answer.headers.connection).toBe('close');
    // 503 while the listener is still open; once it closes, refused (or reset, for a connection
    // the kernel accepted just before, or closed unanswered, for the pool's kept-alive connection
    // that the server closed as idle: undici's UND_ERR_SOCKET): never ready again.
    const afterSignal = seen.slice(seen.findIndex((status) => status !== 200));
    expect(afterSignal.length).toBeGreaterThan(1);
    const notReady = [503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'];
    expect(afterSignal.filter((status) => !notReady.includes(status))).toEqual([]);

    expect(await portal.exited, portal.output().split('\n').slice(-15).join('\n')).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(portal.output()).toContain('SIGTERM: shutting down');
  }, 90_000);
});
