/**
 * Three demo borrowers of the site's default product, created on first start with fresh random
 * passwords (shown once), each with a funded loan: one offered a renewal (notified, as the
 * lender's console would), one not, and one whose banker has started the renewal with them in
 * the banker portal. Their renewal links exercise the renewal link's three outcomes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findFirstApplicationId, overwriteApplicationDocument } from '../repositories/applications.repository';
import { findUserByEmail } from '../repositories/users.repository';
import { insertCreatedApplication } from './applications/insert-created';
import { insertLoan, updateLoan } from '../repositories/loans.repository';
import type { ApplicationRules } from './application-rules';
import { generatePassword } from './auth/one-time-secrets';
import { createAccount } from './auth/signup.service';
import { newLoanCode } from './renewals/funded-loan';
import { withServerExtension } from './renewals/application-extension';
import { notifyRenewal } from './renewals/renewal-notification';
import { startRenewalForBorrower } from './renewals/renewal.service';

interface DemoBorrower {
  email: string;
  firstName: string;
  lastName: string;
  business: string;
  renewable: boolean;
  /** The sales channel that started this borrower's renewal for them, if one did. */
  renewalStartedBy?: string;
}

export const DEMO_BORROWERS: readonly DemoBorrower[] = [
  { email: 'renewal@example.com.au', firstName: 'Rita', lastName: 'Renewal', business: 'Harbour Cafe Pty Ltd', renewable: true },
  { email: 'no-renewal@example.com.au', firstName: 'Noel', lastName: 'Waite', business: 'Waite Joinery Pty Ltd', renewable: false },
  {
    email: 'banker-renewal@example.com.au',
    firstName: 'Bea',
    lastName: 'Banks',
    business: 'Banks Bakery Pty Ltd',
    renewable: true,
    renewalStartedBy: 'BANKER_PORTAL',
  },
];

/** What the borrower told the lender when they applied: enough for a renewal to start from. */
function fundedDocument(borrower: DemoBorrower): Record<string, unknown> {
  const address = { streetNumber: '48', streetName: 'Campbell', streetType: 'Parade', city: 'Bondi Beach', state: 'NSW', postalCode: '2026' };
  return {
    owners: [
      {
        firstName: borrower.firstName,
        lastName: borrower.lastName,
        email: borrower.email,
        primaryPhone: '0412345678',
        dateOfBirth: '1979-03-14',
        percentOwnership: '100',
        ...address,
        _extension: { broker: false, residencyStatus: 'AUSTRALIAN_CITIZEN' },
      },
    ],
    business: {
      legalEntityType: 'COMPANY',
      legalBusinessName: borrower.business,
      phone: '0293001234',
      establishedDate: '2015-01-01',
      ...address,
      _extension: { abn: '51824753556', acn: '004085616', averageMonthlyRevenue: 42000, establishedMonth: 'MAR', hasAdditionalOwners: false },
    },
    hearAboutUs: 'WORD_OF_MOUTH',
  };
}

export type SeededBorrower = { email: string; renewable: boolean; renewalStartedBy?: string; applicationId?: string } & (
  { created: true; password: string } | { created: false }
);

function described({ email, renewable, renewalStartedBy }: DemoBorrower) {
  return { email, renewable, renewalStartedBy };
}

export async function seedDemoBorrowers(deps: { db: Kysely<Database>; rules: ApplicationRules }, product: string): Promise<SeededBorrower[]> {
  const completed = deps.rules.checkout(product)?.completedStatus;
  if (!completed) return [];
  const out: SeededBorrower[] = [];
  for (const borrower of DEMO_BORROWERS) {
    const existing = await findUserByEmail(deps.db, borrower.email);
    if (existing) {
      const funded = await findFirstApplicationId(deps.db, existing.id);
      out.push({ ...described(borrower), applicationId: funded, created: false });
      continue;
    }
    const password = generatePassword();
    const account = await createAccount(deps, {
      email: borrower.email,
      firstName: borrower.firstName,
      lastName: borrower.lastName,
      password,
      passwordGenerated: false,
    });
    if (!account) continue; // another instance seeded it between the check and the insert
    const id = await deps.db.transaction().execute(async (trx) => {
      const at = new Date(Date.now() - 200 * 86_400_000);
      const application = await insertCreatedApplication(
        trx,
        {
          userId: account.id,
          product,
          status: completed,
          stage: deps.rules.lifecycleStages(product, completed)[0],
          data: fundedDocument(borrower),
          parentApplicationId: null,
          createdAt: at,
        },
        { patch: [], type: 'demo_seeded', byUser: false },
      );
      const loan = await insertLoan(trx, {
        applicationId: application.id,
        loanCode: newLoanCode(),
        fundedAmount: '80000.00',
        outstandingBalance: '41230.55',
        fundedAt: at,
      });
      if (borrower.renewable) await updateLoan(trx, loan.id, { renewable: true, at: new Date() });
      const data = withServerExtension(application.data, { loanId: loan.id, uniqueLoanCode: loan.loan_code, renewable: borrower.renewable });
      await overwriteApplicationDocument(trx, application.id, data);
      if (borrower.renewable) await notifyRenewal(trx, { userId: account.id, parentId: application.id, status: 'NOT_SUBMIT', at: new Date() });
      return application.id;
    });
    const renewing = deps.rules.products().find((p) => deps.rules.renewal(p)?.renews.includes(product));
    if (borrower.renewalStartedBy && renewing) await startRenewalForBorrower(deps, id, renewing, { salesChannel: borrower.renewalStartedBy });
    out.push({ ...described(borrower), applicationId: id, created: true, password });
  }
  return out;
}
