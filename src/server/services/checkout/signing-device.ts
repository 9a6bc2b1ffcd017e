/**
 * A signing link works in one browser: the first to use it (decision 64). That browser gets a
 * random secret in a cookie (HttpOnly, SameSite=Strict, Secure on https, for this link's API path
 * only) and the slot keeps the secret's hash; every later call with the link must carry it. A
 * token read from a log, a proxy or a shared screen therefore signs nothing: the owner's browser
 * opened the link before any request could log it. Whoever holds a link that no browser has
 * opened yet is its first user, as before; the owner who finds their link taken asks for a new
 * one, mailed to the owner's own address, which ends the old.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SignatureRow } from '../../db/tables/checkout.table';
import { appError } from '../../errors';
import { bindSignatureDevice } from '../../repositories/checkout.repository';
import { hashToken } from './signing-round';

export const SIGNING_DEVICE_COOKIE = 'portal_signing_device';
/** Longer than any link lives (the end of the signing day): the cookie never outlasts its use by much. */
const COOKIE_SECONDS = 2 * 24 * 60 * 60;

/** The API path a link's cookie is sent to, and only that. */
export const signingApiPath = (token: string) => `/api/signing/${token}`;

export function signingDeviceCookie(token: string, secret: string, options: { secure: boolean }): string {
  const parts = [`${SIGNING_DEVICE_COOKIE}=${secret}`, `Path=${signingApiPath(token)}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${COOKIE_SECONDS}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks that `presented` (the cookie's secret) is the browser the slot's link is bound to, or
 * binds the link to a new secret when no browser holds it yet; answers that new secret, for the
 * caller to set as the cookie. Refuses with SIGN_ERR_OTHER_DEVICE otherwise.
 */
export async function holdSigningDevice(
  db: Kysely<Database>,
  signature: Pick<SignatureRow, 'id' | 'token_sha256' | 'device_sha256'>,
  presented: string | undefined,
): Promise<{ newSecret?: string }> {
  if (signature.device_sha256 !== null) {
    if (presented && sameHash(hashToken(presented), signature.device_sha256)) return {};
    throw appError('SIGN_ERR_OTHER_DEVICE');
  }
  const secret = randomBytes(32).toString('base64url');
  // Two first opens at once: one binds, the other is the second device.
  if (!(await bindSignatureDevice(db, signature.id, signature.token_sha256, hashToken(secret)))) throw appError('SIGN_ERR_OTHER_DEVICE');
  return { newSecret: secret };
}
