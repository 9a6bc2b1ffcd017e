/**
 * The migration moves each stored co-owner's e-mail to where the owner entity of spec 02
 * section 3 keeps it, `_extension.email`, beside what their `_extension` already holds; the
 * applicant's own `email` and every other answer stay as stored, and its `down` moves the e-mail
 * back. Run on a bare table, on PGlite and on PostgreSQL.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type ColumnType } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/2026-12-13T00-00-00-co-owner-email';
import { createPGliteDialect } from '../../src/server/db/pglite-dialect';
import { createPostgresDatabase, describeEachDatabase, type DatabaseKind } from '../support/test-databases';

interface Row {
  id: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}
type Db = Kysely<{ applications: Row }>;

async function bareDatabase(kind: DatabaseKind): Promise<{ db: Db; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const db: Db = new Kysely({ dialect: createPGliteDialect(await PGlite.create('memory://')) });
    return { db, close: () => db.destroy() };
  }
  const created = await createPostgresDatabase('co-owner-email');
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: created.url, max: 2 }) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

describeEachDatabase('the co-owner e-mail migration', (kind) => {
  it("stores each co-owner's e-mail at _extension.email of their item, and moves it back down", async () => {
    const { db, close } = await bareDatabase(kind);
    try {
      await sql`create table applications (id integer primary key, data jsonb not null)`.execute(db);
      const old = {
        owners: [{ id: 'o1', firstName: 'Jane', email: 'jane@example.com.au' }],
        coOwners: [
          { id: 'c1', firstName: 'Sam', email: 'sam@example.com.au', percentOwnership: '30' },
          { id: 'c2', firstName: 'Lee', email: 'lee@example.com.au', _extension: { residencyStatus: 'OTHER' } },
          { id: 'c3', firstName: 'Kim' },
        ],
        business: { id: 'b1', legalBusinessName: 'Bakery' },
      };
      const bare = { fundingNeeds: { desiredLoanAmount: 50000 }, coOwners: [] };
      await db
        .insertInto('applications')
        .values([
          { id: 1, data: JSON.stringify(old) },
          { id: 2, data: JSON.stringify(bare) },
        ])
        .execute();
      const rows = async () => (await db.selectFrom('applications').selectAll().orderBy('id').execute()).map((row) => row.data);

      await up(db);
      const [moved, untouched] = await rows();
      expect(moved).toEqual({
        ...old,
        coOwners: [
          { id: 'c1', firstName: 'Sam', percentOwnership: '30', _extension: { email: 'sam@example.com.au' } },
          { id: 'c2', firstName: 'Lee', _extension: { residencyStatus: 'OTHER', email: 'lee@example.com.au' } },
          { id: 'c3', firstName: 'Kim' },
        ],
      });
      expect(untouched).toEqual(bare);

      // Run again, it changes nothing.
      await up(db);
      expect((await rows())[0]).toEqual(moved);

      await down(db);
      expect(await rows()).toEqual([old, bare]);
    } finally {
      await close();
    }
    // PGlite starts its own Postgres in WebAssembly for this bare table: slow on a busy machine.
  }, 120_000);
});
