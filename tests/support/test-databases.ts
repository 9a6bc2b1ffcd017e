/**
 * Databases for the API suites: every suite runs once on in-memory PGlite and once on the real
 * PostgreSQL at 127.0.0.1:5432, in a fresh database created for the file and dropped after it.
 * When PostgreSQL is not reachable the PostgreSQL suite fails (it never skips).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { migratedPGliteTemplate } from './pglite-template';

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

/** The maintenance database used to create and drop the per-file databases. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** `describe` once per database kind; the body receives the kind. */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  describe.each(databaseKinds)(`${title} [%s]`, (kind) => body(kind));
}

export async function openTestDatabase(kind: DatabaseKind, label: string): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await createDb({ kind: 'pglite', dataDir: 'memory://', template: await migratedPGliteTemplate() });
    return { kind, db, dispose: () => db.destroy() };
  }

  const created = await createPostgresDatabase(label);
  const db = await createDb({ kind: 'postgres', url: created.url, maxConnections: 5 });
  return {
    kind,
    db,
    async dispose() {
      await db.destroy();
      await created.drop();
    },
  };
}

/**
 * An empty PostgreSQL database of its own (not migrated), for tests that open several
 * connections to it, as several instances of the portal would.
 */
export async function createPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lj_test_${label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const admin = await connectAdmin();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = await connectAdmin();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

async function connectAdmin(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const cause = error instanceof Error ? error.message : String(error);
    const where = new URL(POSTGRES_ADMIN_URL).host;
    throw new Error(
      `PostgreSQL at ${where} is not reachable: start it with ` +
        '`pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start` ' +
        `(trust auth for user postgres), or set TEST_POSTGRES_URL. Cause: ${cause}`,
      { cause: error },
    );
  }
  return client;
}
