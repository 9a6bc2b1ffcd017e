import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LoanRow } from '../db/tables/loans.table';

export function insertLoan(
  db: Kysely<Database>,
  loan: { applicationId: string; loanCode: string; fundedAmount: string; outstandingBalance: string; fundedAt: Date },
): Promise<LoanRow> {
  return db
    .insertInto('loans')
    .values({
      application_id: loan.applicationId,
      loan_code: loan.loanCode,
      funded_amount: loan.fundedAmount,
      outstanding_balance: loan.outstandingBalance,
      funded_at: loan.fundedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findLoanOfApplication(db: Kysely<Database>, applicationId: string): Promise<LoanRow | undefined> {
  return db.selectFrom('loans').selectAll().where('application_id', '=', applicationId).executeTakeFirst();
}

export function updateLoan(db: Kysely<Database>, id: string, change: { renewable: boolean; outstandingBalance?: string; at: Date }): Promise<LoanRow> {
  return db
    .updateTable('loans')
    .set({ renewable: change.renewable, ...(change.outstandingBalance ? { outstanding_balance: change.outstandingBalance } : {}), updated_at: change.at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
