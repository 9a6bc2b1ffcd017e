import { appError } from '../../errors';
import { consumeMailboxCode, findMailboxCode } from '../../repositories/mailbox-codes.repository';
import { findUserById } from '../../repositories/users.repository';
import type { AuthServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { assertAttemptAllowed, clearFailedAttempts, recordAttempt } from './attempt-throttle';
import { hashUserCode } from './one-time-secrets';
import { applyPasswordChange } from './password-change';
import { hashPassword } from './password-hasher';

export interface SetPasswordInput {
  userId: string;
  code: string;
  password: string;
  passwordGenerated?: boolean;
  address: string;
}

/**
 * Sets the password of `userId` with the code mailed by the reapplication check. A wrong, used or
 * expired code answers `invalid_code`; failures count per user and per address (429 past the limit).
 */
export async function setPasswordWithCode(
  deps: Pick<AuthServiceDeps, 'db' | 'config'>,
  input: SetPasswordInput,
): Promise<{ id: string; email: string }> {
  const { db } = deps;
  const policy = deps.config.auth.codeLimit;
  const key = { scope: 'mailed_code' as const, subject: input.userId, address: input.address };
  await assertAttemptAllowed(db, policy, key);

  const row = isUuid(input.userId)
    ? await findMailboxCode(db, { purpose: 'set_password', codeHash: hashUserCode(input.userId, input.code), userId: input.userId })
    : undefined;
  if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) {
    await recordAttempt(db, policy, key);
    throw appError('AUTH_ERR_INVALID_CODE');
  }

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    if (!(await consumeMailboxCode(trx, row.id, now))) throw appError('AUTH_ERR_INVALID_CODE');
    await applyPasswordChange(trx, row.user_id, { passwordHash, passwordGenerated: input.passwordGenerated ?? false, at: now });
  });
  await clearFailedAttempts(db, key);
  const user = await findUserById(db, row.user_id);
  return { id: row.user_id, email: user?.email ?? '' };
}
