/**
 * A certified OpenID provider (node-oidc-provider) on a port of its own, for the tests of sign-in
 * through the lender's provider. Its sign-in page is a plain form: type an e-mail and sign in, or
 * cancel (the provider then answers access_denied). Accounts are whatever e-mail is typed; one
 * starting with `unverified.` has `email_verified: false`. Consent is granted for its clients, as a
 * lender's provider does for its own applications. PKCE is required of every client.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body>
<h1>Sign in to ${escapeHtml(clientId)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>E-mail <input type="email" name="login" required></label>
<button type="submit" name="action" value="login">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></body></html>`;
}

function namesOf(email: string): { given_name: string; family_name: string } {
  const [given = 'Pat', family = 'Example'] = email
    .split('@')[0]
    .split('.')
    .filter((part) => part !== 'unverified');
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { given_name: title(given), family_name: title(family) };
}

export async function startTestOidcProvider(clients: TestClient[]): Promise<TestOidcProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // The e-mail in the ID token, as most providers put it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith('unverified.'), ...namesOf(id) }),
    }),
    loadExistingGrant: async (ctx: { oidc: { client: { clientId: string }; session: { accountId: string } } }) => {
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description}`;
    },
  });
  const providerCallback = provider.callback();

  handle = (request, response) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!interaction) return providerCallback(request, response);
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end(signInPage(details.uid, String(details.params.client_id)));
      }
      const form = await readForm(request);
      const result =
        form.get('action') === 'cancel'
          ? { error: 'access_denied', error_description: 'The user cancelled the sign-in.' }
          : { login: { accountId: (form.get('login') ?? '').trim().toLowerCase() } };
      await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  };

  return {
    issuer,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A browser of the provider's pages: follows its redirects with its cookies, and signs in as `email` (or cancels). */
export async function signInAtProvider(authorizationUrl: string, email: string | null): Promise<URL> {
  const cookies = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== origin) return url;
    const signingIn = url.pathname.startsWith('/interaction/');
    const response = await fetch(url, {
      method: signingIn ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(signingIn ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: signingIn ? new URLSearchParams(email === null ? { action: 'cancel' } : { action: 'login', login: email }).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('The provider redirected too many times');
}
