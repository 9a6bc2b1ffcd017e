/**
 * The operations console's search over 100,000 applications on PostgreSQL (TEST_POSTGRES_URL,
 * else the local server's `postgres` database; a database of its own is made and dropped):
 * the first page, a status filter, an e-mail prefix, words of the answers, and page 200 by its
 * cursor. Prints median and p95 of each, in the service the route calls.
 */
import { sql, type Kysely } from 'kysely';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { searchApplications } from '../../src/server/services/operations/ops-applications.service';
import { ms, quantile, type BenchModule, type Timing } from './measure';
import { withThrowawayDatabase } from './throwaway-database';

const APPLICATIONS = 100_000;
const APPLICANTS = 20_000;
const RUNS = 40;

async function seed(db: Kysely<Database>): Promise<void> {
  await sql`insert into users (email, password_hash, first_name, last_name)
    select 'applicant' || n || '@example.com.au', 'x', 'First' || n, 'Last' || n from generate_series(1, ${APPLICANTS}) n`.execute(db);
  // Five applications per applicant, spread over a year, in a few statuses, each with a business name and ABN.
  await sql`insert into applications (user_id, product, status, stage, data, version, created_at, updated_at)
    select u.id, case when n % 7 = 0 then 'renewal-tl' else 'tl' end,
      (array['IN_PROGRESS','SUBMITTED','APPROVED','DECLINED','EXPIRED','COMPLETED'])[1 + n % 6], 'BasicInfo',
      jsonb_build_object('business', jsonb_build_object('legalBusinessName', 'Business ' || n || ' Pty Ltd',
        '_extension', jsonb_build_object('abn', lpad((n * 7919 % 100000000000)::text, 11, '0'))),
        'owners', jsonb_build_array(jsonb_build_object('firstName', u.first_name, 'email', u.email))),
      1, now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second', now()
    from generate_series(1, ${APPLICATIONS}) n
    join users u on u.email = 'applicant' || (1 + n % ${APPLICANTS}) || '@example.com.au'`.execute(db);
  await sql`analyze`.execute(db);
}

async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await run();
  const times = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times[i] = performance.now() - start;
  }
  times.sort();
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), runs: RUNS };
}

const opsSearch: BenchModule = {
  name: 'ops-search',
  async run() {
    await withThrowawayDatabase('lj_bench_ops', async (url) => {
      const db = await createDb({ kind: 'postgres', url, maxConnections: 2 });
      try {
        await migrateToLatest(db);
        const seeding = performance.now();
        await seed(db);
        console.log(
          `  seeded ${APPLICATIONS.toLocaleString('en-AU')} applications of ${APPLICANTS.toLocaleString('en-AU')} applicants in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        );
        let cursor: string | null = null;
        for (let page = 0; page < 199; page++) cursor = (await searchApplications({ db }, { limit: 25, after: cursor ?? undefined })).next;
        const cases: [string, () => Promise<unknown>][] = [
          ['first page, no filter', () => searchApplications({ db }, { limit: 25 })],
          ['status SUBMITTED', () => searchApplications({ db }, { status: 'SUBMITTED', limit: 25 })],
          ['e-mail prefix', () => searchApplications({ db }, { q: 'applicant1234@', limit: 25 })],
          ['words of the answers (a business name)', () => searchApplications({ db }, { q: 'Business 98765 Pty', limit: 25 })],
          ['page 200 by its cursor', () => searchApplications({ db }, { limit: 25, after: cursor ?? undefined })],
        ];
        for (const [label, run] of cases) {
          const t = await time(run);
          console.log(`  ${label.padEnd(42)} median ${ms(t.median)}  p95 ${ms(t.p95)}`);
        }
      } finally {
        await db.destroy();
      }
    });
  },
};

export default opsSearch;
