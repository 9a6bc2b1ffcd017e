/**
 * The attempt limits under concurrency: each attempt is counted before its work, so a burst of
 * parallel requests cannot all read the old count. Run on PGlite and PostgreSQL alike.
 */
import { expect, it } from 'vitest';
import { POSTGRES_POOL_SIZE } from '../../src/server/db/create-db';
import { logIn, signUp, uniqueAddress, uniqueEmail } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

const WRONG = 'Wrong-passw0rd';

function statusesOf(responses: { statusCode: number }[]) {
  const statuses = responses.map((response) => response.statusCode);
  return { statuses, count: (status: number) => statuses.filter((s) => s === status).length };
}

async function mailedCode(server: TestServer, email: string): Promise<string> {
  await expect.poll(async () => (await server.outbox(email)).length).toBeGreaterThan(0);
  const text = (await server.outbox(email)).at(-1)?.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? 'missing';
}

describeEachDatabase('attempt limits under concurrency', (kind) => {
  const server = useTestServer(kind, 'attempt-limits');
  // A low account-wide ceiling, to see it hold when the failures come from many addresses.
  const lowCeiling = useTestServer(kind, 'attempt-ceiling', { env: { LOGIN_LIMIT_PER_ACCOUNT: '10', REAPPLICATION_LIMIT_PER_ADDRESS: '10' } });

  /** Counted without a lock (decision 59): exact on PGlite's one connection, over by at most the requests counted at once on PostgreSQL. */
  function expectAddressBudget(passed: number, limit: number) {
    expect(passed).toBeGreaterThanOrEqual(limit);
    expect(passed).toBeLessThanOrEqual(kind === 'pglite' ? limit : limit + POSTGRES_POOL_SIZE - 1);
  }

  it('200 sign-ups from one shared address all get in, none waiting on another', async () => {
    const { app } = server();
    const address = uniqueAddress();
    const signUps = Array.from({ length: 200 }, (_, index) =>
      app.inject({
        method: 'POST',
        url: '/api/public/users',
        payload: { email: uniqueEmail(`office${index}`), password: 'Office-passw0rd', firstName: 'Alex', lastName: 'Citizen' },
        remoteAddress: address,
      }),
    );
    const { count } = statusesOf(await Promise.all(signUps));
    expect(count(201)).toBe(200);
  });

  it('40 parallel wrong passwords for one account from one address: exactly the limit get 401, the rest 429', async () => {
    const { app, config } = server();
    const user = await signUp(app);
    const address = uniqueAddress();
    const { count } = statusesOf(await Promise.all(Array.from({ length: 40 }, () => logIn(app, user.email, WRONG, address))));
    expect(count(401)).toBe(config.auth.loginLimit.perAccountAtAddress);
    expect(count(429)).toBe(40 - count(401));
    // A refused attempt writes nothing: only the counted failures stay.
    const rows = await server().db.selectFrom('auth_failures').select('id').where('scope', '=', 'login').where('subject', '=', user.email).execute();
    expect(rows).toHaveLength(count(401));
  });

  it('the right password sent last in a parallel burst of wrong ones does not sign in', async () => {
    const { app } = server();
    const user = await signUp(app);
    const address = uniqueAddress();
    const burst = Array.from({ length: 29 }, () => logIn(app, user.email, WRONG, address));
    const right = logIn(app, user.email, user.password, address);
    const [last] = await Promise.all([right, ...burst]);
    expect(last.statusCode).toBe(429);
  });

  it('40 parallel wrong passwords from 40 addresses stop at the account-wide ceiling', async () => {
    const { app, config } = lowCeiling();
    expect(config.auth.loginLimit.perAccount).toBe(10);
    const user = await signUp(app);
    const { count } = statusesOf(await Promise.all(Array.from({ length: 40 }, () => logIn(app, user.email, WRONG, uniqueAddress()))));
    expect(count(401)).toBe(10);
    expect(count(429)).toBe(30);
  });

  it('40 parallel wrong codes for one e-mail from 40 addresses: exactly the limit are judged, the rest 429', async () => {
    const { app, config } = server();
    const user = await signUp(app);
    await app.inject({ method: 'POST', url: `/api/public/apps/reapplication/${encodeURIComponent(user.email)}`, payload: {}, remoteAddress: uniqueAddress() });
    const code = await mailedCode(server(), user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const tries = Array.from({ length: 40 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/public/apps/user',
        payload: { email: user.email, code: wrong, password: 'Takeover-passw0rd' },
        remoteAddress: uniqueAddress(),
      }),
    );
    const { count } = statusesOf(await Promise.all(tries));
    expect(count(400)).toBe(config.auth.codeLimit.perAccount);
    expect(count(429)).toBe(40 - count(400));
    expect((await logIn(app, user.email, user.password)).statusCode).toBe(200);
  });

  it('40 parallel re-application checks from one address: the address budget answers, the rest 429', async () => {
    const { app, config } = lowCeiling();
    const address = uniqueAddress();
    const checks = Array.from({ length: 40 }, (_, index) =>
      app.inject({ method: 'POST', url: `/api/public/apps/reapplication/burst.${index}%40example.com.au`, payload: {}, remoteAddress: address }),
    );
    const { count } = statusesOf(await Promise.all(checks));
    expectAddressBudget(count(200), config.auth.reapplicationLimit.perAddress);
    expect(count(429)).toBe(40 - count(200));
  });
});
