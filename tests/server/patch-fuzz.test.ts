/**
 * Property: whatever patch a client sends, the server answers without a 5xx, and what it stores
 * is a valid application document (entity schema, one-line text) that it answers as stored.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileEntityCheck, createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const POINTERS = [
  '',
  '/owners',
  '/owners/0',
  '/owners/0/firstName',
  '/owners/0/email',
  '/owners/0/percentOwnership',
  '/owners/0/dateOfBirth',
  '/owners/0/_extension',
  '/owners/0/_extension/broker',
  '/owners/1',
  '/owners/-',
  '/coOwners',
  '/coOwners/-',
  '/coOwners/0/firstName',
  '/business',
  '/business/legalBusinessName',
  '/business/state',
  '/business/_extension',
  '/business/_extension/abn',
  '/business/_extension/hasAdditionalOwners',
  '/fundingNeeds',
  '/fundingNeeds/desiredLoanAmount',
  '/fundingNeeds/fundingPurposes',
  '/consents',
  '/consents/PRIVACY_CONSENT',
  '/hearAboutUs',
  '/_extension',
  '/_extension/partnerCode',
  '/_extension/statements',
  '/__proto__/x',
  '/status',
  '/business/legalBusinessName/deeper',
];

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(' 100 ', '\uFEFFJane', 'Acme\tPty', 'a\r\nb', 'NSW', 'jane@example.com.au', '51824753556', '1980-05-17', ''),
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
    fc.dictionary(fc.constantFrom('firstName', 'state', 'x', 'abn', 'type'), tie('any'), { maxKeys: 3 }),
  ),
})).any;
const pointer = fc.constantFrom(...POINTERS);
/** Changes a careful client makes, so the accepting path is exercised too. */
const plausible = fc.oneof(
  fc.record({ op: fc.constant('replace'), path: fc.constant('/owners/0/firstName'), value: fc.constantFrom('Jane', ' Jane ', 'Mary-Anne', 'J4ne') }),
  fc.record({ op: fc.constant('replace'), path: fc.constant('/business/legalBusinessName'), value: fc.constantFrom('Acme Pty Ltd', ' Acme ', 'Acme\tPty') }),
  fc.record({ op: fc.constant('replace'), path: fc.constant('/business/state'), value: fc.constantFrom('VIC', 'QLD', 'XX', ' NSW') }),
  fc.record({ op: fc.constant('add'), path: fc.constant('/owners/0/percentOwnership'), value: fc.constantFrom('100', ' 60 ', '0', 60) }),
);
const operation = fc
  .oneof(
    { weight: 3, arbitrary: plausible },
    fc.record({ op: fc.constantFrom('add', 'replace', 'test'), path: pointer, value }),
    fc.record({ op: fc.constant('remove'), path: pointer }),
    fc.record({ op: fc.constantFrom('move', 'copy'), from: pointer, path: pointer }),
    fc.record({ op: fc.string({ maxLength: 6 }), path: fc.string({ maxLength: 6 }) }),
  )
  .map((op) => op as Record<string, unknown>);

describeEachDatabase('PATCH fuzzing', (kind) => {
  let server: TestServer;
  const app = () => server.app;

  beforeAll(async () => {
    server = await startTestServer(kind, 'patch_fuzz', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => server?.close());

  it('no patch gets a 5xx, and every stored document fits the entity and is answered as stored', async () => {
    const entity = compileEntityCheck(JSON.parse(await readFile('schemas/application.schema.json', 'utf8')), {});
    const user = await signUpAndLogIn(app());
    const { owners, business } = completeTlApplication;
    const created = await createApplicationFor(app(), user.token, { patchAppData: { owners, business } });
    let version = created.version;
    let accepted = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 3 }),
        fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, fc.constantFrom('BasicInfo', 'FundingNeeds', 'Nope')),
        async (patch, stage) => {
          const response = await app().inject({
            method: 'PATCH',
            url: `/api/apps/${created.id}`,
            headers: bearer(user.token),
            payload: { patch, version, ...(stage ? { stage } : {}) },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          const row = await server.db.selectFrom('applications').select(['data', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
          expect(entity(row.data)).toEqual([]);
          // eslint-disable-next-line no-control-regex -- control characters are what this looks for
          expect(JSON.stringify(row.data)).not.toMatch(/[\u0000-\u001F]/);
          if (response.statusCode === 200) {
            accepted++;
            expect(response.json().data).toEqual(row.data);
          }
          version = row.version;
        },
      ),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100_000) },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
