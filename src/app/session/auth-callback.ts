/**
 * The auth callback's address (spec 02 section 2, 'Additional routes'): a path starting with
 * `/access_token=` hands this site a session another of the lender's sites signed in (the customer
 * portal), as an implicit-grant fragment: `access_token`, then optional `token_type`,
 * `expires_in` and `state`. The rest of the path is the original hash; `state` carries the login
 * route's query (a renewal link's `renewal` and `applicationId`, or a `redirect`).
 */
import { AUTH_CALLBACK_PREFIX } from '../../engine/journey/site-paths';

export interface AuthCallback {
  accessToken: string;
  /** The login route's query, for the auth callback's routing (`authCallbackDestination`). */
  state: URLSearchParams;
}

export function isAuthCallbackPath(pathname: string): boolean {
  return pathname.startsWith(AUTH_CALLBACK_PREFIX);
}

/** Our tokens are compact JWTs: three base64url parts. Anything else is refused before any call. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Reads the original hash (the path after its leading `/`); null when it carries no usable token
 * or says it is not a bearer token.
 */
export function parseAuthCallback(originalHash: string): AuthCallback | null {
  const fragment = new URLSearchParams(originalHash.replace(/^[#/]+/, ''));
  const accessToken = fragment.get('access_token') ?? '';
  const tokenType = fragment.get('token_type');
  if (!COMPACT_JWT.test(accessToken) || accessToken.length > 4096) return null;
  if (tokenType !== null && tokenType.toLowerCase() !== 'bearer') return null;
  return { accessToken, state: new URLSearchParams(fragment.get('state') ?? '') };
}
