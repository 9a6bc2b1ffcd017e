/**
 * The password rule (the spec's `passwordInvalid`): one source for the browser's forms and for
 * every server route that sets a password. The server also refuses common passwords; that list
 * is large, so it stays on the server.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Room for any passphrase and the generated 40-character password; argon2id never hashes more. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'blankPassword' | 'passwordInvalid';

/** The message key of what is wrong with the password, or null when it follows the rule. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'blankPassword';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'passwordInvalid';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return 'passwordInvalid';
  return null;
}
