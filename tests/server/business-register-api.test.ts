/**
 * GET /api/business-register/search on PGlite and PostgreSQL: signed-in applicants only, a limit
 * per applicant counted in the database, answers reused from the cache, the applicant's
 * conditions (activeOnly, requireAcn) and the no-results message from the catalogue.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { loggerOptions } from '../../src/server/logging';
import type { BusinessRegisterProvider } from '../../src/server/providers/business-register/business-register-provider';
import { createSandboxBusinessRegister } from '../../src/server/providers/business-register/sandbox/sandbox-business-register';
import { bearer, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/test-databases';
import { createTestRules } from '../support/test-rules';

const LIMIT = 5;
const catalogue = JSON.parse(readFileSync(new URL('../../journeys/messages.en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The sandbox, counting the calls that reach it. */
function countedSandbox() {
  const sandbox = createSandboxBusinessRegister();
  const calls: string[] = [];
  const provider: BusinessRegisterProvider = {
    id: 'sandbox',
    searchByAbn: (abn) => (calls.push(`abn ${abn}`), sandbox.searchByAbn(abn)),
    searchByAcn: (acn) => (calls.push(`acn ${acn}`), sandbox.searchByAcn(acn)),
    searchByName: (name, options) => (calls.push(`name ${name}`), sandbox.searchByName(name, options)),
  };
  return { provider, calls };
}

