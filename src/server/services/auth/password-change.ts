import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { retireMailboxCodes } from '../../repositories/mailbox-codes.repository';
import { revokeUserSessions } from '../../repositories/sessions.repository';
import { updateUserPassword } from '../../repositories/users.repository';

/**
 * Stores a new password (already hashed) and ends everything the old one opened: every session is
 * revoked and every outstanding mailed link or code retired. Run it inside a transaction.
 */
export async function applyPasswordChange(
  trx: Kysely<Database>,
  userId: string,
  change: { passwordHash: string; passwordGenerated: boolean; at: Date },
): Promise<void> {
  await updateUserPassword(trx, userId, { passwordHash: change.passwordHash, passwordGenerated: change.passwordGenerated, resetAt: change.at });
  await revokeUserSessions(trx, userId, change.at);
  await retireMailboxCodes(trx, userId, 'password_reset', change.at);
  await retireMailboxCodes(trx, userId, 'set_password', change.at);
}
