/**
 * The migration moves an old-shaped document to the entity shapes of spec 02 section 3: owners,
 * co-owners and the business carry ids (new ones where there were none, the ones there were
 * kept), and each consent says whether it was optional and the rule that checks it; every other
 * answer stays as stored, and its `down` takes them off. Run on a bare table, on PGlite and on
 * PostgreSQL.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type ColumnType } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/2026-12-12T00-00-00-entity-shapes';
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
  const created = await createPostgresDatabase('entity-shapes');
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: created.url, max: 2 }) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDatabase('the entity-shapes migration', (kind) => {
  it('gives an old-shaped document ids for its owners, co-owners and business and its consents their terms, and takes them off again', async () => {
    const { db, close } = await bareDatabase(kind);
    try {
      await sql`create table applications (id integer primary key, data jsonb not null)`.execute(db);
      const old = {
        owners: [{ firstName: 'Jane', email: 'jane@example.com.au', dateOfBirth: 'e1.sealed' }],
        coOwners: [
          { firstName: 'Sam', email: 'sam@example.com.au', percentOwnership: '30' },
          { id: 'kept', firstName: 'Lee' },
        ],
        business: { legalBusinessName: 'Bakery', _extension: { abn: '51824753556' } },
        consents: {
          PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', timestamp: '2026-11-21T10:00:00.000Z', links: ['/legal/privacy.html'] },
          MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: { type: 'MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT', timestamp: '2026-11-21T10:00:00.000Z' },
        },
      };
      const bare = { fundingNeeds: { desiredLoanAmount: 50000 } };
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
      const owners = moved.owners as Record<string, unknown>[];
      const coOwners = moved.coOwners as Record<string, unknown>[];
      const business = moved.business as Record<string, unknown>;
      expect(owners[0]).toEqual({ ...old.owners[0], id: expect.stringMatching(UUID) });
      expect(coOwners[0]).toEqual({ ...old.coOwners[0], id: expect.stringMatching(UUID) });
      expect(coOwners[1]).toEqual(old.coOwners[1]);
      expect(business).toEqual({ ...old.business, id: expect.stringMatching(UUID) });
      expect(new Set([owners[0].id, coOwners[0].id, business.id]).size).toBe(3);
      const terms = { optional: false, validationRuleName: 'blankConsent' };
      expect(moved.consents).toEqual({
        PRIVACY_CONSENT: { ...old.consents.PRIVACY_CONSENT, ...terms },
        MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: { ...old.consents.MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT, ...terms },
      });
      expect(untouched).toEqual(bare);

      // Run again, it changes nothing: an id once given stays.
      await up(db);
      expect((await rows())[0]).toEqual(moved);

      await down(db);
      expect(await rows()).toEqual([{ ...old, coOwners: [old.coOwners[0], { firstName: 'Lee' }] }, bare]);
    } finally {
      await close();
    }
    // PGlite starts its own Postgres in WebAssembly for this bare table: slow on a busy machine.
  }, 120_000);
});
