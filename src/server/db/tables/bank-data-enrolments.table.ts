import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedTimestamp, NullableTimestamp } from './column-types';

export type EnrolmentStatus = 'task_required' | 'retrieving' | 'received' | 'failed';

/** A question the bank asks before it lets the provider in (multi-factor code, security answer). */
export interface EnrolmentTask {
  prompt: string;
  label: string;
}

/** A business account whose statements were retrieved; the number is masked. */
export interface EnrolledAccount {
  name: string;
  bsb: string;
  accountNumber: string;
  holder: string;
}

/**
 * The connection of an application to a bank through the bank-data provider. Credentials are
 * never stored: the provider's opaque reference to the signed-in session is.
 */
export interface BankDataEnrolmentsTable {
  id: Generated<string>;
  application_id: string;
  user_id: string;
  provider: string;
  bank_id: string;
  bank_name: string;
  status: EnrolmentStatus;
  provider_reference: string | null;
  task: ColumnType<EnrolmentTask | null, string | null, string | null>;
  /** A code of spec 02 section 8 (20001 ... 60008, uploadError, unsupportedBank, noResultFound). */
  error_code: string | null;
  /** The bank asked to wait (20001, 20004, 60006): no new attempt with this bank and login before this time. */
  retry_after: NullableTimestamp;
  /** The login signed in with, as a hash (bank-login-key.ts): a pause the bank reports later locks it. */
  login_key: ColumnType<string | null, string | null | undefined, string | null>;
  accounts: ColumnType<EnrolledAccount[], string | undefined, string>;
  /** The period the retrieved statements cover (date columns, answered as Date). */
  covered_from: ColumnType<Date | null, string | null, string | null>;
  covered_to: ColumnType<Date | null, string | null, string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type BankDataEnrolmentRow = Selectable<BankDataEnrolmentsTable>;
export type NewBankDataEnrolmentRow = Insertable<BankDataEnrolmentsTable>;
export type BankDataEnrolmentUpdate = Updateable<BankDataEnrolmentsTable>;
