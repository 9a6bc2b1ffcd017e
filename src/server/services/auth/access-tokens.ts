/**
 * Access tokens: short-lived JWTs signed with the server's key pair (EdDSA by default).
 *
 * Claims: `sub` user id, `sid` session id, `iat`, `exp`, `iss`, `aud`, `auth_time` (session
 * start, epoch seconds) and `pwd_reset_at` (the user's last password reset, epoch seconds, 0 if
 * never). The web app applies the spec's stale-session rule with the last two: a reset after the
 * session start means stale. The server applies the same rule on every request.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { SigningKeys } from '../../security/signing-keys';

export const TOKEN_AUDIENCE = 'loan-journey-portal-api';
/** Staff tokens name another audience, so neither kind of token opens the other's routes. */
export const STAFF_TOKEN_AUDIENCE = 'loan-journey-portal-staff';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** Session start. */
  authTime: Date;
  passwordResetAt: Date | null;
  expiresAt: Date;
  /** When the token is issued: the caller's clock, so a sign-in's token and session agree to the second. */
  issuedAt?: Date;
}

export async function issueAccessToken(keys: SigningKeys, issuer: string, claims: AccessTokenClaims, audience = TOKEN_AUDIENCE): Promise<string> {
  return new SignJWT({
    sid: claims.sessionId,
    auth_time: toEpochSeconds(claims.authTime),
    pwd_reset_at: claims.passwordResetAt ? toEpochSeconds(claims.passwordResetAt) : 0,
  })
    .setProtectedHeader({ alg: keys.algorithm, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(claims.issuedAt ? toEpochSeconds(claims.issuedAt) : undefined)
    .setExpirationTime(toEpochSeconds(claims.expiresAt))
    .sign(keys.privateKey);
}

export interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
}

interface VerifiedEntry {
  verified: VerifiedAccessToken;
  /** The token's `exp`, epoch seconds. */
  expires: number;
}

/**
 * Tokens whose signature and claims have been checked, per key pair: a token is sent with every
 * request of its lifetime, and checking its signature each time was a third of a read's CPU. Its
 * expiry is still checked on every use; the session behind it is looked up on every request
 * (session.service.ts), so signing out and revocation stay immediate. Keyed by the whole token:
 * any other bytes are verified afresh.
 */
const verifiedTokens = new WeakMap<SigningKeys, LRUCache<string, VerifiedEntry>>();
const VERIFIED_TOKENS_KEPT = 10_000;

/** Answers null for any token that is not ours, is malformed or has expired. */
export async function verifyAccessToken(keys: SigningKeys, issuer: string, token: string, audience = TOKEN_AUDIENCE): Promise<VerifiedAccessToken | null> {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new LRUCache({ max: VERIFIED_TOKENS_KEPT })));
  const key = `${audience} ${issuer} ${token}`;
  const known = cache.get(key);
  if (known) {
    if (toEpochSeconds(new Date()) < known.expires) return known.verified;
    cache.delete(key);
    return null;
  }
  const verified = await verifySignedToken(keys, issuer, token, audience);
  if (verified) cache.set(key, verified);
  return verified?.verified ?? null;
}

async function verifySignedToken(keys: SigningKeys, issuer: string, token: string, audience: string): Promise<VerifiedEntry | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [keys.algorithm],
      issuer,
      audience,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { verified: { userId: payload.sub, sessionId: payload.sid }, expires: payload.exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

function toEpochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
