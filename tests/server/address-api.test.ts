/**
 * The address lookups on PGlite and PostgreSQL: signed-in applicants only, a limit per applicant
 * counted in the database (parallel requests included) apart from the register's, answers reused
 * from the cache only when the provider's terms allow, the owner's session token shared by the
 * suggestions and ended by the pick or a reset, each event's message from the catalogue, the
 * application's addresses, and the postcode and state checked together on every PATCH.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import type { AddressProvider } from '../../src/server/providers/address/address-provider';
import { createGazetteerAddressProvider } from '../../src/server/providers/address/gazetteer/gazetteer-address-provider';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { recordedAnswer } from '../support/recorded-google';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/test-databases';

const LIMIT = 6;
const catalogue = JSON.parse(readFileSync(new URL('../../journeys/messages.en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const gazetteer = createGazetteerAddressProvider();

/** The gazetteer, recording the calls that reach it and the session token each carried. */
function countedGazetteer(mayCache = true) {
  const calls: { call: string; sessionToken?: string }[] = [];
  const provider: AddressProvider = {
    id: 'gazetteer',
    mayCache,
    suggest: (input, options) => (calls.push({ call: `suggest ${input}`, sessionToken: options.sessionToken }), gazetteer.suggest(input, options)),
    details: (id, options) => (calls.push({ call: `details ${id}`, sessionToken: options.sessionToken }), gazetteer.details(id, options)),
    addressAt: (at, options) => (calls.push({ call: `at ${at.lat},${at.lng}` }), gazetteer.addressAt(at, options)),
  };
  return { provider, calls };
}

