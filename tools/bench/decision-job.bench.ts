/**
 * Decision job throughput on PostgreSQL: 400 submitted applications queued for the decision
 * policy, then two workers of one process drain the queue together (FOR UPDATE SKIP LOCKED), as
 * two instances would. Prints decisions per second and checks each application was decided once.
 * Needs PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../src/server/db/create-db';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { insertApplication } from '../../src/server/repositories/applications.repository';
import { insertUserUnlessTaken } from '../../src/server/repositories/users.repository';
import { createDecideApplicationHandler, DECIDE_APPLICATION_JOB, queuePolicyDecision } from '../../src/server/services/decisions/decide-application.job';
import { createJobWorker } from '../../src/server/services/jobs/job-worker';
import { completeTlApplication } from '../fixtures/tl-application';
import type { BenchModule } from './measure';

const APPLICATIONS = 400;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
}

const approvable = {
  ...completeTlApplication,
  _extension: {
    isStatementsManuallyUploaded: false,
    statements: { method: 'connected', coveredMonths: [6, 5, 4, 3, 2, 1].map(monthsAgo), requiredMonths: [], complete: true, statementCount: 1 },
  },
};

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `lj_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const decisionJob: BenchModule = {
  name: 'decision-job',
  async run() {
    await withDatabase(async (url) => {
      const db = await createDb({ kind: 'postgres', url, maxConnections: 8 });
      try {
        await migrateToLatest(db);
        const rules = await createJourneyRules(path.resolve('journeys'));
        const user = await insertUserUnlessTaken(db, {
          email: 'bench@example.com.au',
          passwordHash: 'x',
          firstName: 'Bench',
          lastName: 'Mark',
          passwordGenerated: false,
        });
        const at = new Date();
        for (let i = 0; i < APPLICATIONS; i++) {
          const row = await insertApplication(db, {
            userId: user!.id,
            product: 'tl',
            status: 'SUBMITTED',
            stage: 'ApplicationInReview',
            data: approvable,
            parentApplicationId: null,
            createdAt: at,
          });
          await queuePolicyDecision(db, row.id, at, 0);
        }
        const handlers = { [DECIDE_APPLICATION_JOB]: createDecideApplicationHandler({ db, rules }) };
        const workers = [createJobWorker({ db, handlers }), createJobWorker({ db, handlers })];
        const start = performance.now();
        const ran = await Promise.all(workers.map((w) => w.drain()));
        const seconds = (performance.now() - start) / 1000;
        const decided = await db
          .selectFrom('decisions')
          .select(({ fn }) => [fn.count<string>('id').as('n'), fn.count<string>('application_id').distinct().as('applications')])
          .executeTakeFirstOrThrow();
        console.log(`  ${APPLICATIONS} submitted applications, 2 workers draining together on PostgreSQL`);
        console.log(`    jobs run: ${ran.join(' + ')}; decisions: ${decided.n} for ${decided.applications} applications`);
        console.log(`    ${(APPLICATIONS / seconds).toFixed(0)} decisions/s (${((seconds * 1000) / APPLICATIONS).toFixed(2)} ms each, wall clock)`);
      } finally {
        await db.destroy();
      }
    });
  },
};

export default decisionJob;
