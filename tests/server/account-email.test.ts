/**
 * The primary owner's e-mail is the account's (spec 01: disabled once the user is logged in): the
 * server creates the application with it whatever the browser sends, and refuses a change that
 * makes it differ from the account, on PGlite and PostgreSQL.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describeEachDatabase('account e-mail', (kind) => {
  let server: TestServer;
  const app = () => server.app;

  beforeAll(async () => {
    server = await startTestServer(kind, 'account_email', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => server?.close());

  const { owners, business } = completeTlApplication;
  const patch = (token: string, id: string, body: Record<string, unknown>) =>
    app().inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(token), payload: body });

  it('creates the application with the account e-mail, not the one the browser sent', async () => {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, {
      createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'someone-else@example.com.au', product: 'tl' },
      patchAppData: { owners: [{ ...owners[0], email: 'another@example.com.au' }], business },
    });
    expect((created.data.owners as { email: string }[])[0].email).toBe(user.email);
  });

  it('refuses a change of the e-mail, 422 at the field, and stores nothing', async () => {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { patchAppData: { owners, business } });
    const response = await patch(user.token, created.id, {
      patch: [{ op: 'replace', path: '/owners/0/email', value: 'new-address@example.com.au' }],
      version: created.version,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([
      { path: '/owners/0/email', key: 'accountEmailFixed', message: 'This is the e-mail you sign in with and it cannot be changed here.' },
    ]);
    const stored = await server.db.selectFrom('applications').select(['data', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ data: created.data, version: created.version });
  });

  it('accepts the same e-mail written again in other letter case, and other changes beside it', async () => {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { patchAppData: { owners, business } });
    const response = await patch(user.token, created.id, {
      patch: [
        { op: 'replace', path: '/owners/0/email', value: user.email.toUpperCase() },
        { op: 'replace', path: '/owners/0/firstName', value: 'Zoë' },
      ],
      version: created.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.owners[0].firstName).toBe('Zoë');
  });
});
