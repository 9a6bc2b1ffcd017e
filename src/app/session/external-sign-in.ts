/**
 * Sign-in through the lender's OpenID Connect provider (settings `signIn.external`): the server's
 * /api/auth/oidc/start sends the browser to the provider and binds where it goes afterwards, so
 * only the login route's destination (a renewal link's `renewal` and `applicationId`, or a
 * `redirect`) is passed on; the provider's return reaches the auth callback address.
 */
export const EXTERNAL_SIGN_IN_START = '/api/auth/oidc/start';

const DESTINATION_PARAMS = ['renewal', 'applicationId', 'redirect'] as const;

export function externalSignInUrl(loginQuery: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of DESTINATION_PARAMS) {
    const value = loginQuery.get(name);
    if (value) query.set(name, value);
  }
  // Back from a refusal: the provider is asked to show its sign-in again, so another account can be chosen.
  if (loginQuery.has('error')) query.set('again', '1');
  const text = query.toString();
  return text ? `${EXTERNAL_SIGN_IN_START}?${text}` : EXTERNAL_SIGN_IN_START;
}

/** Whether the login route was opened to go somewhere (a renewal link, a guarded page), not just to sign in. */
export function hasDestination(loginQuery: URLSearchParams): boolean {
  return DESTINATION_PARAMS.some((name) => loginQuery.has(name));
}
