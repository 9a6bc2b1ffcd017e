/**
 * What a sign-in through the provider must remember between leaving and coming back: the PKCE
 * verifier, the state and the nonce, and where the applicant goes afterwards (a renewal link's
 * `renewal` and `applicationId`, or a path of this site). It travels as a cookie sealed with the
 * server's keys (AES-256-GCM, bound to the kind of sign-in), httpOnly, for the callback's path
 * only and for ten minutes: the browser carries it but can neither read nor change it, and the
 * `state` the provider hands back must be the one sealed inside. The callback clears it, and the
 * provider accepts its code once, so a second use fails.
 */
import type { Sealer } from '../../../security/envelope-sealer';

export type SignInAudience = 'applicant' | 'staff' | 'owner';

/**
 * Where a signed-in applicant goes next: the login route's query, as the auth callback reads it.
 * An additional owner's sign-in carries the product whose owner page they came from, and may name
 * the application (`applicationId`) they are an owner of.
 */
export interface SignInContinuation {
  renewal?: 'true';
  applicationId?: string;
  redirect?: string;
  product?: string;
}

export interface SignInTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  continuation: SignInContinuation;
}

export const TRANSACTION_SECONDS = 600;

export function transactionCookieName(audience: SignInAudience): string {
  return `portal_oidc_${audience}`;
}

const contextOf = (audience: SignInAudience) => `oidc-sign-in|${audience}`;

export function sealTransaction(sealer: Sealer, audience: SignInAudience, transaction: SignInTransaction): string {
  return sealer.seal(JSON.stringify(transaction), contextOf(audience));
}

/** The transaction in the cookie, or null when it is missing, altered, sealed for the other kind of sign-in, or past its time. */
export async function openTransaction(
  sealer: Sealer,
  audience: SignInAudience,
  sealed: string | undefined,
  now = Date.now(),
): Promise<SignInTransaction | null> {
  if (!sealed) return null;
  let transaction: SignInTransaction;
  try {
    transaction = JSON.parse(await sealer.open(sealed, contextOf(audience))) as SignInTransaction;
  } catch {
    return null;
  }
  return transaction.expiresAt > now ? transaction : null;
}

/** Only the continuations the auth callback knows, in their expected shapes; anything else is dropped. */
export function continuationOf(query: Record<string, unknown>): SignInContinuation {
  const continuation: SignInContinuation = {};
  const applicationId = typeof query.applicationId === 'string' ? query.applicationId : '';
  if (query.renewal === 'true' && /^[A-Za-z0-9-]{1,64}$/.test(applicationId)) Object.assign(continuation, { renewal: 'true', applicationId });
  const redirect = typeof query.redirect === 'string' ? query.redirect : '';
  if (redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\') && redirect.length <= 512) continuation.redirect = redirect;
  return continuation;
}

/** The cookie header for the transaction; an empty value with no lifetime clears it. */
export function transactionCookie(audience: SignInAudience, value: string, options: { path: string; secure: boolean }): string {
  const parts = [`${transactionCookieName(audience)}=${value}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
  parts.push(value ? `Max-Age=${TRANSACTION_SECONDS}` : 'Max-Age=0');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** One cookie's value from a Cookie header (the sealed value is base64url and dots: no decoding needed). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
