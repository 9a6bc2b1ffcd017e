/**
 * Staff accounts and the operations guard: a password and a one-time authenticator code sign a
 * staff member in; roles decide what they may change; applicant and staff tokens never open each
 * other's routes; every change is audited with who, what and why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, setStaffDisabled, type StaffCredentials } from '../../src/server/services/staff/staff-accounts';
import { totpCode } from '../../src/server/services/staff/staff-totp';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const THIRTY_SECONDS = 30_000;

describeEachDatabase('staff accounts and the operations guard', (kind) => {
  let server: TestServer;
  let admin: StaffCredentials;
  let ops: StaffCredentials;
  const app = () => server.app;
  const deps = () => ({ db: server.db, sealer: server.config.keys.sealer });
  let made = 0;
  // A code is used once and only codes of now (one step either side) count, so a member signs in
  // a few times at most: each test makes its own.
  const member = (role: 'ops' | 'admin', fullName = role === 'ops' ? 'Oscar Ops' : 'Ada Admin') =>
    addStaffMember(deps(), { email: `${role}-${made++}-${kind}@lender.test`, fullName, role });
  const codeAt = (c: StaffCredentials, steps: number) => totpCode(c.totpSecret, new Date(Date.now() + steps * THIRTY_SECONDS));
  const logIn = (c: StaffCredentials, overrides: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: c.member.email, password: c.password, code: totpCode(c.totpSecret), ...overrides },
    });
  const tokenOf = async (c: StaffCredentials, steps = 0) => {
    const answer = await logIn(c, { code: codeAt(c, steps) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().accessToken as string;
  };

  beforeAll(async () => {
    // Many sign-ins from one address: the limits are tested with applicants' sign-ins.
    server = await startTestServer(kind, 'staff_access', { env: { LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '1000', LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    admin = await member('admin');
    ops = await member('ops');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in with password and code, once per code, and the session reads back the member', async () => {
    const signedIn = await logIn(ops);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const { accessToken, member } = signedIn.json();
    expect(member).toEqual({ id: ops.member.id, email: ops.member.email, fullName: 'Oscar Ops', role: 'ops' });
    const me = await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(accessToken) });
    expect(me.json()).toMatchObject({ email: ops.member.email, role: 'ops' });
    // The same code again: refused, with the one answer every wrong part gets.
    const replayed = await logIn(ops);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'AUTH_ERR_INVALID_CREDENTIALS', message: 'The e-mail address, password or code is incorrect.' });
  });

  it('refuses a wrong password, a wrong or malformed code and an unknown e-mail alike', async () => {
    const answers = await Promise.all([
      logIn(admin, { password: `${admin.password}x` }),
      logIn(admin, { code: String((Number(totpCode(admin.totpSecret)) + 1) % 1_000_000).padStart(6, '0') }),
      logIn(admin, { code: 'abcdef' }),
      logIn(admin, { email: 'nobody@lender.test' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('The e-mail address, password or code is incorrect.');
    }
  });

  it('accepts one code once even when sign-ins race with it', async () => {
    const racer = await member('ops');
    const code = codeAt(racer, 0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => logIn(racer, { code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('counts code guesses per account, whatever the address: 20 wrong codes from 20 addresses get 5 checked', async () => {
    const target = await member('ops');
    const right = totpCode(target.totpSecret);
    const wrong = (i: number) => String((Number(right) + 1000 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app().inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: target.member.email, password: target.password, code: wrong(i) },
          remoteAddress: `10.77.${i}.1`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    // The right code now waits too: the budget is the account's.
    const late = await app().inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: target.member.email, password: target.password, code: right },
      remoteAddress: '10.77.99.1',
    });
    expect(late.statusCode).toBe(429);
    // A stranger without the password spends none of it: another member signs in at once.
    expect((await logIn(await member('ops'))).statusCode).toBe(200);
  });

  it('lets any staff member act on applications, and only an admin change product rules', async () => {
    const opsToken = await tokenOf(await member('ops'));
    const read = await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: bearer(opsToken) });
    expect(read.statusCode).toBe(200);
    const put = (token: string) =>
      app().inject({ method: 'PUT', url: '/api/ops/validation-rules/tl', headers: bearer(token), payload: { records: [], updatedBy: 'spoofed' } });
    const refused = await put(opsToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AUTH_ERR_FORBIDDEN', message: 'This needs an administrator.' });
    const lead = await member('admin');
    const replaced = await put(await tokenOf(lead));
    expect(replaced.statusCode).toBe(200);
    // A staff member is named by their account, whatever the body says.
    expect(replaced.json().updatedBy).toBe(lead.member.email);
  });

  it('keeps applicant and staff tokens apart, and keeps the machine token for the lender’s systems', async () => {
    const applicant = await signUpAndLogIn(app());
    expect((await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: bearer(applicant.token) })).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(applicant.token) })).statusCode).toBe(401);
    const staffToken = await tokenOf(await member('ops'));
    expect((await app().inject({ method: 'GET', url: '/api/auth/me', headers: bearer(staffToken) })).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: '/api/apps', headers: bearer(staffToken) })).statusCode).toBe(401);
    const machine = bearer(server.config.ops.token);
    expect((await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: machine })).statusCode).toBe(200);
    // The machine token has no session of its own.
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: machine })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl' })).statusCode).toBe(401);
  });

  it('audits each change with who, what and why; a refused change writes nothing', async () => {
    const applicant = await signUpAndLogIn(app());
    const application = await createApplicationFor(app(), applicant.token);
    const auditor = await member('admin');
    const adminToken = await tokenOf(auditor);
    const move = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: `/api/ops/applications/${application.id}/status`, headers, payload });
    expect((await move(bearer(adminToken), { status: 'EXPIRED', reason: 'Asked by phone to close it' })).statusCode).toBe(200);
    expect((await move(bearer(server.config.ops.token), { status: 'IN_PROGRESS' })).statusCode).toBe(409);
    const actions = await server.db.selectFrom('staff_actions').selectAll().where('application_id', '=', application.id).orderBy('id').execute();
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      staff_id: auditor.member.id,
      actor: auditor.member.email,
      action: 'POST /api/ops/applications/:id/status',
      reason: 'Asked by phone to close it',
      details: { body: { status: 'EXPIRED', reason: 'Asked by phone to close it' } },
    });
    expect(actions[0].created_at).toBeInstanceOf(Date);
  });

  it('lets an administrator (or the machine token) add staff, with no secret in the answer, and nobody else', async () => {
    const add = (headers: Record<string, string>, email: string) =>
      app().inject({ method: 'POST', url: '/api/ops/staff', headers, payload: { email, fullName: 'Nina New', role: 'ops' } });
    const email = `new-${kind}@lender.test`;
    const added = await add(bearer(await tokenOf(await member('admin'))), email);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ member: expect.objectContaining({ email, role: 'ops', fullName: 'Nina New' }), enrolmentExpiresAt: expect.any(String) });
    // The member enrols through the link mailed to them (staff-enrolment.test.ts); the answer held nothing to sign in with.
    expect((await server.outbox(email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Set up your .* operations console account$/)]);
    expect((await add(bearer(server.config.ops.token), email)).json()).toMatchObject({ code: 'STAFF_ERR_EXISTS' });
    expect((await add(bearer(await tokenOf(await member('ops'))), `other-${kind}@lender.test`)).statusCode).toBe(403);
    // An administrator is made by an administrator: the machine token may add staff, not admins.
    const byMachine = await app().inject({
      method: 'POST',
      url: '/api/ops/staff',
      headers: bearer(server.config.ops.token),
      payload: { email: `minted-${kind}@lender.test`, fullName: 'Mallory Minted', role: 'admin' },
    });
    expect(byMachine.statusCode).toBe(403);
    expect(await server.db.selectFrom('staff_members').select('id').where('email', '=', `minted-${kind}@lender.test`).execute()).toEqual([]);
  });

  it('audits refused attempts too: who (or from where) and what was tried', async () => {
    const applicant = await signUpAndLogIn(app());
    const application = await createApplicationFor(app(), applicant.token);
    const climber = await member('ops');
    const escalation = await app().inject({
      method: 'POST',
      url: '/api/ops/staff',
      headers: bearer(await tokenOf(climber)),
      payload: { email: `climb-${kind}@lender.test`, fullName: 'Cliff Climber', role: 'admin' },
    });
    expect(escalation.statusCode).toBe(403);
    const anonymous = await app().inject({
      method: 'POST',
      url: `/api/ops/applications/${application.id}/status`,
      payload: { status: 'EXPIRED' },
      remoteAddress: '10.66.0.7',
    });
    expect(anonymous.statusCode).toBe(401);
    const refused = await server.db.selectFrom('staff_actions').selectAll().where('details', 'is not', null).orderBy('id').execute();
    expect(refused.filter((a) => (a.details as { refused?: number })?.refused === 403 && a.actor === climber.member.email)).toEqual([
      expect.objectContaining({ action: 'POST /api/ops/staff', staff_id: climber.member.id }),
    ]);
    const unidentified = refused.filter((a) => a.application_id === application.id);
    expect(unidentified).toEqual([
      expect.objectContaining({ actor: 'unidentified caller at 10.66.0.7', action: 'POST /api/ops/applications/:id/status', details: { refused: 401 } }),
    ]);
    const history = (await app().inject({ method: 'GET', url: `/api/ops/applications/${application.id}`, headers: bearer(server.config.ops.token) })).json()
      .history;
    expect(history.at(-1)).toMatchObject({
      kind: 'staff',
      what: 'POST /api/ops/applications/:id/status (refused: 401)',
      who: 'unidentified caller at 10.66.0.7',
    });
  });

  it('ends sessions on sign-out and when an account is disabled, and refuses the disabled member', async () => {
    const leaver = await member('ops');
    const first = await tokenOf(leaver, 0);
    expect((await app().inject({ method: 'POST', url: '/api/ops/session/logout', headers: bearer(first) })).statusCode).toBe(204);
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(first) })).statusCode).toBe(401);

    const second = await tokenOf(leaver, 1);
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(second) })).statusCode).toBe(200);
    await setStaffDisabled(deps(), leaver.member.email, true);
    expect((await app().inject({ method: 'GET', url: '/api/ops/session', headers: bearer(second) })).statusCode).toBe(401);
    const other = await member('ops');
    await setStaffDisabled(deps(), other.member.email, true);
    expect((await logIn(other)).statusCode).toBe(401);
  });
});

describe('staff sign-in by code', () => {
  it('a code is a time step apart from the next', async () => {
    const { matchedTotpStep, newTotpSecret } = await import('../../src/server/services/staff/staff-totp');
    const secret = newTotpSecret();
    const at = new Date('2026-11-24T10:00:10Z');
    const step = Math.floor(at.getTime() / THIRTY_SECONDS);
    expect(matchedTotpStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchedTotpStep(secret, totpCode(secret, new Date(at.getTime() - THIRTY_SECONDS)), at)).toBe(step - 1);
    expect(matchedTotpStep(secret, totpCode(secret, new Date(at.getTime() + 3 * THIRTY_SECONDS)), at)).toBeNull();
    expect(matchedTotpStep(secret, '12345', at)).toBeNull();
  });
});
