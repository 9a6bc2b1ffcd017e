/**
 * The demo borrowers `npm start` seeds, with the repository's journeys: each has a funded loan;
 * the renewable one is notified, the banker's has a renewal the banker portal started at the stage
 * its product names for that channel; seeding again changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { DEMO_BORROWERS, seedDemoBorrowers } from '../../src/server/services/seed-demo-borrowers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describeEachDatabase('demo borrowers', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'demo-borrowers', { rules: await createJourneyRules('journeys') });
  }, 120_000);
  afterAll(() => server?.close());

  it('seeds a funded loan for each, their renewal state, and nothing the second time', async () => {
    const rules = server.app.applicationRules;
    const deps = { db: server.db, rules };
    const seeded = await seedDemoBorrowers(deps, rules.siteDefaultProduct());
    expect(seeded.map((b) => [b.email, b.created])).toEqual(DEMO_BORROWERS.map((b) => [b.email, true]));
    for (const borrower of seeded) {
      const loan = await server.db.selectFrom('loans').selectAll().where('application_id', '=', borrower.applicationId!).executeTakeFirstOrThrow();
      expect(loan.renewable, borrower.email).toBe(borrower.renewable);
      const notice = await server.db.selectFrom('notifications').selectAll().where('application_id', '=', borrower.applicationId!).executeTakeFirst();
      const renewals = await server.db.selectFrom('applications').selectAll().where('parent_application_id', '=', borrower.applicationId!).execute();
      if (borrower.renewalStartedBy) {
        expect(renewals).toHaveLength(1);
        const [renewal] = renewals;
        const product = renewal.product;
        expect(rules.renewal(product)?.renews).toContain(rules.siteDefaultProduct());
        expect(renewal).toMatchObject({ status: rules.initialStatus(product), sales_channel: borrower.renewalStartedBy });
        expect(renewal.stage).toBe(rules.renewal(product)?.salesChannelStages?.[borrower.renewalStartedBy]);
        expect(notice?.message.additionalInfo.renewalAppStatus).toBe('IN_PROGRESS');
      } else {
        expect(renewals).toEqual([]);
        expect(notice?.message.additionalInfo.renewalAppStatus).toBe(borrower.renewable ? 'NOT_SUBMIT' : undefined);
      }
    }
    const again = await seedDemoBorrowers(deps, rules.siteDefaultProduct());
    expect(again.map((b) => [b.created, b.applicationId])).toEqual(seeded.map((b) => [false, b.applicationId]));
    expect(await server.db.selectFrom('applications').select('id').execute()).toHaveLength(DEMO_BORROWERS.length + 1);
  });
});
