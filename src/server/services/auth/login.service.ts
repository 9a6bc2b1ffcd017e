import type { LoginRequest, SessionToken } from '../../../engine/contract/auth.contract';
import { appError } from '../../errors';
import { findUserByEmail, normaliseEmail } from '../../repositories/users.repository';
import { insertSession } from '../../repositories/sessions.repository';
import type { AuthServiceDeps } from '../service-deps';
import { clearFailedAttempts, reserveAttempt } from './attempt-throttle';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import { issueSessionToken } from './session-tokens';

/** The request, with the client address for the per-address limit. */
export type LoginInput = LoginRequest & { address: string };

/**
 * Signs in: a wrong password and an unknown e-mail give the same answer in about the same time.
 * The attempt is counted before the password is checked, so parallel guesses count each other;
 * past a limit (per account at this address, per address, per account) the caller gets 429.
 */
export async function logIn(deps: Pick<AuthServiceDeps, 'db' | 'config' | 'mail'>, input: LoginInput): Promise<SessionToken> {
  const { db } = deps;
  const key = { scope: 'login' as const, subject: normaliseEmail(input.email), address: input.address };
  await reserveAttempt(db, deps.config.auth.loginLimit, key);

  const user = await findUserByEmail(db, key.subject);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  // A failure keeps its reservation: it is what the limits count.
  if (!user || !passwordOk) throw appError('AUTH_ERR_INVALID_CREDENTIALS');
  await clearFailedAttempts(db, key);

  const now = new Date();
  const session = await insertSession(db, {
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.auth.sessionMaxHours * 3_600_000),
  });
  return issueSessionToken(deps, session, user, now);
}