describeEachDatabase('address lookup API', (kind) => {
  let app: FastifyInstance;
  let uncached: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  const provider = countedGazetteer();
  const uncachedProvider = countedGazetteer(false);

  beforeAll(async () => {
    await gazetteer.prepare!();
    dataDir = await mkdtemp(join(tmpdir(), 'lj-address-'));
    database = await openTestDatabase(kind, 'address_lookups');
    const config = await loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://portal.test',
      ADDRESS_LIMIT_PER_ACCOUNT: String(LIMIT),
      REGISTER_LIMIT_PER_ACCOUNT: '2',
    });
    const applicationRules = await createJourneyRules(resolve('journeys'));
    app = await buildServer({
      config,
      db: database.db,
      applicationRules,
      logger: false,
      addressProvider: provider.provider,
      messages: catalogue,
      jobs: { enabled: false },
    });
    uncached = await buildServer({
      config,
      db: database.db,
      applicationRules,
      logger: false,
      addressProvider: uncachedProvider.provider,
      messages: catalogue,
      jobs: { enabled: false },
    });
    await Promise.all([app.ready(), uncached.ready()]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await uncached?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const get = (token: string | undefined, path: string, query: Record<string, string>, server = app) =>
    server.inject({ method: 'GET', url: `/api/address/${path}?${new URLSearchParams(query)}`, headers: token ? bearer(token) : {} });
  const suggest = (token: string | undefined, query: Record<string, string>, server = app) => get(token, 'suggest', { ownerId: 'owners/0', ...query }, server);
  const reset = (token: string | undefined, ownerId: string) =>
    app.inject({ method: 'POST', url: '/api/address/session/reset', headers: token ? bearer(token) : {}, payload: { ownerId } });
  const sessions = (userId: string) => database.db.selectFrom('address_sessions').selectAll().where('user_id', '=', userId).execute();

  it('answers 401 without a session, and asks the provider nothing', async () => {
    const before = provider.calls.length;
    expect((await suggest(undefined, { q: '12 george st sydney' })).statusCode).toBe(401);
    expect((await get(undefined, 'details', { id: 'gz:x', ownerId: 'business' })).statusCode).toBe(401);
    expect((await get(undefined, 'at', { lat: '-33.88', lng: '151.21' })).statusCode).toBe(401);
    expect((await reset(undefined, 'business')).statusCode).toBe(401);
    expect((await suggest('not-a-token', { q: '12 george st sydney' })).statusCode).toBe(401);
    expect(provider.calls.length).toBe(before);
  });

  it('suggests addresses, and a pick gives the parts for the fields, with no cache header', async () => {
    const { token } = await signUpAndLogIn(app);
    const answer = await suggest(token, { q: '3/12 crown st surry hills', lat: '-33.88', lng: '151.21' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const [first] = answer.json().suggestions;
    expect(first).toMatchObject({
      kind: 'found',
      text: '3/12 Crown Street, Surry Hills NSW 2010',
      mainText: '3/12 Crown Street',
      secondaryText: 'Surry Hills NSW 2010',
    });
    // A street the gazetteer does not know is on the wire as typed, never as found.
    const typed = await suggest(token, { q: '12 xyzzy rd surry hills' });
    expect(typed.json().suggestions).toEqual([expect.objectContaining({ kind: 'typed', text: '12 Xyzzy Road, Surry Hills NSW 2010' })]);
    const parts = await get(token, 'details', { id: first.id, ownerId: 'owners/0' });
    expect(parts.statusCode, parts.body).toBe(200);
    expect(parts.json()).toEqual({
      unitNumber: '3',
      streetNumber: '12',
      streetName: 'Crown',
      streetType: 'Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: '3/12 Crown Street, Surry Hills NSW 2010',
    });
  });

  it("shares one session token across an owner's suggestions; the pick ends it, and each owner has their own", async () => {
    const user = await signUpAndLogIn(app);
    const tokensOf = (q: string) => uncachedProvider.calls.filter((c) => c.call === `suggest ${q}`).map((c) => c.sessionToken);
    await suggest(user.token, { q: '9 pittwater rd manly' }, uncached);
    await suggest(user.token, { q: '9 pittwater rd manly v' }, uncached);
    await suggest(user.token, { q: '9 darling st balmain', ownerId: 'business' }, uncached);
    const [applicant] = tokensOf('9 pittwater rd manly');
    expect(applicant).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokensOf('9 pittwater rd manly v')).toEqual([applicant]);
    expect(tokensOf('9 darling st balmain')[0]).not.toBe(applicant);
    expect((await sessions(user.id)).map((s) => s.owner_id).sort()).toEqual(['business', 'owners/0']);

    const [pick] = (await suggest(user.token, { q: '9 pittwater rd manly' }, uncached)).json().suggestions;
    const before = uncachedProvider.calls.length;
    expect((await get(user.token, 'details', { id: pick.id, ownerId: 'owners/0' }, uncached)).statusCode).toBe(200);
    expect(uncachedProvider.calls[before].sessionToken).toBe(applicant);
    expect((await sessions(user.id)).map((s) => s.owner_id)).toEqual(['business']);
    // The next search of that owner is a new session.
    await suggest(user.token, { q: '10 pittwater rd manly' }, uncached);
    const next = uncachedProvider.calls.filter((c) => c.call === 'suggest 10 pittwater rd manly').at(-1)?.sessionToken;
    expect(next).toBeDefined();
    expect(next).not.toBe(applicant);
  });

  it("reset ends the owner's session (body ownerId), answers 204, and refuses an owner that is not one", async () => {
    const user = await signUpAndLogIn(app);
    await suggest(user.token, { q: '12 george st sydney', ownerId: 'coOwners/1' });
    expect(await sessions(user.id)).toHaveLength(1);
    const answer = await reset(user.token, 'coOwners/1');
    expect(answer.statusCode).toBe(204);
    expect(await sessions(user.id)).toHaveLength(0);
    expect((await reset(user.token, 'coOwners/1')).statusCode).toBe(204);
    expect((await reset(user.token, 'somebody')).statusCode).toBe(400);
    expect((await suggest(user.token, { q: '12 george st sydney', ownerId: '../owners' })).statusCode).toBe(400);
  });

  it('a second identical search comes from the cache; a provider whose terms forbid it is asked every time', async () => {
    const { token } = await signUpAndLogIn(app);
    const q = '7 wattle grove newtown';
    const first = await suggest(token, { q });
    const second = await suggest(token, { q: `  ${q.toUpperCase()} ` });
    expect(second.json()).toEqual(first.json());
    expect(provider.calls.filter((c) => c.call.toLowerCase() === `suggest ${q}`)).toHaveLength(1);
    await suggest(token, { q }, uncached);
    await suggest(token, { q }, uncached);
    expect(uncachedProvider.calls.filter((c) => c.call === `suggest ${q}`)).toHaveLength(2);
  });

  it('each event answers its message from the catalogue: no results, a failing service, no address at a point, an error there', async () => {
    const { token } = await signUpAndLogIn(app);
    const none = await suggest(token, { q: 'zzqx qqzz' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'ADDRESS_ERR_NO_RESULTS', messageKey: 'addressNoResults', params: [], message: catalogue.addressNoResults });
    const down = await suggest(token, { q: '12 unavailable street' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'ADDRESS_ERR_UNAVAILABLE', message: catalogue.addressNoResults });
    const sea = await get(token, 'at', { lat: '-38.5', lng: '160' });
    expect(sea.statusCode).toBe(404);
    expect(sea.json()).toMatchObject({ code: 'ADDRESS_ERR_NO_ADDRESS_AT_COORDINATES', message: catalogue.addressNoResultForCoordinates });
    const failing = await get(token, 'at', { lat: '0', lng: '0' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ code: 'ADDRESS_ERR_COORDINATES_FAILED', message: catalogue.addressCoordinatesFailed });
    const here = await get(token, 'at', { lat: '-33.8847', lng: '151.2111' });
    expect(here.json()).toMatchObject({ suburb: 'Surry Hills', state: 'NSW', postcode: '2010' });
    const short = await suggest(token, { q: 'a b' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'ADDRESS_ERR_QUERY', message: catalogue.addressSearchTooShort });
    expect((await get(token, 'at', { lat: '91', lng: '0' })).statusCode).toBe(400);
    expect((await get(token, 'details', { id: 'gz:|1|Fake|Street|Nowhere|NSW|2000', ownerId: 'business' })).statusCode).toBe(404);
  });

  it(`counts every lookup per applicant in the database, in parallel too: ${LIMIT} a minute, then 429 with Retry-After`, async () => {
    const user = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const responses = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        i % 2 ? suggest(user.token, { q: '12 george st sydney' }) : get(user.token, 'at', { lat: '-33.8847', lng: '151.2111' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    const retryAfter = Number(refused[0].headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0].json()).toMatchObject({
      code: 'ADDRESS_ERR_TOO_MANY_LOOKUPS',
      messageKey: 'addressTooManySearches',
      retryAfterSeconds: retryAfter,
      message: catalogue.addressTooManySearches.replace('{0}', String(retryAfter)),
    });
    // Another applicant has a limit of their own, and the register counts apart.
    expect((await suggest(other.token, { q: '12 george st sydney' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/business-register/search?q=70331724602', headers: bearer(user.token) })).statusCode).toBe(200);
    const rows = await database.db.selectFrom('lookup_limit_windows').select(['lookup', 'lookups']).where('user_id', '=', user.id).orderBy('lookup').execute();
    expect(rows).toEqual([
      { lookup: 'address', lookups: LIMIT + 4 },
      { lookup: 'businessRegister', lookups: 1 },
    ]);
  });

  it('a window that ended starts again', async () => {
    const user = await signUpAndLogIn(app);
    for (let i = 0; i < LIMIT; i++) expect((await suggest(user.token, { q: '12 george st sydney' })).statusCode).toBe(200);
    expect((await suggest(user.token, { q: '12 george st sydney' })).statusCode).toBe(429);
    await database.db
      .updateTable('lookup_limit_windows')
      .set({ window_started_at: new Date(Date.now() - 61_000) })
      .where('user_id', '=', user.id)
      .where('lookup', '=', 'address')
      .execute();
    expect((await suggest(user.token, { q: '12 george st sydney' })).statusCode).toBe(200);
  });

  it("answers an application's addresses and what each misses; another applicant's is not found", async () => {
    const user = await signUpAndLogIn(app);
    const { owners, business } = completeTlApplication;
    const created = await createApplicationFor(app, user.token, { patchAppData: { owners: [{ ...owners[0], streetType: undefined }], business } });
    const answer = await app.inject({ method: 'GET', url: `/api/apps/${created.id}/addresses`, headers: bearer(user.token) });
    expect(answer.statusCode, answer.body).toBe(200);
    const [businessAddress, applicant] = answer.json().addresses;
    expect(businessAddress).toMatchObject({ ownerId: 'business', state: 'NSW', postalCode: '2000', missing: [], complete: true });
    expect(applicant).toMatchObject({ ownerId: 'owners/0', missing: ['streetType'], complete: false });
    const stranger = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'GET', url: `/api/apps/${created.id}/addresses`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/apps/not-an-id/addresses', headers: bearer(user.token) })).statusCode).toBe(404);
  });

  it('refuses a PATCH whose postcode is not in its state, 422 with the field error, and stores nothing', async () => {
    const user = await signUpAndLogIn(app);
    const { owners, business } = completeTlApplication;
    const created = await createApplicationFor(app, user.token, { patchAppData: { owners, business } });
    const patch = (path: string, value: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/apps/${created.id}`,
        headers: bearer(user.token),
        payload: { patch: [{ op: 'replace', path, value }], version: created.version },
      });
    const refused = await patch('/business/postalCode', '3000');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: '/business/postalCode',
        key: 'postcodeNotInState',
        message: 'This postcode is not in NSW. Please check the postcode and the state.',
      }),
    ]);
    const owner = await patch('/owners/0/state', 'WA');
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors).toEqual([expect.objectContaining({ path: '/owners/0/postalCode', key: 'postcodeNotInState' })]);
    const stored = await database.db.selectFrom('applications').select(['data', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.version).toBe(created.version);
    expect((await patch('/business/postalCode', '2010')).statusCode).toBe(200);
  });
});

describeEachDatabase('address lookups with GOOGLE_MAPS_API_KEY set', (kind) => {
  const KEY = 'AIzaSy-never-in-a-log-000000000000000';
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    const denied = JSON.stringify(recordedAnswer('places-error-permission-denied.json').body);
    const { createServer } = await import('node:http');
    const { Writable } = await import('node:stream');
    const { loggerOptions } = await import('../../src/server/logging');
    // Google, on this machine: it refuses the key, as the real one refuses an unknown key.
    const google = createServer((request, response) => {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/json' }).end(denied);
    });
    await new Promise<void>((done) => google.listen(0, '127.0.0.1', done));
    const address = google.address() as { port: number };
    dataDir = await mkdtemp(join(tmpdir(), 'lj-address-google-'));
    database = await openTestDatabase(kind, 'address_google');
    const config = await loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://portal.test',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${address.port}`,
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildServer({
      config,
      db: database.db,
      applicationRules: (await import('../support/test-rules')).createTestRules(),
      logger: { ...loggerOptions('info'), stream },
      jobs: { enabled: false },
    });
    app.addHook('onClose', () => new Promise<void>((done) => google.close(() => done())));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('asks Google, answers the no-results message, and never logs the key', async () => {
    const { token } = await signUpAndLogIn(app);
    app.log.info({ config: app.config }, 'the configuration, as a careless line would log it');
    const response = await app.inject({ method: 'GET', url: '/api/address/suggest?q=12+george+st&ownerId=business', headers: bearer(token) });
    expect(app.addressProvider.id).toBe('google');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'ADDRESS_ERR_UNAVAILABLE', messageKey: 'addressNoResults' });
    const log = lines.join('');
    expect(log).toContain('the address service refused the portal');
    expect(log).toContain('the configuration, as a careless line would log it');
    expect(log).not.toContain(KEY);
    expect(response.body).not.toContain(KEY);
  });
});
