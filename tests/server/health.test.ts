/**
 * The load balancer's endpoints on the embedded database: /health/live answers while the process
 * does, /health/ready only while the database, the documents store and the keys are usable, and
 * neither needs a session nor appears in the API description. While the server closes, readiness
 * says so, a request arriving on an open connection gets the API's 503 with Retry-After, and the
 * requests in flight still finish.
 */
import { rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../../src/server/logging';
import { startTestServer, useTestServer, type TestServer } from '../support/test-server';

describe('the health endpoints', () => {
  const logLines: { msg?: string; req?: { url?: string }; res?: { statusCode?: number }; check?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
      done();
    },
  });
  const server = useTestServer('pglite', 'health', { logger: { ...loggerOptions('info'), stream } });
  const requestLines = (path: string) => logLines.filter((line) => line.msg === 'request completed' && line.req?.url === path);

  it('/health/live answers 200 without a session, never cached', async () => {
    const answer = await server().app.inject({ method: 'GET', url: '/health/live' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'live' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/health/ready answers 200 naming each check when the database, the documents store and the keys are usable', async () => {
    const answer = await server().app.inject({ method: 'GET', url: '/health/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', documents: 'ok', keys: 'ok' }, failed: [] });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/health/ready answers 503 with Retry-After naming the documents store when its folder cannot be written, and 200 once it can', async () => {
    const documents = join(server().dataDir, 'documents');
    // A file where the folder should be: nothing can be written under it, even by root.
    await rm(documents, { recursive: true, force: true });
    await writeFile(documents, 'not a folder');
    try {
      await vi.waitFor(
        async () => {
          const answer = await server().app.inject({ method: 'GET', url: '/health/ready' });
          expect(answer.statusCode).toBe(503);
          expect(answer.headers['retry-after']).toBe('5');
          expect(answer.json()).toEqual({ status: 'not ready', checks: { database: 'ok', documents: 'failed', keys: 'ok' }, failed: ['documents'] });
        },
        { timeout: 5_000, interval: 200 },
      );
    } finally {
      await rm(documents, { force: true });
      await mkdir(documents, { recursive: true });
    }
    await vi.waitFor(async () => expect((await server().app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200), {
      timeout: 5_000,
      interval: 200,
    });
  });

  it('writes no request line for a probe that succeeds (one a second from each balancer), but does for one that fails, and one line as a check starts failing', () => {
    expect(requestLines('/health/live')).toEqual([]);
    expect(requestLines('/health/ready').map((line) => line.res?.statusCode)).toEqual(expect.arrayContaining([503]));
    expect(requestLines('/health/ready').filter((line) => line.res?.statusCode === 200)).toEqual([]);
    expect(logLines.filter((line) => line.check === 'documents').map((line) => line.msg)).toEqual([
      'readiness: documents fails',
      'readiness: documents passes again',
    ]);
  });

  it('/health/ready answers 503 naming the start-up while start-up still makes something after listening, and 200 once it is done', async () => {
    const seeding = server().app.startup.begin('demo accounts');
    try {
      const answer = await server().app.inject({ method: 'GET', url: '/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ status: 'not ready', checks: { startup: 'failed' }, failed: ['startup'], starting: ['demo accounts'] });
    } finally {
      seeding.done();
    }
    expect((await server().app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('leaves the health endpoints out of the API description, which is for integrators', async () => {
    const answer = await server().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(answer.json().paths).filter((path) => path.startsWith('/health'))).toEqual([]);
  });
});

describe('a server that is closing', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('says not ready, refuses new requests with 503 and Retry-After, and lets the request in flight finish', async () => {
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let finishRequest!: () => void;
    const requestMayFinish = new Promise<void>((resolve) => (finishRequest = resolve));
    let finishClosing!: () => void;
    // Holds the close between marking the instance closing and closing the listener, as a job
    // worker with a job in hand does, so requests can still arrive.
    const closeMayGoOn = new Promise<void>((resolve) => (finishClosing = resolve));
    server = await startTestServer('pglite', 'health_closing', {
      prepare(app) {
        app.get('/slow', async () => {
          entered();
          await requestMayFinish;
          return { finished: true };
        });
        app.addHook('preClose', () => closeMayGoOn);
      },
    });
    const { app } = server;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;

    const slow = fetch(`${url}/slow`);
    await inFlight;
    const closed = app.close();
    await vi.waitFor(() => expect(app.shutdown.started).toBe(true));

    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({ status: 'not ready', checks: { shutdown: 'failed' }, failed: ['shutdown'] });

    const refused = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com.au', password: 'Secret123' }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ code: 'SERVER_ERR_SHUTTING_DOWN', message: expect.any(String), retryAfterSeconds: 5 });

    expect((await fetch(`${url}/health/live`)).status).toBe(200);

    finishRequest();
    const finished = await slow;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ finished: true });
    // The client is told not to reuse the connection, so it does not hold the close open.
    expect(finished.headers.get('connection')).toBe('close');

    finishClosing();
    await closed;
    await expect(fetch(`${url}/health/live`)).rejects.toThrow();
  });
});
