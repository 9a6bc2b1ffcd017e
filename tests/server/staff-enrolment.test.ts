/**
 * A staff member added through the API (decision 69): the administrator's answer holds no
 * secret; the member is mailed a single-use, expiring link whose page shows them their
 * authenticator secret, and they set their own password with a code of it. The link works once,
 * not after it expires, and its token never reaches the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/logging';
import { addStaffMember } from '../../src/server/services/staff/staff-accounts';
import { totpCode } from '../../src/server/services/staff/staff-totp';
import { bearer } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Own-choice-password-42';

describeEachDatabase('staff enrolment', (kind) => {
  let server: TestServer;
  let adminToken: string;
  const lines: string[] = [];
  const app = () => server.app;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => app().inject({ method: 'POST', url, headers, payload });
  /** Adds a member as an administrator; answers the API's answer and the token of the mailed link. */
  async function invite(email: string) {
    const added = await post('/api/ops/staff', { email, fullName: 'Nina New', role: 'ops' }, bearer(adminToken));
    expect(added.statusCode, added.body).toBe(200);
    const [mail] = await server.outbox(email);
    const token = /\/ops\/enrol#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(30);
    return { answer: added, token };
  }

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { ...loggerOptions('trace'), stream };
    server = await startTestServer(kind, 'staff_enrolment', { logger });
    const admin = await addStaffMember(
      { db: server.db, sealer: server.config.keys.sealer },
      { email: `admin-${kind}@lender.test`, fullName: 'Ada Admin', role: 'admin' },
    );
    const signedIn = await post('/api/staff/login', { email: admin.member.email, password: admin.password, code: totpCode(admin.totpSecret) });
    adminToken = signedIn.json().accessToken as string;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the administrator no secret; the member enrols once through the mailed link and signs in', async () => {
    const email = `nina-${kind}@lender.test`;
    const { answer, token } = await invite(email);
    expect(Object.keys(answer.json()).sort()).toEqual(['enrolmentExpiresAt', 'member']);
    expect(answer.body).not.toContain(token);

    // Nobody signs in before enrolling: no password was ever handed out.
    const opened = await post('/api/staff/enrolment/open', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    const { totpSecret, totpUri, member } = opened.json() as { totpSecret: string; totpUri: string; member: { email: string } };
    expect(member.email).toBe(email);
    expect(totpUri).toContain(totpSecret);

    const wrongCode = await post('/api/staff/enrolment', { token, password: PASSWORD, code: '000000' === totpCode(totpSecret) ? '111111' : '000000' });
    expect(wrongCode.json().code).toBe('STAFF_ERR_ENROLMENT_CODE');
    const weak = await post('/api/staff/enrolment', { token, password: 'password', code: totpCode(totpSecret) });
    expect(weak.statusCode).toBe(400);
    const enrolled = await post('/api/staff/enrolment', { token, password: PASSWORD, code: totpCode(totpSecret) });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    // Spent: neither opening nor finishing works again.
    expect((await post('/api/staff/enrolment/open', { token })).json().code).toBe('STAFF_ERR_ENROLMENT_INVALID');
    expect((await post('/api/staff/enrolment', { token, password: PASSWORD, code: totpCode(totpSecret) })).statusCode).toBe(410);

    const signedIn = await post('/api/staff/login', { email, password: PASSWORD, code: totpCode(totpSecret, new Date(Date.now() + 30_000)) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('')).not.toContain(totpSecret);
  });

  it('refuses an expired link', async () => {
    const email = `late-${kind}@lender.test`;
    const { token } = await invite(email);
    await server.db
      .updateTable('staff_members')
      .set({ enrolment_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const opened = await post('/api/staff/enrolment/open', { token });
    expect(opened.statusCode).toBe(410);
    expect(opened.json().code).toBe('STAFF_ERR_ENROLMENT_INVALID');
  });
});
