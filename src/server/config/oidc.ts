/**
 * Sign-in through the lender's OpenID Connect provider (OIDC_ISSUER set); unset, the portal's own
 * accounts sign applicants in (the embedded default). Staff use the same provider only when a
 * client of their own is configured (OIDC_STAFF_CLIENT_ID).
 */
import { text, type Env } from './env-readers';

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
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  try {
    new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER must be the provider's issuer URL, not "${issuer}"`);
  }
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_ISSUER is set: set OIDC_CLIENT_ID too (and OIDC_CLIENT_SECRET for a confidential client)');
  const staffClientId = env.OIDC_STAFF_CLIENT_ID?.trim();
  return {
    issuer,
    scope: text(env, 'OIDC_SCOPE', 'openid email profile'),
    applicant: { clientId, clientSecret: env.OIDC_CLIENT_SECRET || undefined, redirectUri: env.OIDC_REDIRECT_URI?.trim() || null },
    staff: staffClientId
      ? { clientId: staffClientId, clientSecret: env.OIDC_STAFF_CLIENT_SECRET || undefined, redirectUri: env.OIDC_STAFF_REDIRECT_URI?.trim() || null }
      : null,
  };
}
