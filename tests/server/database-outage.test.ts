/**
 * PostgreSQL goes away under a running portal and comes back: while it is stopped, API requests
 * that need it are answered 503 with Retry-After and the API's usual error body (never a 500 with a
 * stack) and readiness names the database; once it is started again, the same server answers as
 * before, its pool having opened new connections by itself. A cluster of the test's own, so the
 * machine's shared server is never stopped; the job worker runs throughout, as it does in
 * production, and must not end the process either.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { bearer, signUpAndLogIn, uniqueAddress, type SignedInUser } from '../support/api-helpers';
import { createTestRules } from '../support/test-rules';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/throwaway-cluster';

describe('a PostgreSQL outage', () => {
  let cluster: ThrowawayCluster | undefined;
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  let applicant: SignedInUser;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    dataDir = await mkdtemp(join(tmpdir(), 'lj-outage-'));
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', DATABASE_URL: cluster.url });
    app = await buildServer({ config, applicationRules: createTestRules(), logger: false, jobs: { pollIntervalMs: 200 } });
    await app.ready();
    applicant = await signUpAndLogIn(app);
  }, 60_000);
  afterAll(async () => {
    // Started again in case the test stopped halfway, so the server closes its pool cleanly.
    await cluster?.start().catch(() => undefined);
    await app?.close();
    await cluster?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const ready = () => app!.inject({ method: 'GET', url: '/health/ready' });
  const signIn = () =>
    app!.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com.au', password: 'Wrong-123' }, remoteAddress: uniqueAddress() });
  const applications = () => app!.inject({ method: 'GET', url: '/api/apps', headers: bearer(applicant.token) });

  it('answers 503 with Retry-After while the database is stopped, and as before once it is back, without a restart', async () => {
    expect((await ready()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);
    expect((await applications()).statusCode).toBe(200);

    await cluster!.stop();

    for (const answer of [await signIn(), await applications()]) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ code: 'SERVER_ERR_DATABASE_UNAVAILABLE', message: expect.any(String), retryAfterSeconds: 5 });
      expect(answer.body).not.toMatch(/ECONNREFUSED|at .*\.ts|stack/);
    }
    await vi.waitFor(
      async () => {
        const answer = await ready();
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toMatchObject({ status: 'not ready', failed: ['database'] });
      },
      { timeout: 5_000, interval: 250 },
    );

    await cluster!.start();

    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), { timeout: 10_000, interval: 250 });
    expect((await signIn()).statusCode).toBe(401);
    const again = await applications();
    expect(again.statusCode, again.body).toBe(200);
  }, 30_000);
});
