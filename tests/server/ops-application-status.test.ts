import { describe, expect, it } from 'vitest';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

const OPS_TOKEN = 'ops-token-for-the-status-tests-0123456789';

function setStatus(server: TestServer, id: string, payload: object, token: string | null = OPS_TOKEN) {
  return server.app.inject({
    method: 'POST',
    url: `/api/ops/applications/${id}/status`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}

describeEachDatabase('operations: application status', (kind) => {
  const server = useTestServer(kind, 'ops_status', { env: { OPS_TOKEN } });

  describe('POST /api/ops/applications/:id/status', () => {
    it("moves the application to the status's first lifecycle stage and records who did it (nobody: the system)", async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const response = await setStatus(server(), created.id, { status: 'EXPIRED' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'EXPIRED', stage: 'ApplicationExpired', version: created.version + 1 });

      const events = await server().db.selectFrom('application_events').selectAll().where('application_id', '=', created.id).orderBy('id').execute();
      expect(events.at(-1)).toMatchObject({ type: 'status_changed', user_id: null, stage_from: 'BasicInfo', stage_to: 'ApplicationExpired' });
    });

    it('takes a stage of the status and refuses one of another status or an unknown status', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      const moved = await setStatus(server(), created.id, { status: 'IN_PROGRESS', stage: 'BusinessInfo' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ status: 'IN_PROGRESS', stage: 'BusinessInfo' });
      expect((await setStatus(server(), created.id, { status: 'EXPIRED', stage: 'BusinessInfo' })).statusCode).toBe(400);
      expect((await setStatus(server(), created.id, { status: 'NO_SUCH_STATUS' })).statusCode).toBe(400);
      expect((await setStatus(server(), created.id, { status: 'expired' })).statusCode).toBe(400);
    });

    it('refuses a move the lifecycle does not allow: nothing leaves a terminal status', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      expect((await setStatus(server(), created.id, { status: 'EXPIRED' })).statusCode).toBe(200);
      const back = await setStatus(server(), created.id, { status: 'IN_PROGRESS' });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toEqual({
        code: 'APP_ERR_STATUS_NOT_ALLOWED',
        message: 'An application cannot move from EXPIRED to IN_PROGRESS.',
        from: 'EXPIRED',
        to: 'IN_PROGRESS',
      });
      const stored = await server().db.selectFrom('applications').select(['status', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 'EXPIRED', version: created.version + 1 });
    });

    it('needs the operations token: none, a wrong one or an applicant session answer 401', async () => {
      const user = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, user.token);
      expect((await setStatus(server(), created.id, { status: 'EXPIRED' }, null)).statusCode).toBe(401);
      expect((await setStatus(server(), created.id, { status: 'EXPIRED' }, `${OPS_TOKEN}x`)).statusCode).toBe(401);
      expect((await setStatus(server(), created.id, { status: 'EXPIRED' }, user.token)).statusCode).toBe(401);
      const unchanged = await server().db.selectFrom('applications').select(['status']).where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(unchanged.status).toBe('IN_PROGRESS');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await setStatus(server(), '00000000-0000-4000-8000-000000000000', { status: 'EXPIRED' })).statusCode).toBe(404);
      expect((await setStatus(server(), 'not-a-uuid', { status: 'EXPIRED' })).statusCode).toBe(404);
    });
  });
});
