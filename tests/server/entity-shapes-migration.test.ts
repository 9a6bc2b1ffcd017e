/**
 * The migration moves an old-shaped document to the entity shapes of spec 02 section 3: owners,
 * co-owners and the business carry ids (new ones where there were none, the ones there were
 * kept), and each consent says whether it was optional and the rule that checks it; every other
 * answer stays as stored, and its `down` takes them off. Run on a bare table, on PGlite and on
 * PostgreSQL.
 */
import { expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/2026-12-12T00-00-00-entity-shapes';
import { withStoredDocuments } from '../support/stored-documents-migration';
import { describeEachDatabase } from '../support/test-databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDatabase('the entity-shapes migration', (kind) => {
  it('gives an old-shaped document ids for its owners, co-owners and business and its consents their terms, and takes them off again', async () => {
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
    await withStoredDocuments(kind, 'entity-shapes', [old, bare], async ({ db, documents: rows }) => {
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
    });
    // PGlite starts its own Postgres in WebAssembly for this bare table: slow on a busy machine.
  }, 120_000);
});
