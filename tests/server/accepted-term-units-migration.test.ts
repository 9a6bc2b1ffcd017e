/**
 * Accepted terms stored before terms had a unit read as months afterwards (decision 65): the
 * migration rewrites `termMonths` into `term` and `termUnit`, leaves other rows alone, and its
 * `down` writes months back. Run on a bare table in PGlite, so it needs no other migration.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type ColumnType } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/2026-12-09T12-00-00-accepted-term-units';
import { createPGliteDialect } from '../../src/server/db/pglite-dialect';

interface Row {
  id: number;
  /** jsonb, written as a JSON string, as the decisions table's own type has it. */
  accepted_terms: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

const client = await PGlite.create('memory://');
const db = new Kysely<{ decisions: Row }>({ dialect: createPGliteDialect(client) });
afterAll(() => db.destroy());

it('rewrites months into a term with its unit, and back', async () => {
  await sql`create table decisions (id integer primary key, accepted_terms jsonb)`.execute(db);
  const stored = { loanAmount: 50000, termMonths: 12, paymentPeriod: 'WEEKLY', paymentAmount: '1052.33' };
  const weeks = { loanAmount: 20000, term: 8, termUnit: 'weeks', paymentPeriod: 'WEEKLY' };
  await db
    .insertInto('decisions')
    .values([
      { id: 1, accepted_terms: JSON.stringify(stored) },
      { id: 2, accepted_terms: null },
      { id: 3, accepted_terms: JSON.stringify(weeks) },
    ])
    .execute();
  const rows = async () => (await db.selectFrom('decisions').selectAll().orderBy('id').execute()).map((row) => row.accepted_terms);

  await up(db);
  expect(await rows()).toEqual([{ loanAmount: 50000, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY', paymentAmount: '1052.33' }, null, weeks]);

  await down(db);
  expect(await rows()).toEqual([stored, null, weeks]);
});
