import type { SetPasswordRequest } from '../../../engine/contract/auth.contract';
import { appError } from '../../errors';
import { consumeMailboxCode } from '../../repositories/mailbox-codes.repository';
import type { AuthServiceDeps } from '../service-deps';
import { clearFailedAttempts } from './attempt-throttle';
import { verifyMailedCode } from './mailed-code';
import { applyPasswordChange } from './password-change';
import { hashPassword } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';
import { eligibilityOf } from './reapplication.service';

/** The request, with the client address for the per-address limit. */
export type SetPasswordInput = SetPasswordRequest & { address: string };

/**
 * Sets the password of the account of `email` with the code the re-application check mailed to
 * it, once, and only while the account may re-apply (else 409 `APP_ERR_NOT_ELIGIBLE`). A wrong,
 * used or expired code answers `invalid_code`; tries count per e-mail and per address (429 past
 * the limit). The password must follow the rule and not be a common one; a refused one leaves
 * the code usable.
 */
export async function setPasswordWithCode(deps: Pick<AuthServiceDeps, 'db' | 'config' | 'rules'>, input: SetPasswordInput): Promise<void> {
  const { db } = deps;
  const { user, codeId, attempt } = await verifyMailedCode(deps, input);
  await attempt.release();
  if ((await eligibilityOf(deps, user.id)) !== 'ELIGIBLE_TO_REAPPLY') throw appError('APP_ERR_NOT_ELIGIBLE');
  await assertPasswordAllowed(input.password);

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    if (!(await consumeMailboxCode(trx, codeId, now))) throw appError('AUTH_ERR_INVALID_CODE');
    await applyPasswordChange(trx, user.id, { passwordHash, passwordGenerated: input.passwordGenerated ?? false, at: now });
  });
  await clearFailedAttempts(db, { scope: 'mailed_code', subject: user.email });
}
