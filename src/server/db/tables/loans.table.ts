import type { Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from './column-types';

/** A funded loan: what a completed application became. Money as decimal strings, like offers. */
export interface LoansTable {
  id: Generated<string>;
  /** The completed application that was funded. */
  application_id: string;
  /** The code the borrower quotes (uniqueLoanCode). */
  loan_code: string;
  funded_amount: string;
  /** What the borrower still owes; a renewal pays it off first. */
  outstanding_balance: string;
  /** The lender offers the borrower a renewal of this loan. */
  renewable: Generated<boolean>;
  funded_at: Timestamp;
  updated_at: GeneratedTimestamp;
}

export type LoanRow = Selectable<LoansTable>;
