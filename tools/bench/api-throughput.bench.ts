/**
 * Requests per second of the portal's real server over HTTP on PostgreSQL (TEST_POSTGRES_URL,
 * else the local server; a database of its own is made and dropped), each against a bare Fastify
 * baseline doing the same database work with the same driver (Kysely over `pg`, a pool of 10 as
 * the portal opens): how much of the server's capacity the portal spends outside the database.
 * GET /api/apps/:id with 32 connections, a PATCH of one answer with 8, on applications filled as
 * an applicant leaves them before submitting (every step, the bank's statements, two owners, the
 * personal answers sealed: api-throughput-applicants.ts). Prints requests/s, p50 and p99 of each,
 * the server's CPU per request, and the portal's share of the baseline by requests/s and by CPU
 * per request against its target (at least half). Any answer but 200 fails the bench; a slow one
 * never does.
 *
 * The load comes from autocannon in a process of its own (this file, forked), so the load does
 * not share the servers' event loop; on a small machine it still shares their CPUs. Whichever
 * server is loaded first in the fresh process pays 2 to 4 times its later CPU per request for
 * some seconds (code both servers share is still being optimised), so every server is warmed on
 * every route before any is measured; then each is measured for 5 s in 1 s slices taken in turn
 * (portal, baseline, baseline, portal...), so other work on the machine weighs on both alike.
 *
 * The baseline issues the portal's queries by calling the portal's own repository functions, on
 * a Kysely without the personal-answers plugin:
 * - GET: (1) the session check the `authenticate` hook runs before every route of the secured
 *   subtree (routes/api.ts -> plugins/authentication.ts -> services/auth/session.service.ts ->
 *   findSessionWithUser in repositories/sessions.repository.ts):
 *   `select sessions.id as session_id, ..., users.created_at from sessions inner join users on
 *   users.id = sessions.user_id where sessions.id = $1 and sessions.user_id = $2`;
 *   (2) the application, as getUserApplication (services/applications/applications.service.ts)
 *   reads it with findApplication (repositories/applications.repository.ts):
 *   `select * from applications where id = $1 and user_id = $2`. settleLapsed issues nothing for
 *   an application that has not lapsed. Same session and application rows as the portal's GET.
 * - PATCH: (1) the session check as above; then one transaction, as patchApplication
 *   (applications.service.ts) and recordApplicationChange (services/applications/record-change.ts)
 *   run it: (2) `select * from applications where id = $1 and user_id = $2 for update`;
 *   (3) `select record from validation_rule_records where product = $1 order by position`
 *   (currentRuleRecords -> findRuleRecords, services/validation-rules/, read for every change);
 *   (4) `update applications set data = $1, stage = $2, version = $3, updated_at = $4 where id = $5
 *   and version = $6 returning *` (updateApplicationAtVersion); (5) `insert into application_events
 *   (application_id, user_id, type, stage_from, stage_to, version, patch, created_at) values (...)`
 *   (insertApplicationEvent). Tables: src/server/db/migrations/2026-11-21T00-00-00-initial.ts.
 * Left out, being the portal's work outside the database: the token's signature, request and
 * response schemas, the request text guard, the journey rules, the diff kept in the event (the
 * baseline keeps the request's operations), sealing personal answers, headers and logging.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { buildServer } from '../../src/server/build-server';
import { getAt } from '../../src/engine/json-pointer';
import { maskPersonalAnswers, personalAnswersOf, personalPatterns } from '../../src/engine/personal/personal-answers';
import { loadConfig } from '../../src/server/config';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { ms, quantile, type BenchModule } from './measure';
import { withThrowawayDatabase } from './throwaway-database';
import { baselineServer } from './api-throughput-baseline';
import { filledApplications } from './api-throughput-applicants';
import { startLoadGenerator, type LoadGenerator, type LoadRun, type Slice, type Target } from './api-throughput-load';

const WARMUP_SECONDS = 3;
/** Per server and route: SLICES slices of 1 s. */
const SLICES = 5;
const GET_CONNECTIONS = 32;
const PATCH_CONNECTIONS = 8;
/** Twice the connections: an application is always free for the next PATCH, whatever answers first. */
const PATCH_APPLICATIONS = 2 * PATCH_CONNECTIONS;
const TARGET_SHARE = 0.5;

