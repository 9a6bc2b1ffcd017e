import { describe, expect, it } from 'vitest';
import { bearer, createApplicationFor, logIn, signUp, signUpAndLogIn, uniqueAddress, uniqueEmail } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

function checkReapplication(server: TestServer, email: string) {
  return server.app.inject({ method: 'POST', url: `/api/public/apps/reapplication/${encodeURIComponent(email)}`, payload: {} });
}

function setPassword(server: TestServer, userId: string, body: Record<string, unknown>, address = uniqueAddress()) {
  return server.app.inject({ method: 'POST', url: '/api/public/apps/user', headers: { userId }, payload: body, remoteAddress: address });
}

async function mailedCode(server: TestServer, email: string): Promise<string> {
  const text = (await server.outbox(email)).at(-1)?.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? 'missing';
}

describeEachDatabase('reapplication check and password by mailed code', (kind) => {
  const server = useTestServer(kind, 'reapplication');

  describe('POST /api/public/apps/reapplication/:email', () => {
    it('answers ELIGIBLE_TO_REAPPLY for an account without applications and mails a 6-digit code', async () => {
      const user = await signUp(server().app);
      const response = await checkReapplication(server(), user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY', userId: user.id });
      expect(await mailedCode(server(), user.email)).toMatch(/^\d{6}$/);
    });

    it('answers IN_PROGRESS while the latest application is open and recent, and mails nothing', async () => {
      const user = await signUpAndLogIn(server().app);
      await createApplicationFor(server().app, user.token);
      const response = await checkReapplication(server(), user.email);
      expect(response.json()).toEqual({ reapplicationEligibility: 'IN_PROGRESS', userId: user.id });
      expect(await server().outbox(user.email)).toHaveLength(0);
    });

    it('answers INELIGIBLE_TO_REAPPLY within 30 days of a terminal application', async () => {
      const user = await signUpAndLogIn(server().app);
      const application = await createApplicationFor(server().app, user.token);
      await server().db.updateTable('applications').set({ status: 'DECLINED' }).where('id', '=', application.id).execute();
      const response = await checkReapplication(server(), user.email);
      expect(response.json()).toEqual({ reapplicationEligibility: 'INELIGIBLE_TO_REAPPLY', userId: user.id });
      expect(await server().outbox(user.email)).toHaveLength(0);
    });

    it('answers ELIGIBLE_TO_REAPPLY once the latest application is older than 30 days', async () => {
      const user = await signUpAndLogIn(server().app);
      const application = await createApplicationFor(server().app, user.token);
      await server()
        .db.updateTable('applications')
        .set({ status: 'DECLINED', created_at: new Date(Date.now() - 31 * 86_400_000) })
        .where('id', '=', application.id)
        .execute();
      const response = await checkReapplication(server(), user.email);
      expect(response.json()).toEqual({ reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY', userId: user.id });
    });

    it('answers ELIGIBLE_TO_REAPPLY with no user id for an unknown e-mail', async () => {
      const email = uniqueEmail('new');
      const response = await checkReapplication(server(), email);
      expect(response.json()).toEqual({ reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY', userId: null });
      expect(await server().outbox(email)).toHaveLength(0);
    });
  });

  describe('POST /api/public/apps/user', () => {
    it('sets the password with the mailed code, once', async () => {
      const { app } = server();
      const user = await signUpAndLogIn(app);
      await checkReapplication(server(), user.email);
      const code = await mailedCode(server(), user.email);

      const response = await setPassword(server(), user.id, { password: 'generated-password-123', code, passwordGenerated: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: user.id, email: user.email });

      const login = await logIn(app, user.email, 'generated-password-123');
      expect(login.statusCode).toBe(200);
      expect(login.json().user.passwordGenerated).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(401);

      const again = await setPassword(server(), user.id, { password: 'takeover-password', code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toStrictEqual({ data: 'invalid_code' });
    });

    it('refuses a wrong code, an expired code and another user\'s code', async () => {
      const { db } = server();
      const alice = await signUp(server().app);
      const bob = await signUp(server().app);
      await checkReapplication(server(), alice.email);
      await checkReapplication(server(), bob.email);
      const aliceCode = await mailedCode(server(), alice.email);
      const bobCode = await mailedCode(server(), bob.email);

      const wrong = aliceCode === '000000' ? '000001' : '000000';
      expect((await setPassword(server(), alice.id, { password: 'takeover-password', code: wrong })).json()).toStrictEqual({ data: 'invalid_code' });
      if (bobCode !== aliceCode) {
        const crossed = await setPassword(server(), alice.id, { password: 'takeover-password', code: bobCode });
        expect(crossed.statusCode).toBe(400);
      }
      await db.updateTable('mailbox_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', alice.id).execute();
      const expired = await setPassword(server(), alice.id, { password: 'takeover-password', code: aliceCode });
      expect(expired.json()).toStrictEqual({ data: 'invalid_code' });
      expect((await logIn(server().app, alice.email, alice.password)).statusCode).toBe(200);
    });

    it('refuses without any code, and for a user id that is not a user', async () => {
      const user = await signUp(server().app);
      expect((await setPassword(server(), user.id, { password: 'takeover-password' })).statusCode).toBe(400);
      const bogus = await setPassword(server(), 'not-a-uuid', { password: 'takeover-password', code: '123456' });
      expect(bogus.json()).toStrictEqual({ data: 'invalid_code' });
      const missingHeader = await server().app.inject({
        method: 'POST',
        url: '/api/public/apps/user',
        payload: { password: 'takeover-password', code: '123456' },
      });
      expect(missingHeader.statusCode).toBe(400);
    });

    it('limits tries per user: 429 with Retry-After after 5 wrong codes, even for the right one', async () => {
      const user = await signUp(server().app);
      await checkReapplication(server(), user.email);
      const code = await mailedCode(server(), user.email);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await setPassword(server(), user.id, { password: 'takeover-password', code: wrong })).statusCode).toBe(400);
      }
      const blocked = await setPassword(server(), user.id, { password: 'the-real-password', code });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
