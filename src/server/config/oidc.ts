/**
 * Sign-in through the lender's OpenID Connect provider (OIDC_ISSUER set); unset, the portal's own
 * accounts sign applicants in (the embedded default). Staff use the same provider only when a
 * client of their own is configured (OIDC_STAFF_CLIENT_ID).
 */
import type { Env } from './env-readers';
import { optionalText, readVariables, textVariable, variableArea } from './variables';

export const OidcVariables = variableArea('Sign-in through an identity provider', {
  OIDC_ISSUER: optionalText({
    meaning:
      "The lender's OpenID Connect issuer: applicants sign in with the provider (authorization code with PKCE) and `/login` starts that flow. Unset: the portal's own accounts. Plain http only for a provider on localhost ([decision 56](docs/decisions/0056-sign-in-through-an-openid-provider.md)).",
  }),
  OIDC_CLIENT_ID: optionalText({ meaning: "The portal's client at the provider; required with `OIDC_ISSUER`." }),
  OIDC_CLIENT_SECRET: optionalText({ meaning: "The client's secret; without one, a public client protected by PKCE alone." }),
  OIDC_REDIRECT_URI: optionalText({
    shownDefault: '`PUBLIC_URL/api/auth/oidc/callback`',
    meaning: 'Where the provider returns applicants (register it at the provider).',
  }),
  OIDC_SCOPE: textVariable({ default: 'openid email profile', meaning: 'The scopes asked for.' }),
  OIDC_STAFF_CLIENT_ID: optionalText({
    meaning:
      'A client of its own for the operations console: a verified e-mail of an existing, enabled staff member signs in; none is created. Require a second factor for this client at the provider.',
  }),
  OIDC_STAFF_CLIENT_SECRET: optionalText({ meaning: "The console client's secret." }),
  OIDC_STAFF_REDIRECT_URI: optionalText({ shownDefault: '`PUBLIC_URL/api/staff/oidc/callback`', meaning: 'Where the provider returns staff.' }),
});

export interface OidcClientConfig {
  clientId: string;
  /** None: a public client, which PKCE alone protects. */
  clientSecret?: string;
  /** Where the provider returns; null: this site's own callback under PUBLIC_URL. */
  redirectUri: string | null;
}

export interface OidcConfig {
  issuer: string;
  scope: string;
  applicant: OidcClientConfig;
  staff: OidcClientConfig | null;
}

export function loadOidcConfig(env: Env): OidcConfig | null {
  const read = readVariables(OidcVariables, env);
  const issuer = read.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  try {
    new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER must be the provider's issuer URL, not "${issuer}"`);
  }
  const clientId = read.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_ISSUER is set: set OIDC_CLIENT_ID too (and OIDC_CLIENT_SECRET for a confidential client)');
  const staffClientId = read.OIDC_STAFF_CLIENT_ID?.trim();
  return {
    issuer,
    scope: read.OIDC_SCOPE,
    applicant: { clientId, clientSecret: read.OIDC_CLIENT_SECRET, redirectUri: read.OIDC_REDIRECT_URI?.trim() || null },
    staff: staffClientId
      ? { clientId: staffClientId, clientSecret: read.OIDC_STAFF_CLIENT_SECRET, redirectUri: read.OIDC_STAFF_REDIRECT_URI?.trim() || null }
      : null,
  };
}
