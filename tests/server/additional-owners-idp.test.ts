/**
 * An additional owner signs in through the lender's identity provider instead of a mailed link
 * (decision 82), on PGlite and PostgreSQL: a real provider (node-oidc-provider, as the applicants'
 * sign-in tests use) and the portal with OIDC_* set. The provider's verified e-mail must be the
 * owner's on the application; they then get the same session a link gives, scoped to their own
 * item. Another address, an unverified one, and another application's owner get nothing of it.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { withAdditionalOwners } from '../engine/fixtures';
import { bearer, uniqueEmail } from '../support/api-helpers';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { describeEachDatabase } from '../support/test-databases';
import { checkoutFlow } from './checkout-flow';
import { useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-owner-provider-tests-01';
const PORTAL = 'http://portal.test';
const OWNER_CALLBACK = `${PORTAL}/api/owner/oidc/callback`;
const client = { clientId: 'portal', clientSecret: 'portal-secret', redirectUris: [`${PORTAL}/api/auth/oidc/callback`, OWNER_CALLBACK] };

describeEachDatabase('an additional owner signing in through the identity provider', (kind) => {
  let provider: TestOidcProvider;
  // Filled in once the provider listens, before the portal starts.
  const env: Record<string, string> = { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' };
  beforeAll(async () => {
    provider = await startTestOidcProvider([client]);
    Object.assign(env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: client.clientId, OIDC_CLIENT_SECRET: client.clientSecret });
  });
  afterAll(async () => {
    await provider?.close();
  });
  const server = useDocumentsServer(kind, 'owner-idp', { rules: () => createJourneyRules(path.resolve('journeys')), env, jobs: { enabled: false } });
  const app = () => server().app;
  const flow = checkoutFlow(app, OPS_TOKEN);

  /** An application in checkout with two co-owners of 30% (both sign), at addresses of their own. */
  async function withOwners() {
    const fixture = withAdditionalOwners(2, 40);
    const answers = { ...fixture, coOwners: fixture.coOwners.map((o) => ({ ...o, _extension: { email: uniqueEmail('idp.owner') } })) };
    const { id } = await flow.inCheckout(answers);
    return { id, owners: answers.coOwners };
  }

  /** From the owner page's button through the provider, signed in there as `email`: where the portal sends the browser. */
  async function signInAs(email: string, query: Record<string, string> = { product: 'tl' }) {
    const started = await app().inject({ method: 'GET', url: '/api/owner/oidc/start', query });
    expect(started.statusCode, started.body).toBe(302);
    const cookie = String(started.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^portal_oidc_owner=/);
    const answer = await signInAtProvider(String(started.headers.location), email);
    expect(answer.origin + answer.pathname).toBe(OWNER_CALLBACK);
    const back = await app().inject({ method: 'GET', url: `/api/owner/oidc/callback${answer.search}`, headers: { cookie } });
    expect(back.statusCode, back.body).toBe(302);
    expect(String(back.headers['set-cookie'])).toMatch(/^portal_oidc_owner=;.*Max-Age=0/);
    return new URL(String(back.headers.location), PORTAL);
  }

  const handedOver = (location: URL) => {
    expect(location.pathname).toBe('/tl/additional_owner');
    const token = new URLSearchParams(location.hash.slice(1)).get('owner_token');
    expect(token, location.href).toBeTruthy();
    return token!;
  };
  const refusal = (location: URL) => {
    expect(location.pathname).toBe('/tl/additional_owner');
    expect(location.hash).toBe('');
    return location.searchParams.get('error');
  };
  const part = (token: string) => app().inject({ method: 'GET', url: '/api/owner', headers: bearer(token) });

  it('signs an owner in whose verified e-mail is theirs on the application, to their own part only', async () => {
    const { id, owners } = await withOwners();
    const token = handedOver(await signInAs(owners[1]._extension.email.toUpperCase()));
    const mine = await part(token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ ownerName: `${owners[1].firstName} ${owners[1].lastName}`, email: owners[1]._extension.email });
    expect(JSON.stringify(mine.json())).not.toContain(owners[0]._extension.email);
    // The same session a link gives: their part, no applicant's route.
    expect((await app().inject({ method: 'GET', url: `/api/apps/${id}`, headers: bearer(token) })).statusCode).toBe(404);
    const row = await server()
      .db.selectFrom('owner_sessions')
      .selectAll()
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const owner = await server()
      .db.selectFrom('additional_owners')
      .select('id')
      .where('application_id', '=', id)
      .where('owner_index', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.id);
  });

  it('refuses an e-mail that is no owner’s, or not verified, and says why on the owner page', async () => {
    const { owners } = await withOwners();
    expect(refusal(await signInAs(uniqueEmail('idp.stranger')))).toBe('not_an_owner');
    // The provider has not verified the address: refused before any owner is looked for.
    expect(refusal(await signInAs(`unverified.${owners[0]._extension.email}`))).toBe('email_unverified');
    // The applicant's own address is no co-owner's.
    expect(refusal(await signInAs('jane@example.com.au'))).toBe('not_an_owner');
    // Trying again from the refusal asks the provider to show its sign-in, so the owner can choose
    // the account of their own address instead of being answered for the one it remembers.
    const again = await app().inject({ method: 'GET', url: '/api/owner/oidc/start', query: { product: 'tl', again: '1' } });
    expect(new URL(String(again.headers.location)).searchParams.get('prompt')).toBe('login');
    const location = await signInAs(owners[0]._extension.email, { product: 'tl', again: '1' });
    expect((await part(handedOver(location))).statusCode).toBe(200);
    // A product without the role has no owner sign-in.
    expect((await app().inject({ method: 'GET', url: '/api/owner/oidc/start', query: { product: 'us-tl' } })).statusCode).toBe(404);
  });

  it('gives another application’s owner nothing of this one', async () => {
    const mine = await withOwners();
    const theirs = await withOwners();
    // An owner of the other application, starting from this application's page: refused.
    expect(refusal(await signInAs(theirs.owners[0]._extension.email, { product: 'tl', applicationId: mine.id }))).toBe('not_an_owner');
    // Signed in for their own application, they see only their own item there.
    const token = handedOver(await signInAs(theirs.owners[0]._extension.email, { product: 'tl', applicationId: theirs.id }));
    const own = (await part(token)).json();
    expect(own.email).toBe(theirs.owners[0]._extension.email);
    expect(JSON.stringify(own)).not.toContain(mine.owners[0]._extension.email);
    expect((await app().inject({ method: 'GET', url: `/api/apps/${mine.id}/owners`, headers: bearer(token) })).statusCode).toBe(404);
    // This application's owner, named on the page, gets this application's part.
    const mineToken = handedOver(await signInAs(mine.owners[0]._extension.email, { product: 'tl', applicationId: mine.id }));
    expect((await part(mineToken)).json().email).toBe(mine.owners[0]._extension.email);
  });
});
