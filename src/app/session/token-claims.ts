/**
 * The claims of our access token the browser needs (spec 01 section 6): `auth_time`, when the
 * session started, and `pwd_reset_at`, the user's last password reset (epoch seconds, 0 if never).
 * The payload is read, not verified: the server verifies every call; this only decides when the
 * browser itself should let go of a session.
 */
export interface SessionClaims {
  authTime: number;
  passwordResetAt: number;
}

export function readClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { auth_time?: unknown; pwd_reset_at?: unknown };
    return {
      authTime: typeof claims.auth_time === 'number' ? claims.auth_time : 0,
      passwordResetAt: typeof claims.pwd_reset_at === 'number' ? claims.pwd_reset_at : 0,
    };
  } catch {
    return null;
  }
}

/** A password reset after the session started makes the session stale. */
export function isStaleSession(token: string): boolean {
  const claims = readClaims(token);
  return claims !== null && claims.passwordResetAt > claims.authTime;
}
