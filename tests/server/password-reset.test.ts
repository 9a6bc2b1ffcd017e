import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { bearer, logIn, signUp, signUpAndLogIn, uniqueAddress, uniqueEmail } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

/** Asks for a reset link and reads it from the outbox. */
async function mailedResetToken(server: TestServer, email: string): Promise<{ token: string; link: URL }> {
  const response = await server.app.inject({ method: 'POST', url: '/api/public/password-reset', payload: { email } });
  expect(response.statusCode).toBe(202);
  const mails = await server.outbox(email);
  const text = mails.at(-1)?.text ?? '';
  const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://missing');
  return { token: link.searchParams.get('reset_token') ?? '', link };
}

function confirm(server: TestServer, token: string, password: string) {
  return server.app.inject({ method: 'POST', url: '/api/public/password-reset/confirm', payload: { token, password } });
}

describeEachDatabase('password reset by e-mail', (kind) => {
  const server = useTestServer(kind, 'password-reset');

  it('answers 202 for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const response = await server().app.inject({ method: 'POST', url: '/api/public/password-reset', payload: { email } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    expect(await server().outbox(email)).toHaveLength(0);
  });

  it('limits reset-link requests per e-mail, whether or not the account exists, and per address', async () => {
    const { app, config } = server();
    const user = await signUp(app);
    const ask = (email: string, address = uniqueAddress()) =>
      app.inject({ method: 'POST', url: '/api/public/password-reset', payload: { email }, remoteAddress: address });
    for (let request = 0; request < 3; request += 1) expect((await ask(user.email)).statusCode).toBe(202);
    const blocked = await ask(user.email.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(blocked.json()).toMatchObject({ code: 'AUTH_ERR_TOO_MANY_ATTEMPTS' });
    expect(await server().outbox(user.email)).toHaveLength(3);

    // An unknown e-mail is limited alike, so the limit does not tell which e-mails have accounts.
    const unknown = uniqueEmail('nobody');
    for (let request = 0; request < 3; request += 1) expect((await ask(unknown)).statusCode).toBe(202);
    expect((await ask(unknown)).statusCode).toBe(429);

    const address = uniqueAddress();
    for (let request = 0; request < config.auth.resetLimit.perAddress; request += 1) {
      expect((await ask(uniqueEmail('spray'), address)).statusCode).toBe(202);
    }
    expect((await ask(uniqueEmail('spray'), address)).statusCode).toBe(429);
    expect((await ask(uniqueEmail('spray'))).statusCode).toBe(202);
  });

  it('mails a /login link with reset_token and username', async () => {
    const user = await signUp(server().app);
    const { token, link } = await mailedResetToken(server(), user.email);
    expect(link.origin).toBe('http://portal.test');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('username')).toBe(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server().db.selectFrom('mailbox_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(token);
  });

  it('sets the password once: the second use answers link_used', async () => {
    const { app } = server();
    const user = await signUp(app);
    const { token } = await mailedResetToken(server(), user.email);

    const first = await confirm(server(), token, 'A-brand-new-passw0rd');
    expect(first.statusCode).toBe(200);
    expect((await logIn(app, user.email, 'A-brand-new-passw0rd')).statusCode).toBe(200);
    expect((await logIn(app, user.email, user.password)).statusCode).toBe(401);

    const second = await confirm(server(), token, 'Yet-another-passw0rd');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toStrictEqual({ data: 'link_used' });
  });

  it('refuses a password off the rule or on the common-password list and leaves the link usable', async () => {
    const { app } = server();
    const user = await signUp(app);
    const { token } = await mailedResetToken(server(), user.email);
    const weak = await confirm(server(), token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('AUTH_ERR_PASSWORD_INVALID');
    const common = await confirm(server(), token, 'Password1');
    expect(common.json().code).toBe('AUTH_ERR_PASSWORD_COMMON');
    expect((await logIn(app, user.email, user.password)).statusCode).toBe(200);
    expect((await confirm(server(), token, 'A-brand-new-passw0rd')).statusCode).toBe(200);
  });

  it('answers access_expired for an expired link and invalid_link for an unknown one', async () => {
    const { db } = server();
    const user = await signUp(server().app);
    const { token } = await mailedResetToken(server(), user.email);
    await db
      .updateTable('mailbox_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await confirm(server(), token, 'A-brand-new-passw0rd');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toStrictEqual({ data: 'access_expired' });

    const unknown = await confirm(server(), 'x'.repeat(43), 'A-brand-new-passw0rd');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toStrictEqual({ data: 'invalid_link' });
  });

  it('makes earlier sessions stale: their tokens get 401 and cannot be renewed', async () => {
    const { app, db } = server();
    const user = await signUpAndLogIn(app);
    await db.updateTable('users').set({ password_generated: true }).where('id', '=', user.id).execute();
    const { token } = await mailedResetToken(server(), user.email);
    expect((await confirm(server(), token, 'A-brand-new-passw0rd')).statusCode).toBe(200);

    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/renew'],
    ] as const) {
      expect((await app.inject({ method, url, headers: bearer(user.token) })).statusCode, url).toBe(401);
    }

    const fresh = await logIn(app, user.email, 'A-brand-new-passw0rd');
    const claims = decodeJwt(fresh.json().accessToken);
    expect(claims.pwd_reset_at).toBeGreaterThan(0);
    expect(Number(claims.pwd_reset_at)).toBeLessThanOrEqual(Number(claims.auth_time));
    expect(fresh.json().user.passwordGenerated).toBe(false);
  });

  it('also counts a password reset that only the database knows (another instance did it)', async () => {
    const { app, db } = server();
    const user = await signUpAndLogIn(app);
    await db
      .updateTable('users')
      .set({ password_reset_at: new Date(Date.now() + 1000) })
      .where('id', '=', user.id)
      .execute();
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(401);
  });
});
