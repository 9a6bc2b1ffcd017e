/**
 * The staff second factor: RFC 6238 time-based codes (6 digits, 30 seconds, SHA-1: what every
 * authenticator app reads from the QR code's otpauth URI), by the otpauth library. A code is
 * accepted one step either side of now (clock drift), and only once: the caller stores the step
 * it matched and refuses that step and earlier ones next time.
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totp(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: 'Loan portal operations', label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app is given (as a QR code or typed in). */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The code for a moment: for tests and the CLI's check, never sent by the server. */
export function totpCode(secretBase32: string, at: Date = new Date()): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}

/** The time step the code belongs to, or null when it is not a code of now (±1 step). */
export function matchedTotpStep(secretBase32: string, code: string, at: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
