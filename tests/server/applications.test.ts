import { describe, expect, it } from 'vitest';
import { countApplicationEvents } from '../../src/server/repositories/applications.repository';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

function patchApp(server: TestServer, token: string, id: string, body: Record<string, unknown>) {
  return server.app.inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(token), payload: body });
}

describeEachDatabase('applications API', (kind) => {
  const server = useTestServer(kind, 'applications');

  describe('POST /api/apps', () => {
    it('creates an IN_PROGRESS application at the initial stage with the primary owner merged with the patch data', async () => {
      const user = await signUpAndLogIn(server().app);
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: bearer(user.token),
        payload: {
          createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'tl' },
          patchAppData: {
            owners: [{ id: 'tmp-1', uid: 'tmp-uid', primaryPhone: '0412345678', percentOwnership: 60 }],
            coOwners: [{ uid: 'tmp-2', firstName: 'Sam', percentOwnership: 40 }],
            business: { legalBusinessName: 'Citizen Plumbing Pty Ltd' },
            hearAboutUs: 'Search engine',
            _extension: { partnerCode: 'P123' },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const application = response.json();
      expect(application).toMatchObject({
        id: expect.any(String),
        product: 'tl',
        status: 'IN_PROGRESS',
        stage: 'BasicInfo',
        version: 1,
        salesChannel: 'WEB',
        parentApplicationId: null,
        submittedAt: null,
      });
      expect(new Date(application.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      // Owners and the business get the server's ids (spec 02 section 3).
      const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
      expect(application.data).toEqual({
        owners: [
          // The account's e-mail, whatever the browser sent.
          { id, firstName: 'Alex', lastName: 'Citizen', email: user.email, primaryPhone: '0412345678', percentOwnership: '60' },
        ],
        coOwners: [{ id, firstName: 'Sam', percentOwnership: '40' }],
        business: { id, legalBusinessName: 'Citizen Plumbing Pty Ltd' },
        hearAboutUs: 'Search engine',
        _extension: { partnerCode: 'P123', dontSendAutoEmail: false },
      });

      const events = await server().db.selectFrom('application_events').selectAll().where('application_id', '=', application.id).execute();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'created', stage_from: null, stage_to: 'BasicInfo', version: 1, user_id: user.id });
      // Only the difference between the created document and the merged one is recorded.
      const paths = (events[0].patch as { path: string }[]).map((operation) => operation.path).sort();
      expect(paths).toEqual(['/_extension', '/business', '/coOwners', '/hearAboutUs', '/owners/0/id', '/owners/0/percentOwnership', '/owners/0/primaryPhone']);
    });

    it('refuses an unknown product with 400', async () => {
      const user = await signUpAndLogIn(server().app);
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: bearer(user.token),
        payload: { createAppData: { firstName: 'A', lastName: 'B', email: 'a@example.com.au', product: 'overdraft' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('APP_ERR_UNKNOWN_PRODUCT');
    });

    it("passes the rules' refusal through as 422 and stores nothing", async () => {
      const user = await signUpAndLogIn(server().app);
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: bearer(user.token),
        payload: {
          createAppData: { firstName: 'A', lastName: 'B', email: 'a@example.com.au', product: 'tl' },
          patchAppData: { business: { legalBusinessName: 'invalid' } },
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ path: '/business/legalBusinessName', key: 'notAllowed', message: 'This value is not allowed.' }]);
      const list = await server().app.inject({ method: 'GET', url: '/api/apps', headers: bearer(user.token) });
      expect(list.json().items).toEqual([]);
    });

    it('records the landing page and the channel from the create call; the browser can read them but never write them', async () => {
      const user = await signUpAndLogIn(server().app);
      const landingPageUrl = 'https://partner.example.com/loans?utm_source=newsletter';
      const created = await createApplicationFor(server().app, user.token, {
        createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'tl', landingPageUrl },
      });
      expect(created).toMatchObject({ salesChannel: 'WEB', data: { _extension: { landingPageUrl, dontSendAutoEmail: false } } });
      const patched = await server().app.inject({
        method: 'PATCH',
        url: `/api/apps/${created.id}`,
        headers: bearer(user.token),
        payload: { stage: created.stage, version: created.version, patch: [{ op: 'replace', path: '/_extension/dontSendAutoEmail', value: true }] },
      });
      expect(patched.json().code).toBe('APP_ERR_RESERVED_PATH');
      for (const forged of [{ loanId: 'x' }, { renewable: true }, { landingPageUrl }]) {
        const refused = await server().app.inject({
          method: 'POST',
          url: '/api/apps',
          headers: bearer((await signUpAndLogIn(server().app)).token),
          payload: { createAppData: { firstName: 'A', lastName: 'B', email: 'a@example.com.au', product: 'tl' }, patchAppData: { _extension: forged } },
        });
        expect(refused.statusCode, JSON.stringify(forged)).toBe(400);
        expect(refused.json().code).toBe('APP_ERR_RESERVED_PATH');
      }
      const badUrl = await server().app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: bearer((await signUpAndLogIn(server().app)).token),
        payload: { createAppData: { firstName: 'A', lastName: 'B', email: 'a@example.com.au', product: 'tl', landingPageUrl: 'javascript:alert(1)' } },
      });
      expect(badUrl.statusCode).toBe(400);
    });

    it('links a renewal to a parent of the caller, and refuses a parent that is not theirs', async () => {
      const owner = await signUpAndLogIn(server().app);
      const stranger = await signUpAndLogIn(server().app);
      const parent = await createApplicationFor(server().app, owner.token);
      const renewal = await createApplicationFor(server().app, owner.token, {
        createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'renewal-tl' },
        patchAppData: { _extension: { parentApplicationId: parent.id } },
      });
      expect(renewal).toMatchObject({ product: 'renewal-tl', parentApplicationId: parent.id });

      const refused = await server().app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: bearer(stranger.token),
        payload: {
          createAppData: { firstName: 'S', lastName: 'T', email: 's@example.com.au', product: 'renewal-tl' },
          patchAppData: { _extension: { parentApplicationId: parent.id } },
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('APP_ERR_INVALID_PARENT');
    });
  });

  describe('GET /api/apps and /api/apps/:id', () => {
    it("lists the caller's applications latest first, filtered by product", async () => {
      const user = await signUpAndLogIn(server().app);
      const first = await createApplicationFor(server().app, user.token);
      const second = await createApplicationFor(server().app, user.token, {
        createAppData: { firstName: 'A', lastName: 'B', email: 'a@example.com.au', product: 'renewal-tl' },
        patchAppData: { _extension: { parentApplicationId: first.id } },
      });
      const all = await server().app.inject({ method: 'GET', url: '/api/apps?filter=all', headers: bearer(user.token) });
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({
        items: [
          { id: second.id, status: 'IN_PROGRESS', product: 'renewal-tl', stage: 'BasicInfo' },
          { id: first.id, status: 'IN_PROGRESS', product: 'tl', stage: 'BasicInfo' },
        ],
      });
      const unfiltered = await server().app.inject({ method: 'GET', url: '/api/apps', headers: bearer(user.token) });
      expect(unfiltered.json()).toEqual(all.json());
      const tl = await server().app.inject({ method: 'GET', url: '/api/apps?filter=tl', headers: bearer(user.token) });
      expect(tl.json().items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    });

    it('reads one application with its document and version', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const response = await server().app.inject({ method: 'GET', url: `/api/apps/${created.id}`, headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
    });

    it('answers 404 for a missing id and for a malformed one', async () => {
      const user = await signUpAndLogIn(server().app);
      for (const id of ['7d0c1f7e-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await server().app.inject({ method: 'GET', url: `/api/apps/${id}`, headers: bearer(user.token) });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('APP_ERR_NOT_FOUND');
      }
    });
  });

  describe('PATCH /api/apps/:id', () => {
    it('applies the patch, moves the stage, bumps the version and records an event', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const response = await patchApp(server(), user.token, created.id, {
        stage: 'FundingNeeds',
        version: 1,
        patch: [
          { op: 'add', path: '/threatMetrixSessionId', value: 'tmx-123' },
          { op: 'replace', path: '/owners/0/firstName', value: 'Alexandra' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({ version: 2, stage: 'FundingNeeds' });
      expect(updated.data.threatMetrixSessionId).toBe('tmx-123');
      expect(updated.data.owners[0].firstName).toBe('Alexandra');
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(updated.createdAt).getTime());

      const events = await server().db.selectFrom('application_events').selectAll().where('application_id', '=', created.id).orderBy('id').execute();
      expect(events.map((event) => [event.type, event.stage_from, event.stage_to, event.version])).toEqual([
        ['created', null, 'BasicInfo', 1],
        ['patched', 'BasicInfo', 'FundingNeeds', 2],
      ]);
      expect(events[1].patch).toHaveLength(2);
    });

    it('answers 409 with the current version for a stale one and writes nothing', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      expect((await patchApp(server(), user.token, created.id, { version: 1, patch: [{ op: 'add', path: '/a', value: 1 }] })).statusCode).toBe(200);

      const stale = await patchApp(server(), user.token, created.id, { version: 1, patch: [{ op: 'add', path: '/a', value: 2 }] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'APP_ERR_VERSION_CONFLICT', currentVersion: 2 });
      const current = await server().app.inject({ method: 'GET', url: `/api/apps/${created.id}`, headers: bearer(user.token) });
      expect(current.json()).toMatchObject({ version: 2, data: { a: 1 } });
      expect(await countApplicationEvents(server().db, created.id)).toBe(2);
    });

    it('lets exactly one of two concurrent patches with the same version win', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const answers = await Promise.all(
        ['left', 'right'].map((side) => patchApp(server(), user.token, created.id, { version: 1, patch: [{ op: 'add', path: '/side', value: side }] })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await countApplicationEvents(server().db, created.id)).toBe(2);
    });

    it('answers 400 naming the operation that fails to apply, and writes nothing', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const failedTest = await patchApp(server(), user.token, created.id, {
        version: 1,
        patch: [
          { op: 'add', path: '/hearAboutUs', value: 'Radio' },
          { op: 'test', path: '/owners/0/firstName', value: 'Somebody else' },
        ],
      });
      expect(failedTest.statusCode).toBe(400);
      expect(failedTest.json()).toMatchObject({ code: 'APP_ERR_INVALID_PATCH', operationIndex: 1, op: 'test' });
      expect(failedTest.json().message).toContain('Operation 1 (test');
      expect(failedTest.json().message).not.toContain('Alex');

      const missingPath = await patchApp(server(), user.token, created.id, {
        version: 1,
        patch: [{ op: 'replace', path: '/business/legalBusinessName', value: 'X' }],
      });
      expect(missingPath.statusCode).toBe(400);
      expect(missingPath.json()).toMatchObject({ code: 'APP_ERR_INVALID_PATCH', operationIndex: 0, op: 'replace' });

      const malformed = await patchApp(server(), user.token, created.id, { version: 1, patch: [{ op: 'jump', path: '/x' }] });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('REQUEST_ERR_VALIDATION');
      expect(malformed.json().message).toContain('patch/0/op');

      expect(await countApplicationEvents(server().db, created.id)).toBe(1);
      const current = await server().app.inject({ method: 'GET', url: `/api/apps/${created.id}`, headers: bearer(user.token) });
      expect(current.json()).toMatchObject({ version: 1 });
      expect(current.json().data.hearAboutUs).toBeUndefined();
    });

    it('refuses paths the server owns', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      for (const [index, operation] of [
        { op: 'add', path: '/status', value: 'APPROVED' },
        { op: 'add', path: '/__proto__/polluted', value: true },
        { op: 'replace', path: '', value: {} },
        { op: 'add', path: '/_extension', value: {} },
      ].entries()) {
        const patch = index === 3 ? [operation, { op: 'add', path: '/_extension/parentApplicationId', value: created.id }] : [operation];
        const response = await patchApp(server(), user.token, created.id, { version: 1, patch });
        expect(response.statusCode, JSON.stringify(operation)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'APP_ERR_RESERVED_PATH', operationIndex: index === 3 ? 1 : 0 });
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("passes the rules' errors through as 422 and writes no event", async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const refused = await patchApp(server(), user.token, created.id, {
        version: 1,
        patch: [{ op: 'add', path: '/business', value: { legalBusinessName: 'invalid' } }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'APP_ERR_RULES_REJECTED',
        errors: [{ path: '/business/legalBusinessName', key: 'notAllowed', message: 'This value is not allowed.' }],
      });
      const badStage = await patchApp(server(), user.token, created.id, { version: 1, stage: 'Nowhere', patch: [] });
      expect(badStage.statusCode).toBe(422);
      expect(badStage.json().errors[0].key).toBe('unknownStage');

      expect(await countApplicationEvents(server().db, created.id)).toBe(1);
      const current = await server().app.inject({ method: 'GET', url: `/api/apps/${created.id}`, headers: bearer(user.token) });
      expect(current.json()).toMatchObject({ version: 1, stage: 'BasicInfo' });
    });
  });

  it('keeps the audit trail append-only in the database itself', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    await expect(server().db.deleteFrom('application_events').where('application_id', '=', created.id).execute()).rejects.toThrow(/append-only/);
  });
});
