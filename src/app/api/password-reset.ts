/** Password reset by e-mailed link (spec 02 section 2, login route). */
import type { PasswordResetConfirm, PasswordResetRequest } from '../../engine/contract/auth.contract';
import { request } from './http';

/** Always answers the same, whether or not the e-mail has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  const body: PasswordResetRequest = { email };
  return request('POST', '/api/public/password-reset', { body, auth: false });
}

/** Sets the new password; a used, expired or unknown link is a 400 with `link_used`, `access_expired` or `invalid_link`. */
export function confirmPasswordReset(token: string, password: string): Promise<void> {
  const body: PasswordResetConfirm = { token, password };
  return request('POST', '/api/public/password-reset/confirm', { body, auth: false });
}
