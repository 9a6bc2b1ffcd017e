import type { Insertable, Selectable } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from './column-types';

/**
 * A bank asked to wait before the next sign-in with one login (20001, 20004, 60006): no attempt
 * of the application with that bank and login before `retry_after`. Other banks and logins are
 * free. The login is a hash (see bank-login-key.ts), never the username itself.
 */
export interface BankDataLockoutsTable {
  application_id: string;
  bank_id: string;
  login_key: string;
  retry_after: Timestamp;
  created_at: GeneratedTimestamp;
}

export type BankDataLockoutRow = Selectable<BankDataLockoutsTable>;
export type NewBankDataLockoutRow = Insertable<BankDataLockoutsTable>;
