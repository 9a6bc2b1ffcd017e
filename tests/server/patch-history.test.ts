/**
 * The history keeps the difference between the stored documents: the request's own when the
 * server adds nothing, and with what the server adds (consent evidence) when it does.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { bearer, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describeEachDatabase('the history of a PATCH', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'patch_history', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => server?.close());

  const lastPatch = async (id: string) =>
    (await server.db.selectFrom('application_events').select('patch').where('application_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow()).patch;

  it('records the stored difference, with the evidence the server stamped on a consent', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: bearer(user.token),
      payload: { createAppData: { firstName: 'Jane', lastName: 'Citizen', email: user.email, product: 'tl' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json() as { id: string; version: number };

    const answered = await server.app.inject({
      method: 'PATCH',
      url: `/api/apps/${id}`,
      headers: bearer(user.token),
      payload: { version, patch: [{ op: 'add', path: '/hearAboutUs', value: 'TV' }] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await lastPatch(id)).toEqual([{ op: 'add', path: '/hearAboutUs', value: 'TV' }]);

    const consented = await server.app.inject({
      method: 'PATCH',
      url: `/api/apps/${id}`,
      headers: bearer(user.token),
      remoteAddress: '198.51.100.9',
      payload: {
        version: answered.json().version,
        patch: [
          { op: 'add', path: '/consents', value: {} },
          {
            op: 'add',
            path: '/consents/PRIVACY_CONSENT',
            value: { type: 'PRIVACY_CONSENT', timestamp: '2001-01-01T00:00:00.000Z', links: ['/legal/privacy.html'] },
          },
        ],
      },
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const stored = consented.json().data.consents.PRIVACY_CONSENT;
    expect(stored).toMatchObject({ ipAddress: '198.51.100.9' });
    expect(stored.timestamp).not.toBe('2001-01-01T00:00:00.000Z');
    expect(await lastPatch(id)).toEqual([{ op: 'add', path: '/consents', value: { PRIVACY_CONSENT: stored } }]);
  });
});
