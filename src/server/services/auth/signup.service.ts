import { appError } from '../../errors';
import { insertUserUnlessTaken } from '../../repositories/users.repository';
import type { AuthServiceDeps } from '../service-deps';
import { hashPassword } from './password-hasher';

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  passwordGenerated?: boolean;
}

/**
 * Creates an account. A taken e-mail answers 400 `{ data: 'invalid_signup' }`, which sends the web
 * app to the reapplication check. The password is hashed first on both paths, so the answer
 * time does not tell whether the e-mail was taken.
 */
export async function signUp(deps: Pick<AuthServiceDeps, 'db'>, input: SignupInput): Promise<{ id: string; email: string }> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUserUnlessTaken(deps.db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordGenerated: input.passwordGenerated ?? false,
  });
  if (!user) throw appError('AUTH_ERR_INVALID_SIGNUP');
  return { id: user.id, email: user.email };
}
