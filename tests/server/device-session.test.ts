import { describe, expect, it } from 'vitest';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

function postDeviceSession(server: TestServer, token: string, id: string, payload: unknown) {
  return server.app.inject({ method: 'POST', url: `/api/apps/${id}/device-session`, headers: bearer(token), payload: payload as object });
}

describeEachDatabase('device-profiling session id', (kind) => {
  const server = useTestServer(kind, 'device_session');

  describe('POST /api/apps/:id/device-session', () => {
    it('writes _extension.threatMetrixSessionId, bumps the version and records an event', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token, { patchAppData: { _extension: { partnerCode: 'P1' } } });

      const response = await postDeviceSession(server(), user.token, created.id, { sessionId: 'a1b2c3-d4e5' });
      expect(response.statusCode, response.body).toBe(200);
      const application = response.json();
      expect(application.version).toBe(created.version + 1);
      expect(application.stage).toBe(created.stage);
      expect(application.data._extension).toEqual({ partnerCode: 'P1', dontSendAutoEmail: false, threatMetrixSessionId: 'a1b2c3-d4e5' });

      const events = await server().db.selectFrom('application_events').selectAll().where('application_id', '=', created.id).orderBy('id').execute();
      expect(events.map((e) => e.type)).toEqual(['created', 'device_session']);
      expect(events[1]).toMatchObject({ user_id: user.id, version: created.version + 1 });
      expect(events[1].patch).toEqual([{ op: 'add', path: '/_extension/threatMetrixSessionId', value: 'a1b2c3-d4e5' }]);
    });

    it('changes nothing when the same id is sent again', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const first = await postDeviceSession(server(), user.token, created.id, { sessionId: 'same-id' });
      const again = await postDeviceSession(server(), user.token, created.id, { sessionId: 'same-id' });
      expect(again.statusCode).toBe(200);
      expect(again.json().version).toBe(first.json().version);
    });

    it('refuses ids the profiling vendor would not accept', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      for (const sessionId of ['', 'has space', 'semi;colon', 'x'.repeat(129)]) {
        const response = await postDeviceSession(server(), user.token, created.id, { sessionId });
        expect(response.statusCode, sessionId).toBe(400);
      }
    });

    it("answers 404 for another user's application and 401 without a session", async () => {
      const owner = await signUpAndLogIn(server().app);
      const other = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, owner.token);
      expect((await postDeviceSession(server(), other.token, created.id, { sessionId: 'abc' })).statusCode).toBe(404);
      const anonymous = await server().app.inject({ method: 'POST', url: `/api/apps/${created.id}/device-session`, payload: { sessionId: 'abc' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
