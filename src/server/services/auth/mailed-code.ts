/**
 * The 6-digit code mailed to an account's address: the proof that the caller reads that mailbox.
 * Codes are stored hashed with the user id, live `MAILED_CODE_TTL_MINUTES` and are used once.
 */
import type { UserRow } from '../../db/tables/users.table';
import { appError } from '../../errors';
import { countRecentMailboxCodes, findMailboxCode, insertMailboxCode } from '../../repositories/mailbox-codes.repository';
import { findUserByEmail, normaliseEmail } from '../../repositories/users.repository';
import type { AuthServiceDeps } from '../service-deps';
import { reserveAttempt, type AttemptReservation } from './attempt-throttle';
import { setPasswordCodeMail } from './mail-templates';
import { generateNumericCode, hashUserCode } from './one-time-secrets';

/** No user has this id; an unknown e-mail's code is looked up with it, so both paths do the same work. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** Mails a new code to the user, unless as many are still live as there are tries (no flooding). */
export async function mailCode(deps: Pick<AuthServiceDeps, 'db' | 'config' | 'mail'>, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  const { mailedCodeTtlMinutes, codeLimit } = deps.config.auth;
  const since = new Date(Date.now() - codeLimit.windowSeconds * 1000);
  const limit = codeLimit.perAccount ?? codeLimit.perAddress;
  if ((await countRecentMailboxCodes(deps.db, { userId: user.id, purpose: 'set_password', since })) >= limit) return;

  const code = generateNumericCode();
  await insertMailboxCode(deps.db, {
    userId: user.id,
    purpose: 'set_password',
    codeHash: hashUserCode(user.id, code),
    expiresAt: new Date(Date.now() + mailedCodeTtlMinutes * 60_000),
  });
  await deps.mail.queue(deps.db, { message: setPasswordCodeMail(user.email, code, mailedCodeTtlMinutes) });
}

export interface VerifiedCode {
  user: UserRow;
  codeId: string;
  /** The check's reservation; released once the caller's work succeeded. */
  attempt: AttemptReservation;
}

/**
 * Checks a code for an e-mail. The try is counted first, per e-mail and per address (429 past
 * either); a wrong, used or expired code, or an e-mail without an account, answers `invalid_code`.
 */
export async function verifyMailedCode(
  deps: Pick<AuthServiceDeps, 'db' | 'config'>,
  input: { email: string; code: string; address: string },
): Promise<VerifiedCode> {
  const subject = normaliseEmail(input.email);
  const attempt = await reserveAttempt(deps.db, deps.config.auth.codeLimit, { scope: 'mailed_code', subject, address: input.address });
  const user = await findUserByEmail(deps.db, subject);
  const userId = user?.id ?? NO_USER_ID;
  const row = await findMailboxCode(deps.db, { purpose: 'set_password', codeHash: hashUserCode(userId, input.code.trim()), userId });
  if (!user || !row || row.used_at || row.expires_at.getTime() <= Date.now()) throw appError('AUTH_ERR_INVALID_CODE');
  return { user, codeId: row.id, attempt };
}
