/**
 * Sign-in through the lender's OpenID Connect provider: a real provider (node-oidc-provider) the
 * test starts, the portal built over PGlite with OIDC_* set. Each case drives the browser's part
 * by hand: /api/auth/oidc/start, the provider's pages, then the provider's answer at the callback.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientSettings } from '../../src/server/config';
import { loadOidcConfig } from '../../src/server/config/oidc';
import { SignInRefused, startSignIn } from '../../src/server/services/auth/oidc/oidc-sign-in';
import { findStaffByEmail } from '../../src/server/repositories/staff.repository';
import { addStaffMember } from '../../src/server/services/staff/staff-accounts';
import { bearer, signUp, uniqueEmail } from '../support/api-helpers';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { startTestServer, type TestServer } from '../support/test-server';

const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/api/auth/oidc/callback`;
const STAFF_CALLBACK = `${PORTAL}/api/staff/oidc/callback`;
const portalClient = { clientId: 'portal', clientSecret: 'portal-secret', redirectUris: [CALLBACK] };
const consoleClient = { clientId: 'portal-console', clientSecret: 'console-secret', redirectUris: [STAFF_CALLBACK] };

describe('sign-in through an OpenID Connect provider', () => {
  let provider: TestOidcProvider;
  let otherIssuer: TestOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    // A second client of the same provider, and a second provider that knows the portal's client too.
    provider = await startTestOidcProvider([portalClient, consoleClient, { clientId: 'other-client', clientSecret: 'other-secret', redirectUris: [CALLBACK] }]);
    otherIssuer = await startTestOidcProvider([portalClient]);
    server = await startTestServer('pglite', 'oidc-sign-in', {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: portalClient.clientId,
        OIDC_CLIENT_SECRET: portalClient.clientSecret,
        OIDC_STAFF_CLIENT_ID: consoleClient.clientId,
        OIDC_STAFF_CLIENT_SECRET: consoleClient.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await otherIssuer?.close();
  });

  /** GET /api/auth/oidc/start: the provider's address and the transaction cookie. */
  async function start(query: Record<string, string> = {}) {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start', query });
    expect(response.statusCode, response.body).toBe(302);
    const cookie = String(response.headers['set-cookie']).split(';')[0];
    return { location: String(response.headers.location), cookie };
  }

  /** The provider's answer delivered to the portal's callback, as the browser would. */
  async function callback(answer: URL, cookie: string | undefined) {
    expect(answer.origin + answer.pathname).toBe(CALLBACK);
    const response = await server.app.inject({ method: 'GET', url: `/api/auth/oidc/callback${answer.search}`, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, response.body).toBe(302);
    expect(String(response.headers['set-cookie'])).toMatch(/^portal_oidc_applicant=;.*Max-Age=0/);
    return String(response.headers.location);
  }

  /** The hand-over address's parts (spec 02 section 2: /access_token=... with the rest as the original hash). */
  function handOver(location: string) {
    expect(location.startsWith('/access_token=')).toBe(true);
    return new URLSearchParams(location.slice(1));
  }

  const refusal = (location: string) => {
    const url = new URL(location, PORTAL);
    expect(url.pathname).toBe('/login');
    return { error: url.searchParams.get('error'), description: url.searchParams.get('error_description') };
  };

  const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('tells the browser that sign-in is external', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/settings.json' });
    expect(response.json().signIn).toEqual({ external: true, staffExternal: true });
    expect(loadClientSettings({}).signIn).toEqual({ external: false, staffExternal: false });
    expect(loadOidcConfig({})).toBeNull();
  });

  it('sends the browser to the provider with PKCE, state and nonce, keeping them in a sealed httpOnly cookie', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_oidc_applicant=e1\./);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/api/auth/oidc/callback');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('creates the account of a new applicant from the verified e-mail and hands over a portal session', async () => {
    const email = uniqueEmail('oidc.new');
    const { location, cookie } = await start();
    const fragment = handOver(await callback(await signInAtProvider(location, email), cookie));
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.has('state')).toBe(false);
    const user = await me(fragment.get('access_token')!);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: email.toLowerCase(), passwordGenerated: false });
  });

  it('after a refusal asks the provider to show its sign-in again, so another account can be chosen', async () => {
    expect(new URL((await start()).location).searchParams.has('prompt')).toBe(false);
    const again = await start({ again: '1' });
    expect(new URL(again.location).searchParams.get('prompt')).toBe('login');
    // The provider takes the request, and the portal signs in whoever signs in there now.
    const email = uniqueEmail('oidc.again');
    const fragment = handOver(await callback(await signInAtProvider(again.location, email), again.cookie));
    expect((await me(fragment.get('access_token')!)).json()).toMatchObject({ email: email.toLowerCase() });
  });

  it('signs a returning applicant into their own account', async () => {
    const account = await signUp(server.app, { email: uniqueEmail('oidc.returning') });
    const { location, cookie } = await start();
    const fragment = handOver(await callback(await signInAtProvider(location, account.email), cookie));
    expect((await me(fragment.get('access_token')!)).json()).toMatchObject({ id: account.id, email: account.email.toLowerCase() });
  });

  it('carries a renewal link through the provider in the state bound when the sign-in began', async () => {
    const applicationId = randomUUID();
    const { location, cookie } = await start({ renewal: 'true', applicationId });
    const answer = await signInAtProvider(location, uniqueEmail('oidc.renewal'));
    // Whatever the browser adds to the provider's answer, the continuation is the one sealed at the start.
    answer.searchParams.set('applicationId', randomUUID());
    const fragment = handOver(await callback(answer, cookie));
    expect(Object.fromEntries(new URLSearchParams(fragment.get('state')!))).toEqual({ renewal: 'true', applicationId });
  });

  it('shows a refused consent on the login route, not a stack trace', async () => {
    const { location, cookie } = await start();
    expect(refusal(await callback(await signInAtProvider(location, null), cookie))).toEqual({
      error: 'access_denied',
      description: 'The user cancelled the sign-in.',
    });
  });

  it('refuses a replayed code with the spec\'s "used only once" text', async () => {
    const { location, cookie } = await start();
    const answer = await signInAtProvider(location, uniqueEmail('oidc.replay'));
    handOver(await callback(answer, cookie));
    expect(refusal(await callback(answer, cookie))).toEqual({ error: 'invalid_grant', description: 'This URL can be used only once' });
  });

  it('refuses a forged state, and a return without the transaction as expired access', async () => {
    const { location, cookie } = await start();
    const answer = await signInAtProvider(location, uniqueEmail('oidc.forged'));
    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state-value-of-some-length');
    expect(refusal(await callback(forged, cookie)).error).toBe('invalid_state');
    // Another browser's transaction (or none) does not complete this sign-in either.
    const other = await start();
    expect(refusal(await callback(answer, other.cookie)).error).toBe('invalid_state');
    expect(refusal(await callback(answer, undefined))).toEqual({ error: 'access_expired', description: 'Access expired.' });
  });

  it('refuses a code from another issuer', async () => {
    const { location, cookie } = await start();
    const elsewhere = new URL(location);
    const issued = new URL(otherIssuer.issuer);
    elsewhere.host = issued.host;
    const answer = await signInAtProvider(elsewhere.href, uniqueEmail('oidc.issuer'));
    expect(answer.searchParams.get('iss')).toBe(otherIssuer.issuer);
    expect(refusal(await callback(answer, cookie)).error).toBe('sign_in_failed');
  });

  it('refuses a code issued to another client of the provider', async () => {
    const { location, cookie } = await start();
    const forOther = new URL(location);
    forOther.searchParams.set('client_id', 'other-client');
    const answer = await signInAtProvider(forOther.href, uniqueEmail('oidc.client'));
    expect(answer.searchParams.has('code')).toBe(true);
    expect(refusal(await callback(answer, cookie)).error).toBe('invalid_grant');
  });

  it('says a provider that cannot be reached is unavailable, rather than failing', async () => {
    const unreachable = { issuer: 'http://127.0.0.1:9/', scope: 'openid email', applicant: { clientId: 'portal', redirectUri: null }, staff: null };
    const started = startSignIn({ oidc: unreachable, publicUrl: PORTAL, sealer: server.config.keys.sealer }, 'applicant', {});
    await expect(started).rejects.toBeInstanceOf(SignInRefused);
    await expect(started).rejects.toMatchObject({ error: 'provider_unavailable' });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const { location, cookie } = await start();
    const email = `unverified.${uniqueEmail('oidc')}`;
    expect(refusal(await callback(await signInAtProvider(location, email), cookie)).error).toBe('email_unverified');
  });

  describe('staff, with a client of their own', () => {
    async function staffSignIn(email: string) {
      const started = await server.app.inject({ method: 'GET', url: '/api/staff/oidc/start' });
      expect(started.statusCode, started.body).toBe(302);
      const answer = await signInAtProvider(String(started.headers.location), email);
      expect(answer.origin + answer.pathname).toBe(STAFF_CALLBACK);
      const cookie = String(started.headers['set-cookie']).split(';')[0];
      const response = await server.app.inject({ method: 'GET', url: `/api/staff/oidc/callback${answer.search}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(302);
      return new URL(String(response.headers.location), PORTAL);
    }

    it('asks the provider to show its sign-in again after a refusal', async () => {
      const again = await server.app.inject({ method: 'GET', url: '/api/staff/oidc/start', query: { again: '1' } });
      expect(again.statusCode, again.body).toBe(302);
      expect(new URL(String(again.headers.location)).searchParams.get('prompt')).toBe('login');
    });

    it('signs an existing staff member into the console, the token in the fragment only', async () => {
      const email = uniqueEmail('oidc.staff');
      await addStaffMember({ db: server.db, sealer: server.config.keys.sealer }, { email, fullName: 'Sam Staff', role: 'ops' });
      const landed = await staffSignIn(email);
      expect(landed.pathname + landed.search).toBe('/ops/login');
      const token = new URLSearchParams(landed.hash.slice(1)).get('staff_token')!;
      const member = await server.app.inject({ method: 'GET', url: '/api/ops/session', headers: bearer(token) });
      expect(member.statusCode).toBe(200);
      expect(member.json()).toMatchObject({ email: email.toLowerCase(), role: 'ops' });
      // A staff token opens no applicant route.
      expect((await me(token)).statusCode).toBe(401);
    });

    it('never makes a staff member of an e-mail the console does not know', async () => {
      const email = uniqueEmail('oidc.stranger');
      const landed = await staffSignIn(email);
      expect(landed.pathname).toBe('/ops/login');
      expect(landed.searchParams.get('error')).toBe('not_staff');
      expect(landed.hash).toBe('');
      expect(await findStaffByEmail(server.db, email.toLowerCase())).toBeUndefined();
    });
  });
});