describeEachDatabase('business register search API', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  const register = countedSandbox();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lj-register-'));
    database = await openTestDatabase(kind, 'business_register');
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', REGISTER_LIMIT_PER_ACCOUNT: String(LIMIT) });
    app = await buildServer({
      config,
      db: database.db,
      applicationRules: createTestRules(),
      logger: false,
      businessRegister: register.provider,
      messages: catalogue,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const search = (token: string | undefined, query: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/business-register/search?${new URLSearchParams(query)}`, headers: token ? bearer(token) : {} });

  it('answers 401 without a session, and asks the register nothing', async () => {
    const before = register.calls.length;
    const response = await search(undefined, { q: '70331724602' });
    expect(response.statusCode).toBe(401);
    expect(register.calls.length).toBe(before);
    const forged = await search('not-a-token', { q: '70331724602' });
    expect(forged.statusCode).toBe(401);
  });

  it('finds an entity by ABN and by ACN, and names by name, with no cache header', async () => {
    const { token } = await signUpAndLogIn(app);
    const byAbn = await search(token, { q: '70 331 724 602' });
    expect(byAbn.statusCode, byAbn.body).toBe(200);
    expect(byAbn.headers['cache-control']).toBe('private, no-store');
    expect(byAbn.json()).toEqual({
      kind: 'abn',
      entity: {
        abn: '70331724602',
        abnStatus: 'Active',
        entityName: 'HARBOURSIDE BAKERY PTY LTD',
        acn: '331724602',
        entityTypeCode: 'PRV',
        entityTypeText: 'Australian Private Company',
        businessNames: ['Harbourside Bakery'],
        state: 'NSW',
        postcode: '2000',
      },
    });
    expect((await search(token, { q: '048243205' })).json()).toMatchObject({ kind: 'acn', entity: { abn: '64048243205', entityTypeCode: 'PUB' } });
    const byName = (await search(token, { q: 'harbour', activeOnly: 'true' })).json();
    expect(byName.kind).toBe('name');
    expect(byName.truncated).toBe(false);
    expect(byName.matches.map((m: { abn: string }) => m.abn)).toEqual(expect.arrayContaining(['70331724602', '53112611846']));
  });

  it('a second identical search is answered from the cache, without calling the register', async () => {
    const { token } = await signUpAndLogIn(app);
    const first = await search(token, { q: '81587015683' });
    const callsAfterFirst = register.calls.filter((c) => c === 'abn 81587015683').length;
    const second = await search(token, { q: '81 587 015 683' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(callsAfterFirst).toBe(1);
    expect(register.calls.filter((c) => c === 'abn 81587015683')).toHaveLength(1);
  });

  it('activeOnly makes a cancelled entity an error and leaves it out of name results', async () => {
    const { token } = await signUpAndLogIn(app);
    expect((await search(token, { q: '29311990404' })).json().entity.abnStatus).toBe('Cancelled');
    const refused = await search(token, { q: '29311990404', activeOnly: 'true' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'REGISTER_ERR_NOT_ACTIVE',
      messageKey: 'registerNotActive',
      params: ['business', 'ABN'],
      message: 'The business with that ABN is not active on the Australian Business Register. Search for an active one, or enter the details yourself.',
    });
    const names = await search(token, { q: 'coral coast', activeOnly: 'true' });
    expect(names.statusCode).toBe(404);
    expect(names.json().code).toBe('REGISTER_ERR_NO_RESULTS');
  });

  it('requireAcn makes an ABN without an ACN an error', async () => {
    const { token } = await signUpAndLogIn(app);
    const trust = await search(token, { q: '84380513071', requireAcn: 'true' });
    expect(trust.statusCode).toBe(422);
    expect(trust.json()).toMatchObject({ code: 'REGISTER_ERR_NO_ACN', params: ['company', 'ABN'] });
    expect(trust.json().message).toBe(
      'That ABN has no ACN on the Australian Business Register, so it is not a company. Search for the company by its name or ACN.',
    );
    expect((await search(token, { q: '94432807040', requireAcn: 'true' })).statusCode).toBe(200);
  });

  it('no result and a failing register answer the no-results message built from the name and number types', async () => {
    const { token } = await signUpAndLogIn(app);
    const none = await search(token, { q: '10300322808' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      code: 'REGISTER_ERR_NO_RESULTS',
      messageKey: 'registerNoResults',
      params: ['business', 'ABN'],
      message: "We couldn't find a business with that name or ABN on the Australian Business Register. Check what you typed, or enter the details yourself.",
    });
    // Away for now, not broken: 503 with Retry-After, the same words as no result (enter the details yourself).
    const down = await search(token, { q: 'register unavailable' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'REGISTER_ERR_UNAVAILABLE', messageKey: 'registerNoResults', message: none.json().message });
    const short = await search(token, { q: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('REGISTER_ERR_QUERY');
  });

  it(`counts every search per applicant in the database: ${LIMIT} a minute, then 429 with Retry-After`, async () => {
    const user = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const responses = await Promise.all(Array.from({ length: LIMIT + 3 }, () => search(user.token, { q: '70331724602' })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    const retryAfter = Number(refused[0].headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0].json()).toMatchObject({ code: 'REGISTER_ERR_TOO_MANY_SEARCHES', messageKey: 'registerTooManySearches', retryAfterSeconds: retryAfter });
    // Another applicant has a limit of their own.
    expect((await search(other.token, { q: '70331724602' })).statusCode).toBe(200);
    const row = await database.db
      .selectFrom('lookup_limit_windows')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('lookup', '=', 'businessRegister')
      .executeTakeFirstOrThrow();
    expect(row.lookups).toBe(LIMIT + 3);
  });

  it('a window that ended starts again', async () => {
    const user = await signUpAndLogIn(app);
    for (let i = 0; i < LIMIT; i++) expect((await search(user.token, { q: '70331724602' })).statusCode).toBe(200);
    expect((await search(user.token, { q: '70331724602' })).statusCode).toBe(429);
    await database.db
      .updateTable('lookup_limit_windows')
      .set({ window_started_at: new Date(Date.now() - 61_000) })
      .where('user_id', '=', user.id)
      .where('lookup', '=', 'businessRegister')
      .execute();
    expect((await search(user.token, { q: '70331724602' })).statusCode).toBe(200);
  });
});

describeEachDatabase('business register search with ABR_GUID set', (kind) => {
  const GUID = '5f3e0c2a-1111-4000-8000-0000000f00d5';
  const lines: string[] = [];
  const asked: URL[] = [];
  let register: Server;
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    // The register, on this machine: it refuses the GUID, as the real one does an unknown GUID.
    const refusal = readFileSync(new URL('../fixtures/business-register/exception-guid-not-recognised.xml', import.meta.url), 'utf8');
    register = createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://register.test'));
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(refusal);
    });
    await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(register.address() as AddressInfo).port}/abrxmlsearch/AbrXmlSearch.asmx`;
    dataDir = await mkdtemp(join(tmpdir(), 'lj-register-abr-'));
    database = await openTestDatabase(kind, 'business_register_abr');
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ABR_GUID: GUID, ABR_BASE_URL: baseUrl });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildServer({
      config,
      db: database.db,
      applicationRules: createTestRules(),
      logger: { ...loggerOptions('info'), stream },
      jobs: { enabled: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => register?.close(resolve));
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('calls the ABN Lookup service with the GUID, answers the no-results message, and never logs the GUID', async () => {
    const { token } = await signUpAndLogIn(app);
    app.log.info({ config: app.config }, 'the configuration, as a careless line would log it');
    const response = await app.inject({ method: 'GET', url: '/api/business-register/search?q=70331724602', headers: bearer(token) });
    expect(app.businessRegister.id).toBe('abr');
    expect(asked.map((u) => [u.pathname, u.searchParams.get('authenticationGuid')])).toEqual([['/abrxmlsearch/AbrXmlSearch.asmx/SearchByABNv202001', GUID]]);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'REGISTER_ERR_UNAVAILABLE', messageKey: 'registerNoResults' });
    expect(response.body).not.toContain(GUID);
    const log = lines.join('');
    expect(log).toContain('the business register refused the portal');
    expect(log).toContain('the configuration, as a careless line would log it');
    expect(log).not.toContain(GUID);
  });
});
