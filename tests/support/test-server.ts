/**
 * A server per test file: built on a test database (see test-databases.ts) with its own data
 * directory (keys, outbox) in a temporary folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig, type Config, type Env } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { readOutbox, type OutboxMail } from '../../src/server/providers/mail/outbox-mail-provider';
import type { ApplicationRules } from '../../src/server/services/application-rules';
import { openTestDatabase, type DatabaseKind } from './test-databases';
import { createTestRules } from './test-rules';
import { mailJobsSettled } from './mail-jobs';
import type { JobWorkerPluginOptions } from '../../src/server/services/jobs/job-worker.plugin';

export interface TestServer {
  kind: DatabaseKind;
  app: FastifyInstance;
  /** The database as the portal reads and writes it (personal answers opened and sealed). */
  db: Kysely<Database>;
  /** The same database as stored: personal answers sealed. */
  storedDb: Kysely<Database>;
  config: Config;
  dataDir: string;
  /** Mails sent to `to` so far, oldest first (once the mails queued by then have gone). */
  outbox(to?: string): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  rules?: ApplicationRules;
  env?: Env;
  webRoot?: string;
  /** The background worker's options (e.g. `{ enabled: false }` for a test that drives the jobs itself). */
  jobs?: JobWorkerPluginOptions;
  /** Fastify's logger options (e.g. with a stream to read the lines); silent by default. */
  logger?: FastifyServerOptions['logger'];
  /** Routes or hooks of the test's own, added before the server is ready. */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
}

export async function startTestServer(kind: DatabaseKind, label: string, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lj-server-'));
  const database = await openTestDatabase(kind, label).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...options.env });
    const app = await buildServer({
      config,
      db: database.db,
      applicationRules: options.rules ?? createTestRules(),
      webRoot: options.webRoot,
      jobs: options.jobs,
      logger: options.logger ?? false,
    });
    await options.prepare?.(app);
    await app.ready();
    return {
      kind,
      app,
      db: app.db,
      storedDb: database.db,
      config,
      dataDir,
      async outbox(to) {
        // A worker left running sends the queued mails; a test driving the jobs itself drains them first.
        if (options.jobs?.enabled !== false) await mailJobsSettled(app.db);
        return readOutbox(config.outboxDir, { to });
      },
      async close() {
        await app.close();
        await database.dispose();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Starts a server before the file's tests and closes it after; call the answer inside a test. */
export function useTestServer(kind: DatabaseKind, label: string, options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind, label, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The test server did not start (see the beforeAll error).');
    return server;
  };
}
