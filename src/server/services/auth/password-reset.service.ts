import type { PasswordResetConfirm } from '../../../engine/contract/auth.contract';
import { appError } from '../../errors';
import { reserveAttempt } from './attempt-throttle';
import { consumeMailboxCode, findMailboxCode, insertMailboxCode } from '../../repositories/mailbox-codes.repository';
import { findUserByEmail, normaliseEmail } from '../../repositories/users.repository';
import type { AuthServiceDeps } from '../service-deps';
import { passwordResetMail } from './mail-templates';
import { generateLinkToken, hashLinkToken } from './one-time-secrets';
import { applyPasswordChange } from './password-change';
import { hashPassword } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';

/**
 * Mails a single-use reset link when the account exists. The caller always gets the same answer,
 * so the endpoint does not tell whether an e-mail is registered. Every request counts, per e-mail
 * and per client address, whether or not the account exists; over the limit the caller gets 429.
 */
export async function requestPasswordReset(deps: Pick<AuthServiceDeps, 'db' | 'config' | 'mail'>, input: { email: string; address: string }): Promise<void> {
  const policy = deps.config.auth.resetLimit;
  const key = { scope: 'password_reset' as const, subject: normaliseEmail(input.email), address: input.address };
  await reserveAttempt(deps.db, policy, key);

  const user = await findUserByEmail(deps.db, key.subject);
  if (!user) return;
  const { passwordResetTtlMinutes } = deps.config.auth;
  const token = generateLinkToken();
  await insertMailboxCode(deps.db, {
    userId: user.id,
    purpose: 'password_reset',
    codeHash: hashLinkToken(token),
    expiresAt: new Date(Date.now() + passwordResetTtlMinutes * 60_000),
  });
  const link = `${deps.config.publicUrl}/login?reset_token=${encodeURIComponent(token)}&username=${encodeURIComponent(user.email)}`;
  await deps.mail.queue(deps.db, { message: passwordResetMail(user.email, link, passwordResetTtlMinutes) });
}

/**
 * Sets the password from a reset link, once. A used link answers `link_used` (the spec's 'This
 * URL can be used only once'), an expired one `access_expired`, an unknown one `invalid_link`.
 * The password must follow the rule and not be a common one; it counts as chosen by the user, and
 * every session of the account ends.
 */
export async function confirmPasswordReset(deps: Pick<AuthServiceDeps, 'db'>, input: PasswordResetConfirm): Promise<{ id: string }> {
  const row = await findMailboxCode(deps.db, { purpose: 'password_reset', codeHash: hashLinkToken(input.token) });
  if (!row) throw appError('AUTH_ERR_INVALID_LINK');
  if (row.used_at) throw appError('AUTH_ERR_LINK_USED');
  if (row.expires_at.getTime() <= Date.now()) throw appError('AUTH_ERR_ACCESS_EXPIRED');
  // A refused password leaves the link unused, so the user can choose another.
  await assertPasswordAllowed(input.password);

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeMailboxCode(trx, row.id, now))) throw appError('AUTH_ERR_LINK_USED');
    await applyPasswordChange(trx, row.user_id, { passwordHash, passwordGenerated: false, at: now });
  });
  return { id: row.user_id };
}
