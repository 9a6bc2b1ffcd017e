/**
 * One Kysely<Database> over embedded PGlite or over PostgreSQL; the same queries and migrations
 * run on both. `db.destroy()` closes the underlying client or pool. A read-only PostgreSQL target
 * (the console's search database) refuses every write in PostgreSQL itself.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { initialiseCluster, needsCluster } from './initialise-pglite';
import { createPGliteDialect } from './pglite-dialect';

export type DatabaseTarget =
  /**
   * `dataDir` is a directory, or `memory://` for an in-memory database. `template` is a data
   * directory dump (PGlite's dumpDataDir) to start from instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir: string; template?: Blob }
  /** `readOnly`: every transaction of its connections is read-only, even on a primary. */
  | { kind: 'postgres'; url: string; maxConnections?: number; readOnly?: boolean };

export interface DatabaseOptions {
  /** Told of an idle PostgreSQL connection the server closed (a restart, a terminated backend). */
  onIdleConnectionError?: (error: Error) => void;
}

/** Connections a PostgreSQL pool opens at most unless told otherwise (the job worker is sized to it). */
export const POSTGRES_POOL_SIZE = 10;

/** The embedded database's shared buffers: the tests' and the portal's alike. */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** How long a request waits for a connection: a new one to open, or one of a full pool to come free. */
export const CONNECT_TIMEOUT_MS = 10_000;

export async function createDb(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.readOnly ? readOnlyUrl(target.url) : target.url,
      max: target.maxConnections ?? POSTGRES_POOL_SIZE,
      // A database host that does not answer at all (a fail-over, a dropped route) fails a request
      // after this long, answered 503, rather than holding it until the kernel gives up.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // The pool drops such a connection and opens another when one is needed; an 'error' event
    // nobody listens to would end the process.
    pool.on('error', options.onIdleConnectionError ?? (() => undefined));
    // A connection the server ends while a request holds it (a restart between two statements, a
    // reset after the failed query) emits 'error' on its client, which the pool hears only while
    // the client is idle: unheard, it would end the process. The request sees its own error, and
    // the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // initdb's 128 MB of shared buffers live in the WebAssembly memory for good; the embedded
  // database is small and its files sit in the operating system's cache anyway.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  if (target.dataDir !== 'memory://') {
    await mkdir(target.dataDir, { recursive: true });
    if (!target.template && needsCluster(target.dataDir)) await initialiseCluster(target.dataDir, startParams);
  }
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.template, startParams });
  return new Kysely<Database>({ dialect: createPGliteDialect(client) });
}

/** The target the configuration names: DATABASE_URL when set, PGlite otherwise. */
export function databaseTarget(config: { databaseUrl: string | null; pgliteDataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDataDir };
}

/**
 * The console's search database the configuration names: DATABASE_READ_URL, read-only, with a
 * few connections (one search holds one for a moment); null when unset.
 */
export function searchDatabaseTarget(config: { databaseReadUrl: string | null }): DatabaseTarget | null {
  return config.databaseReadUrl ? { kind: 'postgres', url: config.databaseReadUrl, maxConnections: 5, readOnly: true } : null;
}

/**
 * The URL with `default_transaction_read_only` set as the connection starts, before any query can
 * run. It goes in the URL's own `options`, added to any already there: pg lets a connection
 * string's parameters replace those given beside it.
 */
function readOnlyUrl(url: string): string {
  const parsed = new URL(url);
  const options = [parsed.searchParams.get('options'), '-c default_transaction_read_only=on'].filter(Boolean).join(' ');
  parsed.searchParams.set('options', options);
  return parsed.toString();
}
