/**
 * The ground of a test of a migration that reshapes stored application documents: a bare
 * `applications (id, data jsonb)` table on a database of its own (PGlite in memory, or a new
 * PostgreSQL database), holding the given documents with ids 1, 2, ... The migration runs on it as
 * on the portal's table; the documents are read back in id order; the database goes afterwards.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type ColumnType } from 'kysely';
import pg from 'pg';
import { createPGliteDialect } from '../../src/server/db/pglite-dialect';
import { createPostgresDatabase, type DatabaseKind } from './test-databases';

interface Row {
  id: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}
export type StoredDocumentsDb = Kysely<{ applications: Row }>;

export interface StoredDocuments {
  db: StoredDocumentsDb;
  /** The documents as stored now, in id order. */
  documents(): Promise<Record<string, unknown>[]>;
}

async function bareDatabase(kind: DatabaseKind, label: string): Promise<{ db: StoredDocumentsDb; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const db: StoredDocumentsDb = new Kysely({ dialect: createPGliteDialect(await PGlite.create('memory://')) });
    return { db, close: () => db.destroy() };
  }
  const created = await createPostgresDatabase(label);
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  // An idle client still closing when the database is dropped (with force) is ended by the server
  // (57P01): the pool reports it as an event, which with no listener would fail the test run.
  pool.on('error', () => undefined);
  const db: StoredDocumentsDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

export async function withStoredDocuments(
  kind: DatabaseKind,
  label: string,
  stored: readonly object[],
  test: (store: StoredDocuments) => Promise<void>,
): Promise<void> {
  const { db, close } = await bareDatabase(kind, label);
  try {
    await sql`create table applications (id integer primary key, data jsonb not null)`.execute(db);
    await db
      .insertInto('applications')
      .values(stored.map((document, i) => ({ id: i + 1, data: JSON.stringify(document) })))
      .execute();
    await test({ db, documents: async () => (await db.selectFrom('applications').selectAll().orderBy('id').execute()).map((row) => row.data) });
  } finally {
    await close();
  }
}
