import { passwordProblem } from '../../../engine/validation/password-rule';
import { appError } from '../../errors';
import { isCommonPassword } from './common-passwords';

/**
 * Every route that sets a password asks this first: the rule the browser shows (one source, in
 * the engine), then the list of common passwords, which only the server holds.
 */
export async function assertPasswordAllowed(password: string): Promise<void> {
  if (passwordProblem(password) !== null) throw appError('AUTH_ERR_PASSWORD_INVALID');
  if (await isCommonPassword(password)) throw appError('AUTH_ERR_PASSWORD_COMMON');
}
