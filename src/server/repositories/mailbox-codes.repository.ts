import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MailboxCodePurpose, MailboxCodeRow } from '../db/tables/mailbox-codes.table';

export async function insertMailboxCode(
  db: Kysely<Database>,
  code: { userId: string; purpose: MailboxCodePurpose; codeHash: string; expiresAt: Date },
): Promise<MailboxCodeRow> {
  return db
    .insertInto('mailbox_codes')
    .values({ user_id: code.userId, purpose: code.purpose, code_hash: code.codeHash, expires_at: code.expiresAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findMailboxCode(
  db: Kysely<Database>,
  query: { purpose: MailboxCodePurpose; codeHash: string; userId?: string },
): Promise<MailboxCodeRow | undefined> {
  let select = db.selectFrom('mailbox_codes').selectAll().where('purpose', '=', query.purpose).where('code_hash', '=', query.codeHash);
  if (query.userId) select = select.where('user_id', '=', query.userId);
  return select.orderBy('created_at', 'desc').executeTakeFirst();
}

/**
 * Marks the code used if nobody used it first. Answers false when another request won the race,
 * so a code is honoured exactly once even under concurrency.
 */
export async function consumeMailboxCode(db: Kysely<Database>, id: string, at: Date): Promise<boolean> {
  const row = await db.updateTable('mailbox_codes').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Retires every outstanding code of a purpose for the user (after a password change). */
export async function retireMailboxCodes(db: Kysely<Database>, userId: string, purpose: MailboxCodePurpose, at: Date): Promise<void> {
  await db
    .updateTable('mailbox_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function countRecentMailboxCodes(db: Kysely<Database>, query: { userId: string; purpose: MailboxCodePurpose; since: Date }): Promise<number> {
  const row = await db
    .selectFrom('mailbox_codes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', query.userId)
    .where('purpose', '=', query.purpose)
    .where('created_at', '>', query.since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
