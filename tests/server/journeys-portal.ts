/**
 * The portal as the checkout and renewal suites drive it: the repository's journeys, staff
 * calls with an operations token, one browser for every call (each signing link's cookie goes back
 * with the calls after it), and the mails the job worker sends once the test drains it. A
 * renewal starts from a funded tl loan its borrower renews.
 */
import path, { join } from 'node:path';
import { expect } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { insertLoan } from '../../src/server/repositories/loans.repository';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { withAdditionalOwners } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { injectAsOneBrowser } from '../support/signing-cookies';
import type { DatabaseKind } from '../support/test-databases';
import { useDocumentsServer } from './documents-test-server';

export function useJourneysPortal(kind: DatabaseKind, label: string, staff: { opsToken: string; decisionDelaySeconds: number }) {
  const server = useDocumentsServer(kind, label, {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN: staff.opsToken, DECISION_DELAY_SECONDS: String(staff.decisionDelaySeconds) },
  });
  const app = () => server().app;
  const inject = injectAsOneBrowser(app);
  /** The mails to `to`, once the queued mail jobs have run (this server's worker is driven by the test). */
  const outbox = async (to: string) => {
    await app().jobWorker.drain();
    return readOutbox(join(server().dataDir, 'outbox'), { to });
  };
  return { server, app, inject, outbox, opsToken: staff.opsToken };
}

export type JourneysPortal = ReturnType<typeof useJourneysPortal>;
type FixtureCoOwner = ReturnType<typeof withAdditionalOwners>['coOwners'][number];

/**
 * A funded tl loan whose one co-owner (of 40%) is `coOwnerOf` the fixture's, offered for renewal by
 * staff, and its renewal (product `renewal`) started by the borrower: the renewal as created.
 */
export async function startRenewal<CoOwner>(portal: JourneysPortal, renewal: string, coOwnerOf: (fixture: FixtureCoOwner) => CoOwner) {
  const { server, inject, opsToken } = portal;
  const user = await signUpAndLogIn(portal.app());
  const created = await createApplicationFor(portal.app(), user.token, {});
  const answers = withAdditionalOwners(1, 60);
  const coOwner = coOwnerOf(answers.coOwners[0]);
  const loan = await insertLoan(server().db, {
    applicationId: created.id,
    loanCode: `LN-${created.id.slice(0, 10)}`,
    fundedAmount: '50000.00',
    outstandingBalance: '20000.00',
    fundedAt: new Date(),
  });
  const data = withServerExtension(
    { ...answers, owners: [{ ...answers.owners[0], email: user.email }], coOwners: [coOwner] } as unknown as Record<string, unknown>,
    { loanId: loan.id, uniqueLoanCode: loan.loan_code, renewable: false },
  );
  await server()
    .db.updateTable('applications')
    .set({ status: 'COMPLETED', stage: 'ApplicationCompleted', data: JSON.stringify(data) })
    .where('id', '=', created.id)
    .execute();
  expect((await inject('POST', `/api/ops/applications/${created.id}/loan`, opsToken, { renewable: true })).statusCode).toBe(200);
  const started = await portal.app().inject({
    method: 'POST',
    url: `/api/apps/${created.id}/workflow/renewal`,
    headers: { ...bearer(user.token), 'x-product-type': renewal },
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(200);
  return { user, coOwner, renewal: started.json() as { id: string; version: number; data: { coOwners: Record<string, unknown>[] } } };
}

export { renewalFundingNeeds } from '../support/renewal-funding-needs';
