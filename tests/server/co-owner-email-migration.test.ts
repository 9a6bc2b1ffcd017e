/**
 * The migration moves each stored co-owner's e-mail to where the owner entity of spec 02
 * section 3 keeps it, `_extension.email`, beside what their `_extension` already holds; the
 * applicant's own `email` and every other answer stay as stored, and its `down` moves the e-mail
 * back. Run on a bare table, on PGlite and on PostgreSQL.
 */
import { expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/2026-12-13T00-00-00-co-owner-email';
import { withStoredDocuments } from '../support/stored-documents-migration';
import { describeEachDatabase } from '../support/test-databases';

describeEachDatabase('the co-owner e-mail migration', (kind) => {
  it("stores each co-owner's e-mail at _extension.email of their item, and moves it back down", async () => {
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
    await withStoredDocuments(kind, 'co-owner-email', [old, bare], async ({ db, documents: rows }) => {
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
    });
    // PGlite starts its own Postgres in WebAssembly for this bare table: slow on a busy machine.
  }, 120_000);
});
