/**
 * Property: nothing anyone sends to the public and sign-in routes gets a 5xx, whatever its shape:
 * strings with control characters and broken surrogates, wrong types, nesting, huge values.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueAddress } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('a@example.com.au', 'Correct-Horse-9', '', ' ', '%00', '../', '<script>'),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('email', 'password', 'code', 'token', 'firstName', 'lastName', 'x'), tie('any'), { maxKeys: 4 }),
  ),
})).any;

const routes = [
  { method: 'POST' as const, url: () => '/api/public/users' },
  { method: 'POST' as const, url: () => '/api/auth/login' },
  { method: 'POST' as const, url: () => '/api/public/password-reset' },
  { method: 'POST' as const, url: () => '/api/public/password-reset/confirm' },
  { method: 'POST' as const, url: (segment: string) => `/api/public/apps/reapplication/${encodeURIComponent(segment)}` },
  { method: 'POST' as const, url: (segment: string) => `/api/public/apps/reapplication/${encodeURIComponent(segment)}/eligibility` },
  { method: 'POST' as const, url: () => '/api/public/apps/user' },
  { method: 'GET' as const, url: (segment: string) => `/settings.json?v=${encodeURIComponent(segment)}` },
];

describeEachDatabase('public routes fuzzing', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'public_fuzz');
  });
  afterAll(async () => server?.close());

  it('no request to a public or sign-in route gets a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), text, value, async (route, segment, body) => {
        const response = await server.app.inject({
          method: route.method,
          url: route.url(segment),
          remoteAddress: uniqueAddress(),
          ...(route.method === 'POST' ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url(segment)} ${JSON.stringify(body)}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100_000) },
    );
  });
});
