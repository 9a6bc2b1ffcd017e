import { appError } from '../../errors';
import { findUserByEmail, normaliseEmail } from '../../repositories/users.repository';
import { insertSession } from '../../repositories/sessions.repository';
import type { AuthServiceDeps } from '../service-deps';
import { assertAttemptAllowed, clearFailedAttempts, recordAttempt } from './attempt-throttle';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import { issueSessionToken, type SessionToken } from './session-tokens';

export interface LoginInput {
  email: string;
  password: string;
  /** The client address, for the per-address limit. */
  address: string;
}

/**
 * Signs in: a wrong password and an unknown e-mail give the same answer in about the same time.
 * Failures count per account and per address; over the limit the caller gets 429.
 */
export async function logIn(deps: AuthServiceDeps, input: LoginInput): Promise<SessionToken> {
  const { db } = deps;
  const policy = deps.config.auth.loginLimit;
  const key = { scope: 'login' as const, subject: normaliseEmail(input.email), address: input.address };
  await assertAttemptAllowed(db, policy, key);

  const user = await findUserByEmail(db, key.subject);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await recordAttempt(db, policy, key);
    throw appError('AUTH_ERR_INVALID_CREDENTIALS');
  }
  await clearFailedAttempts(db, key);

  const now = new Date();
  const session = await insertSession(db, {
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.auth.sessionMaxHours * 3_600_000),
  });
  return issueSessionToken(deps, session, user, now);
}
