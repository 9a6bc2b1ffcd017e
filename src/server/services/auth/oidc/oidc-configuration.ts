/**
 * The provider's metadata and keys, discovered once per issuer and client and kept for the
 * process (openid-client refreshes the signing keys itself when the provider rotates them). A
 * failed discovery is forgotten, so a provider that was down at the first sign-in is asked again.
 */
import * as client from 'openid-client';
import type { OidcClientConfig } from '../../../config/oidc';

const discovered = new Map<string, Promise<client.Configuration>>();

/** Plain http only for a provider on this machine (development and tests); anything else must be https. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function oidcConfiguration(issuer: string, relyingParty: OidcClientConfig): Promise<client.Configuration> {
  const key = `${issuer} ${relyingParty.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const url = new URL(issuer);
    const authentication = relyingParty.clientSecret ? client.ClientSecretPost(relyingParty.clientSecret) : client.None();
    found = client.discovery(url, relyingParty.clientId, relyingParty.clientSecret, authentication, {
      execute: url.protocol === 'http:' && isLoopback(url) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}
