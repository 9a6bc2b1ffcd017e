import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { bearer, createApplicationFor, logIn, signUp, signUpAndLogIn, uniqueAddress, uniqueEmail } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

function requestCode(server: TestServer, email: string, address = uniqueAddress()) {
  return server.app.inject({ method: 'POST', url: `/api/public/apps/reapplication/${encodeURIComponent(email)}`, payload: {}, remoteAddress: address });
}

function eligibility(server: TestServer, email: string, code: string, address = uniqueAddress()) {
  return server.app.inject({
    method: 'POST',
    url: `/api/public/apps/reapplication/${encodeURIComponent(email)}/eligibility`,
    payload: { code },
    remoteAddress: address,
  });
}

function setPassword(server: TestServer, body: Record<string, unknown>, address = uniqueAddress()) {
  return server.app.inject({ method: 'POST', url: '/api/public/apps/user', payload: body, remoteAddress: address });
}

/** The code of the latest mail to `email`; the check mails in the background, so wait for it. */
async function mailedCode(server: TestServer, email: string, count = 1): Promise<string> {
  await server.app.background.settled();
  const mails = await server.outbox(email);
  expect(mails.length).toBeGreaterThanOrEqual(count);
  return /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? 'missing';
}

async function eligibilityOf(server: TestServer, email: string) {
  expect((await requestCode(server, email)).statusCode).toBe(200);
  const response = await eligibility(server, email, await mailedCode(server, email));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describeEachDatabase('reapplication check and password by mailed code', (kind) => {
  const server = useTestServer(kind, 'reapplication');

  describe('POST /api/public/apps/reapplication/:email', () => {
    it('answers the same for a known and an unknown e-mail, without any user id, and mails only the owner', async () => {
      const user = await signUpAndLogIn(server().app);
      await createApplicationFor(server().app, user.token);
      const unknown = uniqueEmail('nobody');
      const known = await requestCode(server(), user.email);
      const stranger = await requestCode(server(), unknown);
      expect(known.statusCode).toBe(200);
      expect(stranger.statusCode).toBe(200);
      expect(known.body).toBe(stranger.body);
      expect(known.json()).toStrictEqual({ codeSent: true });
      expect(known.body).not.toContain(user.id);
      expect(await mailedCode(server(), user.email)).toMatch(/^\d{6}$/);
      expect(await server().outbox(unknown)).toHaveLength(0);
    });

    it('answers before the code is mailed, so a slow mail does not tell a known e-mail apart', async () => {
      const { app } = server();
      const user = await signUp(app);
      const send = app.mail.send;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      app.mail.send = async (message) => {
        await held;
        return send.call(app.mail, message);
      };
      try {
        const response = await requestCode(server(), user.email);
        expect(response.json()).toStrictEqual({ codeSent: true });
        // Read as it is now: the mail job is held in send.
        expect(await readOutbox(server().config.outboxDir, { to: user.email })).toHaveLength(0);
      } finally {
        release();
        app.mail.send = send;
      }
      expect(await mailedCode(server(), user.email)).toMatch(/^\d{6}$/);
    });

    it('limits checks per e-mail, known or not: 429 with Retry-After', async () => {
      for (const email of [(await signUp(server().app)).email, uniqueEmail('nobody')]) {
        for (let check = 0; check < 5; check += 1) expect((await requestCode(server(), email)).statusCode).toBe(200);
        const blocked = await requestCode(server(), email);
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
      }
    });
  });

  describe('POST /api/public/apps/reapplication/:email/eligibility', () => {
    it('answers ELIGIBLE_TO_REAPPLY for an account without applications', async () => {
      const user = await signUp(server().app);
      expect(await eligibilityOf(server(), user.email)).toStrictEqual({ reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY' });
    });

    it('answers IN_PROGRESS while the latest application is open and recent', async () => {
      const user = await signUpAndLogIn(server().app);
      await createApplicationFor(server().app, user.token);
      expect(await eligibilityOf(server(), user.email)).toStrictEqual({ reapplicationEligibility: 'IN_PROGRESS' });
    });

    it('answers INELIGIBLE_TO_REAPPLY within 30 days of a terminal application', async () => {
      const user = await signUpAndLogIn(server().app);
      const application = await createApplicationFor(server().app, user.token);
      await server().db.updateTable('applications').set({ status: 'DECLINED' }).where('id', '=', application.id).execute();
      expect(await eligibilityOf(server(), user.email)).toStrictEqual({ reapplicationEligibility: 'INELIGIBLE_TO_REAPPLY' });
    });

    it('answers ELIGIBLE_TO_REAPPLY once the latest application is older than 30 days', async () => {
      const user = await signUpAndLogIn(server().app);
      const application = await createApplicationFor(server().app, user.token);
      await server()
        .db.updateTable('applications')
        .set({ status: 'DECLINED', created_at: new Date(Date.now() - 31 * 86_400_000) })
        .where('id', '=', application.id)
        .execute();
      expect(await eligibilityOf(server(), user.email)).toStrictEqual({ reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY' });
    });

    it('tells nothing without the right code: a wrong code and an unknown e-mail answer alike', async () => {
      const user = await signUpAndLogIn(server().app);
      const application = await createApplicationFor(server().app, user.token);
      await server().db.updateTable('applications').set({ status: 'DECLINED' }).where('id', '=', application.id).execute();
      await requestCode(server(), user.email);
      const code = await mailedCode(server(), user.email);
      const wrong = code === '000000' ? '000001' : '000000';
      const known = await eligibility(server(), user.email, wrong);
      const unknown = await eligibility(server(), uniqueEmail('nobody'), wrong);
      expect(known.statusCode).toBe(400);
      expect(known.json()).toStrictEqual({ data: 'invalid_code' });
      expect(unknown.body).toBe(known.body);
    });
  });

  describe('POST /api/public/apps/user', () => {
    it('sets the password with e-mail and the mailed code, once', async () => {
      const { app } = server();
      const user = await signUpAndLogIn(app);
      await requestCode(server(), user.email);
      const code = await mailedCode(server(), user.email);
      expect((await eligibility(server(), user.email, code)).json()).toStrictEqual({ reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY' });

      const response = await setPassword(server(), { email: user.email.toUpperCase(), code, password: 'Generated-passw0rd-123', passwordGenerated: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toStrictEqual({});

      const login = await logIn(app, user.email, 'Generated-passw0rd-123');
      expect(login.statusCode).toBe(200);
      expect(login.json().user.passwordGenerated).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(401);

      const again = await setPassword(server(), { email: user.email, code, password: 'Takeover-passw0rd' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toStrictEqual({ data: 'invalid_code' });
    });

    it("refuses a wrong code, an expired code and another user's code", async () => {
      const { db } = server();
      const alice = await signUp(server().app);
      const bob = await signUp(server().app);
      await requestCode(server(), alice.email);
      await requestCode(server(), bob.email);
      const aliceCode = await mailedCode(server(), alice.email);
      const bobCode = await mailedCode(server(), bob.email);

      const wrong = aliceCode === '000000' ? '000001' : '000000';
      expect((await setPassword(server(), { email: alice.email, password: 'Takeover-passw0rd', code: wrong })).json()).toStrictEqual({ data: 'invalid_code' });
      if (bobCode !== aliceCode) {
        const crossed = await setPassword(server(), { email: alice.email, password: 'Takeover-passw0rd', code: bobCode });
        expect(crossed.statusCode).toBe(400);
      }
      await db
        .updateTable('mailbox_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', alice.id)
        .execute();
      const expired = await setPassword(server(), { email: alice.email, password: 'Takeover-passw0rd', code: aliceCode });
      expect(expired.json()).toStrictEqual({ data: 'invalid_code' });
      expect((await logIn(server().app, alice.email, alice.password)).statusCode).toBe(200);
    });

    it('refuses without a code, with a userId header instead of an e-mail, and for an unknown e-mail', async () => {
      const user = await signUp(server().app);
      expect((await setPassword(server(), { email: user.email, password: 'Takeover-passw0rd' })).statusCode).toBe(400);
      const byHeader = await server().app.inject({
        method: 'POST',
        url: '/api/public/apps/user',
        headers: { userId: user.id },
        payload: { password: 'Takeover-passw0rd', code: '123456' },
      });
      expect(byHeader.statusCode).toBe(400);
      expect(byHeader.json().code).toBe('REQUEST_ERR_VALIDATION');
      const unknown = await setPassword(server(), { email: uniqueEmail('nobody'), password: 'Takeover-passw0rd', code: '123456' });
      expect(unknown.json()).toStrictEqual({ data: 'invalid_code' });
    });

    it('sets no password while the account may not re-apply, and refuses a weak or common one without using the code', async () => {
      const user = await signUpAndLogIn(server().app);
      const application = await createApplicationFor(server().app, user.token);
      await requestCode(server(), user.email);
      const code = await mailedCode(server(), user.email);
      const refused = await setPassword(server(), { email: user.email, code, password: 'Takeover-passw0rd' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('APP_ERR_NOT_ELIGIBLE');

      await server()
        .db.updateTable('applications')
        .set({ created_at: new Date(Date.now() - 31 * 86_400_000) })
        .where('id', '=', application.id)
        .execute();
      expect((await setPassword(server(), { email: user.email, code, password: 'password' })).statusCode).toBe(400);
      const common = await setPassword(server(), { email: user.email, code, password: 'Password123' });
      expect(common.json().code).toBe('AUTH_ERR_PASSWORD_COMMON');
      expect((await setPassword(server(), { email: user.email, code, password: 'Own-passw0rd-2' })).statusCode).toBe(200);
    });

    it('limits tries per e-mail: 429 with Retry-After after 5 wrong codes, even for the right one', async () => {
      const user = await signUp(server().app);
      await requestCode(server(), user.email);
      const code = await mailedCode(server(), user.email);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await setPassword(server(), { email: user.email, password: 'Takeover-passw0rd', code: wrong })).statusCode).toBe(400);
      }
      const blocked = await setPassword(server(), { email: user.email, password: 'The-real-passw0rd', code });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
