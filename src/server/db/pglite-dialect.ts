/**
 * Kysely dialect for PGlite. PGlite is one connection, but kysely-pglite hands every caller a
 * "connection" over the same client, so two concurrent transactions would interleave their
 * statements. This driver lets one caller hold the connection at a time (as Kysely's SQLite
 * driver does), which keeps transactions isolated.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';

export function createPGliteDialect(client: PGlite): Dialect {
  const base = new KyselyPGlite(client).dialect;
  return {
    createAdapter: () => base.createAdapter(),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
    createDriver: () => new SerialDriver(base.createDriver()),
  };
}

class SerialDriver implements Driver {
  readonly #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    try {
      const connection = await this.#inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async destroy(): Promise<void> {
    await this.#tail;
    await this.#inner.destroy();
  }
}
