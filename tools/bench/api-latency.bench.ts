/**
 * What the portal's request path costs over bare Fastify: GET /api/apps/:id and a PATCH of one
 * answer on the real server (authentication, the journey rules, the version check, the event row,
 * on in-memory PGlite), each against a bare Fastify route answering the same body. Requests go
 * through `inject`, so the figures are the server's work, not the network's. Prints medians, p95
 * and the portal's overhead per request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { ms, quantile, type BenchModule, type Timing } from './measure';

const RUNS = 400;
const WARMUP = 50;

async function timeRequests(send: (i: number) => Promise<number>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await send(i);
  const times = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const status = await send(WARMUP + i);
    times[i] = performance.now() - start;
    if (status !== 200) throw new Error(`request ${i} answered HTTP ${status}`);
  }
  times.sort();
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), runs: RUNS };
}

function bareFastify(body: unknown): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get('/api/apps/:id', async () => body);
  bare.patch('/api/apps/:id', async () => body);
  return bare;
}

const apiLatency: BenchModule = {
  name: 'api-latency',
  async run() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
    const config = await loadConfig({ DATA_DIR: dataDir, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn' });
    const app = await buildServer({ config, applicationRules: await createJourneyRules(path.resolve('journeys')), logger: false, jobs: { enabled: false } });
    try {
      await app.ready();
      const account = { email: `bench.${Date.now()}@example.com.au`, password: 'Bench-password-1', firstName: 'Bench', lastName: 'Applicant' };
      await app.inject({ method: 'POST', url: '/api/public/users', payload: account });
      const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } })).json()
        .accessToken as string;
      const headers = { authorization: `Bearer ${token}` };
      const created = (
        await app.inject({
          method: 'POST',
          url: '/api/apps',
          headers,
          payload: { createAppData: { firstName: 'Bench', lastName: 'Applicant', email: account.email, product: 'tl' } },
        })
      ).json();
      const url = `/api/apps/${created.id}`;
      let version = created.version as number;
      const bare = bareFastify(created);
      await bare.ready();

      const get = await timeRequests(async () => (await app.inject({ method: 'GET', url, headers })).statusCode);
      const bareGet = await timeRequests(async () => (await bare.inject({ method: 'GET', url })).statusCode);
      // Each PATCH changes the phone number, so every one is a real change: rules, new version, event row.
      const patch = await timeRequests(async (i) => {
        const answer = await app.inject({
          method: 'PATCH',
          url,
          headers,
          payload: { version, stage: created.stage, patch: [{ op: 'add', path: '/owners/0/primaryPhone', value: `04${String(10_000_000 + i).slice(-8)}` }] },
        });
        if (answer.statusCode === 200) version = answer.json().version;
        return answer.statusCode;
      });
      const barePatch = await timeRequests(async () => (await bare.inject({ method: 'PATCH', url, payload: { version } })).statusCode);

      const line = (label: string, t: Timing, base: Timing) =>
        console.log(
          `  ${label.padEnd(28)} median ${ms(t.median)}  p95 ${ms(t.p95)}  (bare Fastify ${ms(base.median)}; +${ms(t.median - base.median)} per request)`,
        );
      console.log(`  ${RUNS} requests each after ${WARMUP} warm-up, through inject, in-memory PGlite`);
      line('GET /api/apps/:id', get, bareGet);
      line('PATCH /api/apps/:id (1 field)', patch, barePatch);
      await bare.close();
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default apiLatency;
