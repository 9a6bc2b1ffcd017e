/** Password reset by e-mailed link (spec 02 section 2, login route). */
import { request } from './http';

/** Always answers the same, whether or not the e-mail has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return request('POST', '/api/public/password-reset', { body: { email }, auth: false });
}

/** Sets the new password; a used, expired or unknown link is a 400 with `link_used`, `access_expired` or `invalid_link`. */
export function confirmPasswordReset(token: string, password: string): Promise<void> {
  return request('POST', '/api/public/password-reset/confirm', { body: { token, password }, auth: false });
}
