/**
 * One Kysely<Database> over embedded PGlite or over PostgreSQL; the same queries and migrations
 * run on both. `db.destroy()` closes the underlying client or pool.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { createPGliteDialect } from './pglite-dialect';

export type DatabaseTarget =
  /**
   * `dataDir` is a directory, or `memory://` for an in-memory database. `template` is a data
   * directory dump (PGlite's dumpDataDir) to start from instead of an empty cluster.
   */
  { kind: 'pglite'; dataDir: string; template?: Blob } | { kind: 'postgres'; url: string; maxConnections?: number };

export interface DatabaseOptions {
  /** Told of an idle PostgreSQL connection the server closed (a restart, a terminated backend). */
  onIdleConnectionError?: (error: Error) => void;
}

export async function createDb(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // The pool drops such a connection and opens another when one is needed; an 'error' event
    // nobody listens to would end the process.
    pool.on('error', options.onIdleConnectionError ?? (() => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir !== 'memory://') {
    await mkdir(target.dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.template });
  return new Kysely<Database>({ dialect: createPGliteDialect(client) });
}

/** The target the configuration names: DATABASE_URL when set, PGlite otherwise. */
export function databaseTarget(config: { databaseUrl: string | null; pgliteDataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDataDir };
}
