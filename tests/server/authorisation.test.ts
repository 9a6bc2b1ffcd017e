import { expect, it } from 'vitest';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

describeEachDatabase('authorisation of applications', (kind) => {
  const server = useTestServer(kind, 'authorisation');

  it("hides user A's application from user B on every route, exactly like a missing one", async () => {
    const { app } = server();
    const alice = await signUpAndLogIn(app);
    const bob = await signUpAndLogIn(app);
    const application = await createApplicationFor(app, alice.token);
    const missing = '0b9a3c53-5d3f-4f1c-9a55-2f0f7a3c0000';

    const list = await app.inject({ method: 'GET', url: '/api/apps?filter=all', headers: bearer(bob.token) });
    expect(list.json()).toEqual({ items: [] });

    const read = await app.inject({ method: 'GET', url: `/api/apps/${application.id}`, headers: bearer(bob.token) });
    const readMissing = await app.inject({ method: 'GET', url: `/api/apps/${missing}`, headers: bearer(bob.token) });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(readMissing.json());

    const patch = { version: 1, patch: [{ op: 'add', path: '/hijacked', value: true }] };
    const write = await app.inject({ method: 'PATCH', url: `/api/apps/${application.id}`, headers: bearer(bob.token), payload: patch });
    const writeMissing = await app.inject({ method: 'PATCH', url: `/api/apps/${missing}`, headers: bearer(bob.token), payload: patch });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual(writeMissing.json());

    // Even a stale version does not reveal that the application exists.
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/apps/${application.id}`,
      headers: bearer(bob.token),
      payload: { ...patch, version: 7 },
    });
    expect(stale.statusCode).toBe(404);

    const own = await app.inject({ method: 'GET', url: `/api/apps/${application.id}`, headers: bearer(alice.token) });
    expect(own.json()).toMatchObject({ version: 1 });
    expect(own.json().data.hijacked).toBeUndefined();
  });

  it('answers 401 on every authenticated route without a token', async () => {
    const { app } = server();
    const alice = await signUpAndLogIn(app);
    const application = await createApplicationFor(app, alice.token);
    const calls = [
      { method: 'GET', url: '/api/apps' },
      { method: 'POST', url: '/api/apps', payload: { createAppData: { firstName: 'A', lastName: 'B', email: 'a@example.com.au', product: 'tl' } } },
      { method: 'GET', url: `/api/apps/${application.id}` },
      { method: 'PATCH', url: `/api/apps/${application.id}`, payload: { version: 1, patch: [] } },
      { method: 'GET', url: '/api/auth/me' },
      { method: 'POST', url: '/api/auth/renew' },
      { method: 'POST', url: '/api/auth/logout' },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().code).toBe('AUTH_ERR_UNAUTHENTICATED');
    }
  });
});
