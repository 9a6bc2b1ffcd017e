/**
 * Kysely dialect for PGlite. PGlite is one connection, so every caller is handed a "connection"
 * over the same client, and two concurrent transactions would interleave their statements. This
 * driver lets one caller hold the connection at a time (as Kysely's SQLite driver does), which
 * keeps transactions isolated.
 *
 * Written here rather than taken from kysely-pglite, whose dialect creates a folder named after
 * the client's data directory in the working directory, `memory:` for an in-memory database.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';

export function createPGliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createDriver: () => new SerialDriver(client),
  };
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(query.sql, [...query.parameters]);
    return { rows: result.rows, numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield -- a stream the driver cannot give is refused at the first read
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }

  /** A gzipped tarball of the data directory; the caller holds the connection, so no transaction is open. */
  async dumpDataDir(): Promise<Blob> {
    // Everything committed is written to the data files, so the copy starts without replaying WAL.
    await this.#client.query('checkpoint');
    return this.#client.dumpDataDir('gzip');
  }
}

/**
 * The embedded database's data directory as a gzipped tarball (PGlite's dumpDataDir), taken while
 * this process holds the one connection: between transactions, never in the middle of one, and
 * nothing else writes until it is done. PGlite.create({ loadDataDir }) opens it again. Null for
 * PostgreSQL, which has its own tools. Kysely hands out the driver's connection only through its
 * executor; the plugins of `db` (sealing) play no part in a copy of the files.
 */
export async function dumpEmbeddedDatabase<DB>(db: Kysely<DB>): Promise<Blob | null> {
  return db.getExecutor().provideConnection(async (connection) => (connection instanceof PGliteConnection ? connection.dumpDataDir() : null));
}

class SerialDriver implements Driver {
  readonly #client: PGlite;
  readonly #connection: PGliteConnection;
  #tail: Promise<void> = Promise.resolve();
  /** Lets the next caller in; set while a caller holds the connection. */
  #release: (() => void) | undefined;

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#tail;
    await this.#client.close();
  }
}
