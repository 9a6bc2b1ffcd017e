/** Secrets sent by e-mail. Only their SHA-256 hashes are stored. */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { passwordProblem } from '../../../engine/validation/password-rule';

/** A 256-bit URL-safe token for a single-use link. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code, leading zeros kept. */
export function generateNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Codes are short, so their hash is bound to the user: the same code for two users hashes apart. */
export function hashUserCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** A password for accounts the server creates (demo seed), following the password rule. */
export function generatePassword(): string {
  for (;;) {
    const password = randomBytes(15).toString('base64url');
    if (passwordProblem(password) === null) return password;
  }
}
