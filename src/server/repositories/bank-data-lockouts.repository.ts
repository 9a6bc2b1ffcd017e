import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { BankDataLockoutRow, NewBankDataLockoutRow } from '../db/tables/bank-data-lockouts.table';

/** The application's lockout of this bank and login still running at `now`, if any. */
export async function findLockout(
  db: Kysely<Database>,
  key: { applicationId: string; bankId: string; loginKey: string },
  now: Date,
): Promise<BankDataLockoutRow | undefined> {
  return db
    .selectFrom('bank_data_lockouts')
    .selectAll()
    .where('application_id', '=', key.applicationId)
    .where('bank_id', '=', key.bankId)
    .where('login_key', '=', key.loginKey)
    .where('retry_after', '>', now)
    .executeTakeFirst();
}

/** Locks a bank and login until `retry_after`; a lockout already there takes the new end. */
export async function lockLogin(db: Kysely<Database>, lockout: NewBankDataLockoutRow): Promise<void> {
  await db
    .insertInto('bank_data_lockouts')
    .values(lockout)
    .onConflict((conflict) =>
      conflict.columns(['application_id', 'bank_id', 'login_key']).doUpdateSet((eb) => ({ retry_after: eb.ref('excluded.retry_after') })),
    )
    .execute();
}

/** Removes the application's lockouts, which name the logins tried (retention). */
export async function deleteLockouts(db: Kysely<Database>, applicationId: string): Promise<void> {
  await db.deleteFrom('bank_data_lockouts').where('application_id', '=', applicationId).execute();
}
