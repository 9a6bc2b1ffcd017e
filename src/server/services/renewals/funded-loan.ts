/**
 * A completed application becomes a loan: its code, what was funded and what is owed (the
 * accepted offer's total repayment until the lender reports another balance). Not renewable
 * until the lender says so. The application keeps the loan's id and code in `_extension`.
 */
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { insertLoan } from '../../repositories/loans.repository';
import { recordApplicationChange } from '../applications/record-change';
import { withServerExtension } from './application-extension';

/** No 0/O or 1/I: the borrower reads the code out on the phone. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newLoanCode(): string {
  return `LN-${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

export async function recordFundedLoan(trx: Transaction<Database>, application: ApplicationRow, at: Date): Promise<ApplicationRow> {
  const decision = await findLatestDecision(trx, application.id);
  const terms = decision?.accepted_terms;
  if (!terms?.loanAmount || !terms.totalRepayment) throw new Error(`Application ${application.id} completed without accepted terms`);
  const loan = await insertLoan(trx, {
    applicationId: application.id,
    loanCode: newLoanCode(),
    fundedAmount: terms.loanAmount.toFixed(2),
    outstandingBalance: terms.totalRepayment,
    fundedAt: at,
  });
  return recordApplicationChange(trx, application, {
    data: withServerExtension(application.data, { loanId: loan.id, uniqueLoanCode: loan.loan_code, renewable: false }),
    userId: null,
    type: 'loan_funded',
    details: { loanId: loan.id },
    at,
  });
}