interface Throughput {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /**
   * Milliseconds of this process's CPU per answer (the load generator runs elsewhere): the
   * server's own cost, which other work on the machine slows less than it slows requests/s.
   */
  cpuPerRequest: number;
}

// ---- The run ----

/**
 * How long the versions must stay as they are before no PATCH is taken to be in flight. A PATCH
 * the run left unanswered may still commit: on a loaded machine one takes most of a second, and a
 * shorter wait let the next slice start on a stale version (HTTP 409s).
 */
const SETTLED_AFTER_MS = 1_500;

/** The applications' versions once no PATCH is in flight (the server may commit one after its run stopped). */
async function settledVersions(db: Kysely<Database>, targets: Target[]): Promise<Target[]> {
  const ids = targets.map((t) => t.id);
  const read = async () =>
    new Map((await db.selectFrom('applications').select(['id', 'version']).where('id', 'in', ids).execute()).map((r) => [r.id, r.version]));
  let before = await read();
  for (;;) {
    await delay(SETTLED_AFTER_MS);
    const now = await read();
    if (isDeepStrictEqual(now, before)) return targets.map((t) => ({ ...t, version: now.get(t.id)! }));
    before = now;
  }
}

/** One server's load on one route, run a slice at a time; the measured slices are summed up by `throughput`. */
function serverLoad(generator: LoadGenerator, db: Kysely<Database>, label: string, run: Omit<LoadRun, 'seconds'>) {
  let targets = run.targets;
  const measured: (Slice & { cpuMs: number })[] = [];
  return {
    async slice(seconds: number, options: { measured: boolean }): Promise<void> {
      const cpu = process.cpuUsage();
      const slice = await generator.run({ ...run, seconds, targets });
      const { user, system } = process.cpuUsage(cpu);
      if (slice.failures) throw new Error(`${label}: ${slice.failures}`);
      if (run.method === 'PATCH') targets = await settledVersions(db, targets);
      if (options.measured) measured.push({ ...slice, cpuMs: (user + system) / 1000 });
    },
    throughput(): Throughput {
      const sum = (of: (s: Slice & { cpuMs: number }) => number) => measured.reduce((total, s) => total + of(s), 0);
      const latencies = Float64Array.from(measured.flatMap((s) => s.latencies)).sort();
      return {
        requestsPerSecond: sum((s) => s.responses) / sum((s) => s.seconds),
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        cpuPerRequest: sum((s) => s.cpuMs) / sum((s) => s.responses),
      };
    },
  };
}

type ServerLoad = ReturnType<typeof serverLoad>;

/** Warms every load, then measures each pair in turn, slice by slice, the order flipped every round. */
async function measure(pairs: [ServerLoad, ServerLoad][]): Promise<void> {
  for (const load of pairs.flat()) await load.slice(WARMUP_SECONDS, { measured: false });
  for (const pair of pairs) {
    for (let round = 0; round < SLICES; round++) {
      for (const load of round % 2 === 0 ? pair : [...pair].reverse()) await load.slice(1, { measured: true });
    }
  }
}

function report(title: string, [portal, baseline]: Throughput[]): void {
  const line = (label: string, t: Throughput) =>
    console.log(
      `    ${label.padEnd(9)} ${Math.round(t.requestsPerSecond).toLocaleString('en-AU').padStart(7)} req/s  p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  server CPU ${ms(t.cpuPerRequest)} per request`,
    );
  console.log(`  ${title}`);
  line('portal', portal);
  line('baseline', baseline);
  const share = portal.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`    portal / baseline ${(share * 100).toFixed(1)}% (target at least ${TARGET_SHARE * 100}%)`);
  // The share were the server's CPU all that limits it: steadier than requests/s on a busy machine.
  console.log(`    baseline CPU / portal CPU per request ${((baseline.cpuPerRequest / portal.cpuPerRequest) * 100).toFixed(1)}%`);
}

