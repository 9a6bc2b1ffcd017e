/**
 * The authorization-code flow with PKCE against the lender's OpenID Connect provider, for
 * applicants and staff alike (each with a client of its own). Starting answers the provider's
 * address and the sealed transaction cookie; finishing checks the state against the cookie, has
 * openid-client redeem the code and verify the ID token (issuer, audience, nonce, signature,
 * expiry) and answers the verified e-mail. Every refusal is a SignInRefused whose `error` and
 * `description` the login route shows: an expired or replayed sign-in with the spec's own texts.
 */
import { normaliseEmail } from '../../../repositories/users.repository';
import * as client from 'openid-client';
import type { OidcClientConfig, OidcConfig } from '../../../config/oidc';
import type { Sealer } from '../../../security/envelope-sealer';
import { oidcConfiguration } from './oidc-configuration';
import {
  openTransaction,
  readCookie,
  sealTransaction,
  TRANSACTION_SECONDS,
  transactionCookie,
  transactionCookieName,
  type SignInAudience,
  type SignInContinuation,
} from './sign-in-transaction';

export interface OidcSignInDeps {
  oidc: OidcConfig;
  publicUrl: string;
  sealer: Sealer;
}

/** The spec's texts of the expired-access case (spec 02 section 2, the login route). */
export const ACCESS_EXPIRED = 'Access expired.';
export const LINK_USED = 'This URL can be used only once';
const NOT_COMPLETED = 'The sign-in could not be completed.';

export class SignInRefused extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    /** What went wrong, for the log only. */
    readonly detail?: unknown,
  ) {
    super(`${error}: ${description}`);
  }
}

export interface VerifiedIdentity {
  /** The provider's subject. */
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

const CALLBACK_PATHS: Record<SignInAudience, string> = {
  applicant: '/api/auth/oidc/callback',
  staff: '/api/staff/oidc/callback',
  owner: '/api/owner/oidc/callback',
};

function relyingParty(deps: OidcSignInDeps, audience: SignInAudience): OidcClientConfig {
  // An additional owner signs in with the applicants' client, returning to the owner's own callback under PUBLIC_URL.
  if (audience === 'owner') return { ...deps.oidc.applicant, redirectUri: null };
  const configured = audience === 'staff' ? deps.oidc.staff : deps.oidc.applicant;
  if (!configured) throw new Error(`No OpenID Connect client is configured for ${audience} sign-in`);
  return configured;
}

export function redirectUriOf(deps: OidcSignInDeps, audience: SignInAudience): URL {
  return new URL(relyingParty(deps, audience).redirectUri ?? `${deps.publicUrl}${CALLBACK_PATHS[audience]}`);
}

function cookieOptions(deps: OidcSignInDeps, audience: SignInAudience) {
  const redirectUri = redirectUriOf(deps, audience);
  return { path: redirectUri.pathname, secure: redirectUri.protocol === 'https:' };
}

/** The provider's metadata; a provider that cannot be reached is a refusal the login route says, not a server error. */
async function providerConfiguration(deps: OidcSignInDeps, audience: SignInAudience) {
  try {
    return await oidcConfiguration(deps.oidc.issuer, relyingParty(deps, audience));
  } catch (error) {
    throw new SignInRefused('provider_unavailable', 'The sign-in service cannot be reached just now. Please try again in a few minutes.', error);
  }
}

export interface StartOptions {
  /**
   * The last sign-in was refused (another account, an unverified e-mail): the provider is asked to
   * show its sign-in again (`prompt=login`) instead of answering at once for the account it
   * remembers, so the person can choose another.
   */
  askAgain?: boolean;
  now?: number;
}

export async function startSignIn(
  deps: OidcSignInDeps,
  audience: SignInAudience,
  continuation: SignInContinuation,
  { askAgain = false, now = Date.now() }: StartOptions = {},
): Promise<{ location: string; cookie: string }> {
  const configuration = await providerConfiguration(deps, audience);
  const codeVerifier = client.randomPKCECodeVerifier();
  const transaction = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier, expiresAt: now + TRANSACTION_SECONDS * 1000, continuation };
  const location = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUriOf(deps, audience).href,
    scope: deps.oidc.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    ...(askAgain ? { prompt: 'login' } : {}),
  });
  return { location: location.href, cookie: transactionCookie(audience, sealTransaction(deps.sealer, audience, transaction), cookieOptions(deps, audience)) };
}

/** The cookie header that clears the transaction: sent with every answer of the callback. */
export function clearedTransactionCookie(deps: OidcSignInDeps, audience: SignInAudience): string {
  return transactionCookie(audience, '', cookieOptions(deps, audience));
}

/** Error codes are short words; a provider's description is cut to a line. */
const providerError = (value: string | null | undefined) => (value && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : 'sign_in_failed');
const providerText = (value: string | null | undefined, fallback: string) => (value ? value.slice(0, 300) : fallback);

export async function finishSignIn(
  deps: OidcSignInDeps,
  audience: SignInAudience,
  query: URLSearchParams,
  cookieHeader: string | undefined,
): Promise<{ identity: VerifiedIdentity; continuation: SignInContinuation }> {
  const transaction = await openTransaction(deps.sealer, audience, readCookie(cookieHeader, transactionCookieName(audience)));
  if (!transaction) {
    // The provider's own refusal still says what happened; otherwise the sign-in took too long or began elsewhere.
    if (query.has('error')) throw new SignInRefused(providerError(query.get('error')), providerText(query.get('error_description'), NOT_COMPLETED));
    throw new SignInRefused('access_expired', ACCESS_EXPIRED);
  }
  if (query.get('state') !== transaction.state) throw new SignInRefused('invalid_state', NOT_COMPLETED, 'the state is not the one this browser was given');

  const configuration = await providerConfiguration(deps, audience);
  const callbackUrl = redirectUriOf(deps, audience);
  callbackUrl.search = query.toString();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) {
      throw new SignInRefused(providerError(error.error), providerText(error.error_description, NOT_COMPLETED), error);
    }
    // The provider redeems a code once, and only for the client it was issued to.
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') throw new SignInRefused('invalid_grant', LINK_USED, error);
    throw new SignInRefused('sign_in_failed', NOT_COMPLETED, error);
  }
  const idToken = tokens.claims();
  if (!idToken) throw new SignInRefused('sign_in_failed', NOT_COMPLETED, 'no ID token');
  // Providers that conform strictly put the e-mail in the UserInfo answer, not the ID token.
  const claims: Record<string, unknown> =
    typeof idToken.email === 'string'
      ? idToken
      : await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub).catch((error: unknown) => {
          throw new SignInRefused('sign_in_failed', NOT_COMPLETED, error);
        });
  const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
  if (!email || claims.email_verified !== true) {
    throw new SignInRefused('email_unverified', 'Your sign-in provider has not verified your e-mail address.', 'email missing or not verified');
  }
  return { identity: { subject: idToken.sub, email, ...namesOf(claims) }, continuation: transaction.continuation };
}

function namesOf(claims: Record<string, unknown>): { givenName: string; familyName: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  if (givenName || familyName) return { givenName, familyName };
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return { givenName: first, familyName: rest.join(' ') };
}
