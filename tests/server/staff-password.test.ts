/**
 * A staff member changes their own password: the current one asked again and counted as sign-ins
 * are, the new one by the password rule; their other sessions end, and the audit keeps neither.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addStaffMember, type StaffCredentials } from '../../src/server/services/staff/staff-accounts';
import { totpCode } from '../../src/server/services/staff/staff-totp';
import { bearer } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describeEachDatabase('a staff member changes their password', (kind) => {
  let server: TestServer;
  let staff: StaffCredentials;
  let here: string;
  const app = () => server.app;
  const logIn = (password: string, steps: number) =>
    app().inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: staff.member.email, password, code: totpCode(staff.totpSecret, new Date(Date.now() + steps * 30_000)) },
    });
  const change = (token: string, payload: object) => app().inject({ method: 'POST', url: '/api/ops/session/password', headers: bearer(token), payload });

  beforeAll(async () => {
    server = await startTestServer(kind, 'staff_password', { env: { LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '4', LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    staff = await addStaffMember(
      { db: server.db, sealer: server.config.keys.sealer },
      { email: `pw-${kind}@lender.test`, fullName: 'Pat Password', role: 'ops' },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks for the current password, applies the rule, ends the other sessions and audits no password', async () => {
    here = (await logIn(staff.password!, -1)).json().accessToken as string;
    const elsewhere = (await logIn(staff.password!, 0)).json().accessToken as string;

    const wrong = await change(here, { currentPassword: 'not-it', newPassword: 'Harbour-Lights-2031' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'STAFF_ERR_WRONG_PASSWORD', message: 'Your current password is not right.' });
    expect((await change(here, { currentPassword: staff.password, newPassword: staff.password })).json().code).toBe('STAFF_ERR_SAME_PASSWORD');
    expect((await change(here, { currentPassword: staff.password, newPassword: 'short' })).json().code).toBe('AUTH_ERR_PASSWORD_INVALID');
    expect((await change(here, { currentPassword: staff.password, newPassword: 'Password123' })).json().code).toBe('AUTH_ERR_PASSWORD_COMMON');

    const changed = await change(here, { currentPassword: staff.password, newPassword: 'Harbour-Lights-2031' });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(here) })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await logIn(staff.password!, 1)).statusCode).toBe(401);
    expect((await logIn('Harbour-Lights-2031', 1)).statusCode).toBe(200);

    const audit = await server.db.selectFrom('staff_actions').selectAll().where('staff_id', '=', staff.member.id).execute();
    expect(audit.map((a) => a.action)).toContain('POST /api/ops/session/password');
    expect(JSON.stringify(audit)).not.toContain('Harbour-Lights-2031');
    expect(JSON.stringify(audit)).not.toContain(staff.password);
  });

  it('counts wrong current passwords as sign-ins are: past the limit, 429 even with the right one', async () => {
    // The session that changed it carries on (a code signs in once a step, and the steps of now are spent).
    const token = here;
    const attempts = await Promise.all([1, 2, 3, 4, 5].map(() => change(token, { currentPassword: 'guess', newPassword: 'Another-Pass-2032' })));
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([400, 400, 400, 400, 429]);
    expect((await change(token, { currentPassword: 'Harbour-Lights-2031', newPassword: 'Another-Pass-2032' })).statusCode).toBe(429);
  });
});
