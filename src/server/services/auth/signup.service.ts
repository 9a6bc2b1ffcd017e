import type { AccountRef, SignupRequest } from '../../../engine/contract/auth.contract';
import { appError } from '../../errors';
import { insertUserUnlessTaken, normaliseEmail } from '../../repositories/users.repository';
import type { AuthServiceDeps } from '../service-deps';
import { reserveAttempt } from './attempt-throttle';
import { hashPassword } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';

/**
 * Creates an account. A taken e-mail answers 400 `{ data: 'invalid_signup' }`, which sends the web
 * app to the reapplication check. That answer tells whether an e-mail has an account, and every
 * sign-up costs an argon2id hash, so every request counts against a per-address limit before any
 * work (429 past it). The password is hashed first on both paths, so the answer time does not
 * tell whether the e-mail was taken.
 */
export async function signUp(deps: Pick<AuthServiceDeps, 'db' | 'config'>, input: SignupRequest & { address: string }): Promise<AccountRef> {
  await reserveAttempt(deps.db, deps.config.auth.signupLimit, { scope: 'signup', subject: normaliseEmail(input.email), address: input.address });
  await assertPasswordAllowed(input.password);
  const user = await createAccount(deps, input);
  if (!user) throw appError('AUTH_ERR_INVALID_SIGNUP');
  return user;
}

/** Hashes the password and inserts the user; answers undefined when the e-mail is taken. */
export async function createAccount(deps: Pick<AuthServiceDeps, 'db'>, input: SignupRequest): Promise<AccountRef | undefined> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUserUnlessTaken(deps.db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordGenerated: input.passwordGenerated ?? false,
  });
  return user && { id: user.id, email: user.email };
}