const apiThroughput: BenchModule = {
  name: 'api-throughput',
  async run() {
    await withThrowawayDatabase('lj_bench_throughput', async (url) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
      const closing: (() => Promise<unknown> | unknown)[] = [];
      try {
        const config = await loadConfig({
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          LOG_LEVEL: 'warn',
          // Every applicant of the bench signs up and logs in from 127.0.0.1.
          SIGNUP_LIMIT_PER_ADDRESS: '100',
          LOGIN_LIMIT_PER_ADDRESS: '100',
        });
        const applicationRules = await createJourneyRules(path.resolve('journeys'));
        // The applications are filled by a portal whose background work runs (the bank's statements
        // come in through it); the measured portal, on the same database and keys, runs none.
        const filling = await buildServer({ config, applicationRules });
        const applicants = await filledApplications(await filling.listen({ host: '127.0.0.1', port: 0 }), 2 * PATCH_APPLICATIONS);
        await filling.close();
        const portal = await buildServer({ config, applicationRules, jobs: { enabled: false } });
        closing.push(() => portal.close());
        const portalUrl = await portal.listen({ host: '127.0.0.1', port: 0 });
        // The pool size the portal opens (createDb's default), on the same database.
        const db = await createDb({ kind: 'postgres', url: url, maxConnections: 10 });
        closing.push(() => db.destroy());

        const callers = new Map(
          applicants.map(({ authorization }) => {
            const claims = decodeJwt(authorization.slice('Bearer '.length));
            return [authorization, { userId: String(claims.sub), sessionId: String(claims.sid) }];
          }),
        );
        const baseline = baselineServer(db, callers);
        closing.push(() => baseline.close());
        const baselineUrl = await baseline.listen({ host: '127.0.0.1', port: 0 });

        // The two GETs must answer the same body but for the personal answers, which the portal
        // opens and the baseline answers sealed as stored; or the comparison means nothing.
        const [reader] = applicants;
        const personal = personalPatterns(applicationRules.personalDataPaths());
        const read = async (origin: string) =>
          (await (await fetch(`${origin}/api/apps/${reader.id}`, { headers: { authorization: reader.authorization } })).json()) as { data: unknown };
        const [portalBody, baselineBody] = [await read(portalUrl), await read(baselineUrl)];
        const masked = (body: { data: unknown }) => ({ ...body, data: maskPersonalAnswers(body.data, personal) });
        if (!isDeepStrictEqual(masked(portalBody), masked(baselineBody))) throw new Error("the baseline's GET answers another body than the portal's");
        const sealed = personalAnswersOf(baselineBody.data, personal).filter(
          ({ pointer }) => getAt(portalBody.data, pointer) !== getAt(baselineBody.data, pointer),
        );
        if (sealed.length < 2) throw new Error(`the filled application holds ${sealed.length} sealed personal answers; two owners' were expected`);
        console.log(
          `  one filled tl application: ${JSON.stringify(portalBody).length.toLocaleString('en-AU')} bytes as answered, ${sealed.length} personal answers sealed`,
        );

        const generator = await startLoadGenerator();
        closing.push(() => generator.stop());
        const get = { method: 'GET' as const, connections: GET_CONNECTIONS, targets: [reader] };
        const gets: [ServerLoad, ServerLoad] = [
          serverLoad(generator, db, 'portal GET', { ...get, url: portalUrl }),
          serverLoad(generator, db, 'baseline GET', { ...get, url: baselineUrl }),
        ];
        // Applications of their own for each server: neither PATCHes rows the other has bloated.
        const patch = { method: 'PATCH' as const, connections: PATCH_CONNECTIONS };
        const patches: [ServerLoad, ServerLoad] = [
          serverLoad(generator, db, 'portal PATCH', { ...patch, url: portalUrl, targets: applicants.slice(0, PATCH_APPLICATIONS) }),
          serverLoad(generator, db, 'baseline PATCH', { ...patch, url: baselineUrl, targets: applicants.slice(PATCH_APPLICATIONS) }),
        ];
        console.log(
          `  PostgreSQL, HTTP on 127.0.0.1, autocannon in another process; each server warmed ${WARMUP_SECONDS} s a route, then measured ${SLICES} x 1 s, in turn`,
        );
        await measure([gets, patches]);
        report(
          `GET /api/apps/:id, ${GET_CONNECTIONS} connections on one filled application`,
          gets.map((load) => load.throughput()),
        );
        report(
          `PATCH /api/apps/:id (1 field of a filled application), ${PATCH_CONNECTIONS} connections over ${PATCH_APPLICATIONS} applications`,
          patches.map((load) => load.throughput()),
        );
      } finally {
        for (const close of closing.reverse()) await close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
};

export default apiThroughput;
