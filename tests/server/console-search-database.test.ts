/**
 * The console's search database (DATABASE_READ_URL): the search answers from it, read-only,
 * while one application's read, staff actions and applicants' writes stay on the primary. The
 * replica is simulated by a second PostgreSQL database with the same migrations and a row of its
 * own, so a row tells which database answered. Without DATABASE_READ_URL the search reads the
 * primary and sees a new application at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig, type Env } from '../../src/server/config';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { insertApplication } from '../../src/server/repositories/applications.repository';
import { insertUserUnlessTaken } from '../../src/server/repositories/users.repository';
import { bearer, createApplicationFor, signUpAndLogIn, uniqueEmail } from '../support/api-helpers';
import { createPostgresDatabase } from '../support/test-databases';
import { createTestRules } from '../support/test-rules';

type CreatedDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>;

describe("the console's search database", () => {
  let primary: CreatedDatabase;
  let replica: CreatedDatabase;
  let primaryDirect: Kysely<Database>;
  let replicaDirect: Kysely<Database>;
  let replicaOnlyId: string;
  const dataDirs: string[] = [];
  const servers: FastifyInstance[] = [];

  async function startServer(env: Env): Promise<FastifyInstance> {
    const dataDir = await mkdtemp(join(tmpdir(), 'lj-search-db-'));
    dataDirs.push(dataDir);
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...env });
    const app = await buildServer({ config, applicationRules: createTestRules(), logger: false, jobs: { enabled: false } });
    await app.ready();
    servers.push(app);
    return app;
  }

  const search = (app: FastifyInstance, query = '') =>
    app.inject({ method: 'GET', url: `/api/ops/applications${query}`, headers: bearer(app.config.ops.token) });
  const detail = (app: FastifyInstance, id: string) => app.inject({ method: 'GET', url: `/api/ops/applications/${id}`, headers: bearer(app.config.ops.token) });
  const idsOf = (answer: { json(): { items: { id: string }[] } }) => answer.json().items.map((item) => item.id);
  const statusIn = async (db: Kysely<Database>, id: string) =>
    (await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirst())?.status;

  beforeAll(async () => {
    primary = await createPostgresDatabase('search_primary');
    replica = await createPostgresDatabase('search_replica');
    primaryDirect = await createDb({ kind: 'postgres', url: primary.url, maxConnections: 2 });
    replicaDirect = await createDb({ kind: 'postgres', url: replica.url, maxConnections: 2 });
    await migrateToLatest(replicaDirect);
    const user = await insertUserUnlessTaken(replicaDirect, {
      email: uniqueEmail('replica'),
      passwordHash: 'not-a-hash',
      firstName: 'Rene',
      lastName: 'Replica',
      passwordGenerated: true,
    });
    const row = await insertApplication(replicaDirect, {
      userId: user!.id,
      product: 'tl',
      status: 'IN_PROGRESS',
      stage: 'BasicInfo',
      data: {},
      parentApplicationId: null,
      createdAt: new Date(),
    });
    replicaOnlyId = row.id;
  }, 120_000);

  afterAll(async () => {
    for (const app of servers) await app.close();
    await primaryDirect?.destroy();
    await replicaDirect?.destroy();
    await primary?.drop();
    await replica?.drop();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });

  describe('with DATABASE_READ_URL', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await startServer({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url });
    }, 60_000);

    it("answers the search from the replica, and one application's read, staff actions and applicants' writes from the primary", async () => {
      const applicant = await signUpAndLogIn(app);
      const { id } = await createApplicationFor(app, applicant.token);
      expect(await statusIn(primaryDirect, id)).toBe('IN_PROGRESS');
      expect(await statusIn(replicaDirect, id)).toBeUndefined();
      expect(await statusIn(primaryDirect, replicaOnlyId)).toBeUndefined();

      const found = await search(app);
      expect(found.statusCode, found.body).toBe(200);
      expect(idsOf(found)).toEqual([replicaOnlyId]);
      expect(found.json().items[0]).toMatchObject({ applicantName: 'Rene Replica', status: 'IN_PROGRESS' });

      // A staff member who has just acted sees the result at once, whatever the replica's lag.
      const moved = await app.inject({
        method: 'POST',
        url: `/api/ops/applications/${id}/status`,
        headers: bearer(app.config.ops.token),
        payload: { status: 'EXPIRED', reason: 'Closed at the applicant’s request' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const read = await detail(app, id);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().application).toMatchObject({ id, status: 'EXPIRED' });
      expect((await detail(app, replicaOnlyId)).statusCode).toBe(404);
    });

    it('refuses a write through the search database in PostgreSQL itself, though the database behind it takes writes', async () => {
      const write = () => sql`update applications set stage = 'FundingNeeds' where id = ${replicaOnlyId}`;
      await expect(write().execute(app.searchDb)).rejects.toThrow(/read-only transaction/);
      await expect(sql`create table intruder (id int)`.execute(app.searchDb)).rejects.toThrow(/read-only transaction/);
      await write().execute(replicaDirect);
      expect((await replicaDirect.selectFrom('applications').select('stage').where('id', '=', replicaOnlyId).executeTakeFirstOrThrow()).stage).toBe(
        'FundingNeeds',
      );
    });

    it('closes the search connections with the server', async () => {
      const short = await startServer({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url });
      expect(idsOf(await search(short))).toEqual([replicaOnlyId]);
      await short.close();
      await expect(sql`select 1`.execute(short.searchDb)).rejects.toThrow();
    });
  });

  describe('without DATABASE_READ_URL', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await startServer({ DATABASE_URL: primary.url });
    }, 60_000);

    it("searches the primary, and sees an applicant's new application at once", async () => {
      expect(app.searchDb).toBe(app.db);
      const applicant = await signUpAndLogIn(app);
      const { id } = await createApplicationFor(app, applicant.token);
      const found = await search(app, `?q=${id}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(idsOf(found)).toEqual([id]);
      expect(idsOf(await search(app))).not.toContain(replicaOnlyId);
    });
  });
});
