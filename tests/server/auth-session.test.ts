import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, logIn, signUp, signUpAndLogIn, uniqueAddress, uniqueEmail } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

describeEachDatabase('accounts and sessions', (kind) => {
  const server = useTestServer(kind, 'auth-session');

  describe('POST /api/public/users', () => {
    it('creates an account and answers its id and lower-cased e-mail', async () => {
      const { app } = server();
      const email = uniqueEmail('Mixed.Case');
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/users',
        payload: { email, password: 'A-long-passw0rd', firstName: 'Alex', lastName: 'Citizen', passwordGenerated: true },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), email: email.toLowerCase() });
    });

    it('answers exactly { data: "invalid_signup" } for an e-mail already registered, in any case', async () => {
      const { app } = server();
      const { email } = await signUp(server().app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/users',
        payload: { email: email.toUpperCase(), password: 'Another-passw0rd', firstName: 'Sam', lastName: 'Other' },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toStrictEqual({ data: 'invalid_signup' });
    });

    it('refuses a password off the rule or on the common-password list, with the message to show', async () => {
      const attempt = (password: string) =>
        server().app.inject({
          method: 'POST',
          url: '/api/public/users',
          payload: { email: uniqueEmail('weak'), password, firstName: 'Alex', lastName: 'Citizen' },
          remoteAddress: uniqueAddress(),
        });
      for (const password of ['password', 'alllowercase1', 'NoDigitsHere', 'ALLUPPER1']) {
        const refused = await attempt(password);
        expect(refused.statusCode, password).toBe(400);
        expect(refused.json(), password).toMatchObject({ code: 'AUTH_ERR_PASSWORD_INVALID', message: expect.stringContaining('at least 8 characters') });
      }
      for (const password of ['Password1', 'Passw0rd', 'Qwerty123']) {
        const refused = await attempt(password);
        expect(refused.statusCode, password).toBe(400);
        expect(refused.json(), password).toMatchObject({ code: 'AUTH_ERR_PASSWORD_COMMON', message: expect.stringContaining('common') });
      }
    });

    it('limits sign-ups per e-mail, counting every one: 429 with Retry-After', async () => {
      const { app, config } = server();
      const email = uniqueEmail('burst');
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/public/users',
          payload: { email, password: 'Burst-passw0rd', firstName: 'Alex', lastName: 'Citizen' },
          remoteAddress: uniqueAddress(),
        });
      const limit = config.auth.signupLimit.perAccount ?? 0;
      const statuses = (await Promise.all(Array.from({ length: limit + 3 }, attempt))).map((response) => response.statusCode);
      // One creates the account, the rest of the limit's worth find it taken, and the others are not checked.
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400)).toHaveLength(limit - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await signUp(app)).id).toEqual(expect.any(String));
    });

    it('refuses a body that does not match the schema', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/public/users',
        payload: { email: 'not-an-email', password: 'short', firstName: '', lastName: 'X' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('REQUEST_ERR_VALIDATION');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with a token carrying sub, sid, auth_time and pwd_reset_at', async () => {
      const { app } = server();
      const user = await signUp(app);
      const before = Date.now();
      const response = await logIn(app, user.email.toUpperCase(), user.password);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({ id: user.id, email: user.email, firstName: 'Alex', lastName: 'Citizen', passwordGenerated: false });
      expect(body.expiresAt).toBeGreaterThan(before + 14 * 60_000);
      expect(body.expiresAt).toBeLessThanOrEqual(before + 15 * 60_000 + 1000);

      const claims = decodeJwt(body.accessToken);
      expect(claims.sub).toBe(user.id);
      expect(claims.sid).toEqual(expect.any(String));
      expect(claims.pwd_reset_at).toBe(0);
      expect(claims.auth_time).toBe(claims.iat);
      expect((claims.exp ?? 0) * 1000).toBe(body.expiresAt);

      const sessions = await server().db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
      expect(sessions.map((session) => session.id)).toContain(claims.sid);
    });

    it('gives a wrong password and an unknown e-mail the same answer', async () => {
      const { app } = server();
      const user = await signUp(app);
      const wrongPassword = await logIn(app, user.email, 'not-the-password');
      const unknownEmail = await logIn(app, uniqueEmail('nobody'), user.password);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json().code).toBe('AUTH_ERR_INVALID_CREDENTIALS');
    });

    it('limits failed attempts per account at one address: 429 with Retry-After there, the owner elsewhere still signs in', async () => {
      const { app } = server();
      const user = await signUp(app);
      const attacker = uniqueAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await logIn(app, user.email, 'Wrong-passw0rd', attacker)).statusCode).toBe(401);
      }
      const blocked = await logIn(app, user.email, user.password, attacker);
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(blocked.json()).toMatchObject({ code: 'AUTH_ERR_TOO_MANY_ATTEMPTS', retryAfterSeconds: retryAfter });

      const counted = await server().db.selectFrom('auth_failures').select('id').where('scope', '=', 'login').where('subject', '=', user.email).execute();
      expect(counted).toHaveLength(5);
      expect((await logIn(app, user.email, user.password, uniqueAddress())).statusCode).toBe(200);
    });

    it("does not let a stranger lock the owner out: failures from other addresses leave the owner's address open", async () => {
      const { app } = server();
      const user = await signUp(app);
      for (let address = 0; address < 4; address += 1) {
        const attacker = uniqueAddress();
        for (let attempt = 0; attempt < 6; attempt += 1) await logIn(app, user.email, 'Wrong-passw0rd', attacker);
      }
      expect((await logIn(app, user.email, user.password, uniqueAddress())).statusCode).toBe(200);
    });

    it('limits failed attempts per client address across accounts', async () => {
      const { app, config } = server();
      const address = uniqueAddress();
      for (let attempt = 0; attempt < config.auth.loginLimit.perAddress; attempt += 1) {
        expect((await logIn(app, uniqueEmail('spray'), 'Wrong-passw0rd', address)).statusCode).toBe(401);
      }
      const user = await signUp(app);
      const blocked = await logIn(app, user.email, user.password, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await logIn(app, user.email, user.password, uniqueAddress())).statusCode).toBe(200);
    });

    it('clears the account count at the address after a successful sign-in', async () => {
      const { app } = server();
      const user = await signUp(app);
      const address = uniqueAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) await logIn(app, user.email, 'Wrong-passw0rd', address);
      expect((await logIn(app, user.email, user.password, address)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1) await logIn(app, user.email, 'Wrong-passw0rd', address);
      expect((await logIn(app, user.email, user.password, address)).statusCode).toBe(200);
    });
  });

  describe('authenticated session routes', () => {
    it('GET /api/auth/me answers the user', async () => {
      const { app } = server();
      const user = await signUpAndLogIn(app);
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: user.id, email: user.email, firstName: 'Alex', lastName: 'Citizen', passwordGenerated: false });
    });

    it('POST /api/auth/renew gives a new token for the same session', async () => {
      const { app } = server();
      const user = await signUpAndLogIn(app);
      const response = await app.inject({ method: 'POST', url: '/api/auth/renew', headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      const renewed = decodeJwt(response.json().accessToken);
      const original = decodeJwt(user.token);
      expect(renewed.sid).toBe(original.sid);
      expect(renewed.auth_time).toBe(original.auth_time);
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(response.json().accessToken) });
      expect(me.statusCode).toBe(200);
    });

    it('never renews past the absolute end of the session', async () => {
      const { app, db } = server();
      const user = await signUpAndLogIn(app);
      const end = new Date(Date.now() + 120_000);
      await db
        .updateTable('sessions')
        .set({ expires_at: end })
        .where('id', '=', String(decodeJwt(user.token).sid))
        .execute();
      const response = await app.inject({ method: 'POST', url: '/api/auth/renew', headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      expect(response.json().expiresAt).toBeLessThanOrEqual(end.getTime());

      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', String(decodeJwt(user.token).sid))
        .execute();
      const expired = await app.inject({ method: 'POST', url: '/api/auth/renew', headers: bearer(user.token) });
      expect(expired.statusCode).toBe(401);
    });

    it('POST /api/auth/logout revokes the session: the same token then gets 401', async () => {
      const { app } = server();
      const user = await signUpAndLogIn(app);
      const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
      expect(logout.statusCode).toBe(204);
      for (const [method, url] of [
        ['GET', '/api/auth/me'],
        ['POST', '/api/auth/renew'],
        ['GET', '/api/apps'],
      ] as const) {
        const response = await app.inject({ method, url, headers: bearer(user.token) });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ code: 'AUTH_ERR_UNAUTHENTICATED' });
      }
    });

    it('answers 401 without a token, with a malformed one and with one signed by another key', async () => {
      const { app } = server();
      const user = await signUpAndLogIn(app);
      const [header, payload] = user.token.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not-a-signature').toString('base64url')}`;
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Basic ${user.token}` }, bearer(forged)]) {
        const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'AUTH_ERR_UNAUTHENTICATED', message: expect.any(String) });
      }
    });
  });
});
