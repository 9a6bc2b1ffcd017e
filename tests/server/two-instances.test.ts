/**
 * Two portal instances on one PostgreSQL database and one S3-compatible store, as behind a load
 * balancer: each has its own connection pool, its own job worker and its own expiry sweep (and
 * one configuration: the keys a deployment gives both). What one instance does the other sees at
 * once (sessions, rule records, documents), and background work runs exactly once however the
 * two race for it.
 */
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig, type Config } from '../../src/server/config';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { insertApplication } from '../../src/server/repositories/applications.repository';
import type { ApplicationRules } from '../../src/server/services/application-rules';
import { queuePolicyDecision } from '../../src/server/services/decisions/decide-application.job';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn, type SignedInUser } from '../support/api-helpers';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { createPostgresDatabase } from '../support/test-databases';
import { monthsAgo, samplePdf, upload } from './documents-test-server';
import { waitFor } from './documents-raw-upload';

const DAY = 24 * 60 * 60 * 1000;

/** Connected statements, revenue $60,000 a month, $150,000 asked: the policy approves it. */
const approvable = {
  ...completeTlApplication,
  _extension: {
    isStatementsManuallyUploaded: false,
    statements: { method: 'connected', coveredMonths: [6, 5, 4, 3, 2, 1].map((n) => monthsAgo(n)), requiredMonths: [], complete: true, statementCount: 1 },
  },
};

interface Instance {
  app: FastifyInstance;
  db: Kysely<Database>;
}

describe('two portal instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let s3: TestS3;
  let config: Config;
  let rules: ApplicationRules;
  let a: Instance;
  let b: Instance;

  async function startInstance(): Promise<Instance> {
    const db = await createDb({ kind: 'postgres', url: database.url, maxConnections: 5 });
    const app = await buildServer({
      config,
      db,
      applicationRules: rules,
      logger: false,
      jobs: { pollIntervalMs: 25, expirySweepMs: 50, retryDelaySeconds: 0 },
    });
    await app.ready();
    return { app, db };
  }

  beforeAll(async () => {
    database = await createPostgresDatabase('two_instances');
    dataDir = await mkdtemp(join(tmpdir(), 'lj-two-instances-'));
    s3 = await startTestS3();
    config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...s3.env });
    rules = await createJourneyRules('journeys');
    // Both start at once, so both try to migrate the empty database at once.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.app.close();
      await instance?.db.destroy();
    }
    await database?.drop();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrate the one database once between them', async () => {
    const applied = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(a.db)).rows;
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it('share sessions: a token from one is accepted by the other, and a sign-out on one is refused by both at once', async () => {
    const user = await signUpAndLogIn(a.app);
    const me = await b.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode, me.body).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode, out.body).toBeLessThan(300);
    for (const instance of [a, b]) {
      const refused = await instance.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
      expect(refused.statusCode).toBe(401);
    }
  });

  it("apply a product's rule records replaced through one on the other from the next request", async () => {
    const release = JSON.parse(await readFile('journeys/rules/tl.rules.json', 'utf8')) as { jsonPath: string }[];
    const replace = (records: unknown[]) =>
      a.app.inject({ method: 'PUT', url: '/api/ops/validation-rules/tl', headers: bearer(config.ops.token), payload: { records, updatedBy: 'test' } });
    const read = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/validation-rules?product=tl' })).json<{ records: { jsonPath: string }[] }>().records;

    expect((await replace(release)).statusCode).toBe(200);
    expect((await read()).map((record) => record.jsonPath)).toEqual(release.map((record) => record.jsonPath));
    const fewer = release.slice(1);
    expect((await replace(fewer)).statusCode).toBe(200);
    expect((await read()).map((record) => record.jsonPath)).toEqual(fewer.map((record) => record.jsonPath));
  });

  it('serve a document uploaded through one from the other, byte for byte, kept in the store and not on either disk', async () => {
    const user = await signUpAndLogIn(a.app);
    const { id } = await createApplicationFor(a.app, user.token);
    const pdf = await samplePdf();
    const uploaded = await upload(a.app, user.token, id, { documentType: 'SUPPORTING_DOCUMENT' }, { name: 'rates.pdf', content: pdf });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const content = await b.app.inject({ method: 'GET', url: `/api/apps/${id}/docs/${uploaded.json().document.id}/content`, headers: bearer(user.token) });
    expect(content.statusCode).toBe(200);
    expect(Buffer.compare(content.rawPayload, Buffer.from(pdf))).toBe(0);
    expect((await s3.keys()).some((key) => key.startsWith('documents/') && key.includes(id))).toBe(true);
    await expect(access(join(dataDir, 'documents'))).rejects.toThrow();
  });

  describe('background work', () => {
    let applicant: SignedInUser;
    beforeAll(async () => {
      applicant = await signUpAndLogIn(b.app);
    });

    const count = async (table: 'decisions' | 'notifications', applicationId: string) =>
      Number(
        (
          await a.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('application_id', '=', applicationId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const events = async (applicationId: string, type: 'decided' | 'expired') =>
      Number(
        (
          await a.db
            .selectFrom('application_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('application_id', '=', applicationId)
            .where('type', '=', type)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const statusOf = async (id: string) => (await a.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

    it('decide each submitted application once, each queued twice, and mail each decision once', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const at = new Date();
        const row = await insertApplication(a.db, {
          userId: applicant.id,
          product: 'tl',
          status: 'SUBMITTED',
          stage: 'ApplicationInReview',
          data: approvable,
          parentApplicationId: null,
          createdAt: at,
        });
        await a.db.updateTable('applications').set({ submitted_at: at }).where('id', '=', row.id).execute();
        // One queued through each instance's pool, as a retried submission might.
        await queuePolicyDecision(a.db, row.id, at, 0);
        await queuePolicyDecision(b.db, row.id, at, 0);
        ids.push(row.id);
      }
      const settled = await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((status) => status === 'APPROVED'), 30_000);
      expect(settled).toBe(true);
      const notices = await waitFor(async () => (await readOutbox(config.outboxDir, { to: applicant.email })).length >= ids.length, 30_000);
      expect(notices).toBe(true);
      for (const id of ids) {
        expect(await count('decisions', id)).toBe(1);
        expect(await events(id, 'decided')).toBe(1);
        expect(await count('notifications', id)).toBe(1);
      }
      const unfinished = await a.db.selectFrom('jobs').select(['type', 'status']).where('status', '!=', 'done').execute();
      expect(unfinished).toEqual([]);
      // Give both a few more polls: nothing is mailed a second time.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readOutbox(config.outboxDir, { to: applicant.email })).toHaveLength(ids.length);
    });

    it('expire each lapsed application once while both sweep every 50 ms', async () => {
      const created = new Date(Date.now() - 31 * DAY);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const row = await insertApplication(b.db, {
          userId: applicant.id,
          product: 'tl',
          status: 'IN_PROGRESS',
          stage: 'BasicInfo',
          data: {},
          parentApplicationId: null,
          createdAt: created,
        });
        ids.push(row.id);
      }
      const settled = await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((status) => status === 'EXPIRED'), 30_000);
      expect(settled).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const id of ids) {
        expect(await events(id, 'expired')).toBe(1);
        expect(await count('notifications', id)).toBe(1);
      }
    });
  });
});
