import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffRuleRecords } from '../../src/engine/release/journey-diff';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { loadConfig } from '../../src/server/config';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { RuleRecordsFileError, seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const releaseFile = path.resolve('journeys/rules/tl.rules.json');
const shortName: RuleRecord = {
  jsonPath: '$.business.legalBusinessName',
  rules: [{ ruleType: { validationRuleType: 'lengthTooShort' }, ruleParameters: [{ parameter: '5' }] }],
  errorKey: 'lengthTooShort',
};
const SHORT_NAME_TEXT = 'Incorrect length. It must be at least 5 characters.';

describeEachDatabase('validation-rule records', (kind) => {
  let server: TestServer;
  let rulesDir: string;
  const app = () => server.app;
  const ops = () => bearer(server.config.ops.token);
  // These tests are about tl's release file in a folder of their own; the other products have none there.
  const seed = () => seedValidationRules({ db: server.db }, { rulesDir, products: ['tl'] });
  const writeRules = (records: unknown, indent = 2) => writeFile(path.join(rulesDir, 'tl.rules.json'), JSON.stringify(records, null, indent));
  const getRules = (product = 'tl') => app().inject({ method: 'GET', url: `/api/validation-rules?product=${product}` });
  const putRules = (records: unknown, headers: Record<string, string> = ops(), product = 'tl') =>
    app().inject({ method: 'PUT', url: `/api/ops/validation-rules/${product}`, headers, payload: { records, updatedBy: 'test ops' } });

  beforeAll(async () => {
    server = await startTestServer(kind, 'validation_rules', { rules: await createJourneyRules(path.resolve('journeys')) });
    rulesDir = await mkdtemp(path.join(tmpdir(), 'lj-rules-'));
  });
  afterAll(async () => {
    await server?.close();
    if (rulesDir) await rm(rulesDir, { recursive: true, force: true });
  });

  describe('seeding at start-up and GET /api/validation-rules', () => {
    it('answers the records of the release file in order, uncached; an unknown product is 404', async () => {
      const release = JSON.parse(await readFile(releaseFile, 'utf8')) as RuleRecord[];
      await writeFile(path.join(rulesDir, 'tl.rules.json'), JSON.stringify(release));
      const { outcomes } = await seed();
      expect(outcomes).toEqual([
        {
          product: 'tl',
          action: 'replaced',
          version: expect.any(Number),
          records: release.length,
          file: path.join(rulesDir, 'tl.rules.json'),
          changes: expect.any(Array),
        },
      ]);

      const response = await getRules();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({ product: 'tl', records: release });

      const unknown = await getRules('overdraft');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('overdraft');
      expect((await app().inject({ method: 'GET', url: '/api/validation-rules' })).statusCode).toBe(400);
    });

    it('keeps operations changes while the file is unchanged, and lets a changed file replace them', async () => {
      await writeRules([shortName]);
      await seed();
      const changed: RuleRecord[] = [{ ...shortName, rules: [{ ruleType: { validationRuleType: 'lengthTooShort' }, ruleParameters: [{ parameter: '8' }] }] }];
      expect((await putRules(changed)).statusCode).toBe(200);

      // Same file (even re-indented): the next start keeps what operations stored.
      await writeRules([shortName], 4);
      expect((await seed()).outcomes[0]).toMatchObject({ action: 'kept', records: 1 });
      expect((await getRules()).json().records).toEqual(changed);

      // A new release wins.
      const next: RuleRecord[] = [shortName, { jsonPath: '$.owners[*].lastName', rules: [{ ruleType: { validationRuleType: 'blank' } }] }];
      await writeRules(next);
      const before = (await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() })).json();
      expect((await seed()).outcomes[0]).toMatchObject({ action: 'replaced', version: before.version + 1, records: 2 });
      expect((await getRules()).json().records).toEqual(next);
    });

    it('says what a new release file changes against the records the database holds, as journey diff does', async () => {
      const lastName: RuleRecord = { jsonPath: '$.owners[*].lastName', rules: [{ ruleType: { validationRuleType: 'blank' } }] };
      const firstName: RuleRecord = { jsonPath: '$.owners[*].firstName', rules: [{ ruleType: { validationRuleType: 'blank' } }] };
      await writeRules([shortName, lastName]);
      await seed();
      // Operations changed the short name's rule since: the release is compared with that, not with its own earlier file.
      const longer: RuleRecord = { ...shortName, rules: [{ ruleType: { validationRuleType: 'lengthTooShort' }, ruleParameters: [{ parameter: '8' }] }] };
      expect((await putRules([longer, lastName])).statusCode).toBe(200);

      await writeRules([shortName, firstName]);
      const [outcome] = (await seed()).outcomes;
      expect(outcome).toMatchObject({ action: 'replaced', records: 2 });
      expect(outcome.changes).toEqual([
        { kind: 'ruleRecordChanged', jsonPath: '$.business.legalBusinessName', change: 'changed' },
        { kind: 'ruleRecordChanged', jsonPath: '$.owners[*].firstName', change: 'added' },
        { kind: 'ruleRecordChanged', jsonPath: '$.owners[*].lastName', change: 'removed' },
      ]);
      expect(outcome.changes).toEqual(diffRuleRecords([longer, lastName], [shortName, firstName]));
      // The same file again changes nothing.
      expect((await seed()).outcomes[0]).toMatchObject({ action: 'kept', changes: [] });
    });

    it('gives a product without a file no records, and empties them when its file is removed', async () => {
      await writeRules([shortName]);
      await seed();
      await rm(path.join(rulesDir, 'tl.rules.json'));
      expect((await seed()).outcomes[0]).toMatchObject({ action: 'replaced', records: 0, file: null });
      expect((await getRules()).json()).toEqual({ product: 'tl', records: [] });
      expect((await seed()).outcomes[0]).toMatchObject({ action: 'kept', records: 0 });
    });

    it('refuses an invalid file, naming the file and the record, and stores nothing', async () => {
      await writeRules([shortName]);
      await seed();
      const bad = [shortName, { jsonPath: '$.owners[*].firstName', rules: [{ ruleType: {} }] }];
      await writeRules(bad);
      const refused = await seed().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(RuleRecordsFileError);
      expect((refused as Error).message).toContain(path.join(rulesDir, 'tl.rules.json'));
      expect((refused as Error).message).toContain("records[1] ($.owners[*].firstName): rules/0/ruleType must have required property 'validationRuleType'");

      await writeRules([{ jsonPath: '$.owners[*].firstName', rules: [{ ruleType: { validationRuleType: 'lenghtTooShort' } }] }]);
      await expect(seed()).rejects.toThrow(/records\[0\] \(\$\.owners\[\*\]\.firstName\): rules\/0 \(lenghtTooShort\): unknown rule type/);
      await writeFile(path.join(rulesDir, 'tl.rules.json'), '[{"jsonPath": ');
      await expect(seed()).rejects.toThrow(/tl\.rules\.json:\n {2}- not JSON/);

      expect((await getRules()).json().records).toEqual([shortName]);
    });

    it('seeds the release file of the repository as it is', async () => {
      const result = await seedValidationRules({ db: server.db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
      expect(result.unknownFiles).toEqual([]);
      expect((await getRules()).json().records).toEqual(JSON.parse(await readFile(releaseFile, 'utf8')));
    });
  });

  describe('the operations endpoint', () => {
    it('needs the operations token or a staff session: none, a wrong one or an applicant session is 401', async () => {
      const applicant = await signUpAndLogIn(app());
      const token = server.config.ops.token;
      for (const headers of [{}, bearer(`${token}x`), bearer(token.slice(0, -1)), bearer(applicant.token), { authorization: token }]) {
        for (const call of [
          { method: 'GET' as const, url: '/api/ops/validation-rules/tl' },
          { method: 'PUT' as const, url: '/api/ops/validation-rules/tl', payload: { records: [] } },
        ]) {
          const response = await app().inject({ ...call, headers });
          expect(response.statusCode, `${call.method} ${JSON.stringify(headers)}`).toBe(401);
          expect(response.json()).toMatchObject({ code: 'AUTH_ERR_UNAUTHENTICATED', message: 'Please sign in as a staff member.' });
        }
      }
      expect((await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() })).statusCode).toBe(200);
    });

    it('replaces the records, bumps the version and records who did it', async () => {
      const before = (await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() })).json();
      const response = await putRules([shortName]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ product: 'tl', version: before.version + 1, updatedBy: 'test ops', records: [shortName] });
      const read = await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() });
      expect(read.json()).toEqual(response.json());
      expect(new Date(read.json().updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('refuses invalid records with 400 naming each bad one, and keeps the stored ones', async () => {
      expect((await putRules([shortName])).statusCode).toBe(200);
      const version = (await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() })).json().version;
      const cases: [unknown[], RegExp][] = [
        [[shortName, { jsonPath: '$.owners[0].firstName' }], /records\[1\] \(\$\.owners\[0\]\.firstName\): must have required property 'rules'/],
        [[{ ...shortName, note: 'x' }], /records\[0\] \(\$\.business\.legalBusinessName\): must NOT have additional properties \(note\)/],
        [[{ ...shortName, jsonPath: 'business.name' }], /records\[0\] \(business\.name\): jsonPath must match pattern/],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'noSuchRule' } }] }],
          /records\[0\] \(\$\.x\): rules\/0 \(noSuchRule\): unknown rule type/,
        ],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'lengthTooShort' }, ruleParameters: [{ parameter: 'five' }] }] }],
          /rules\/0 \(lengthTooShort\): ruleParameters\/0 must be a number or a limit \("#\/limits\/\.\.\."\), not "five"/,
        ],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'lengthIncorrect' }, ruleParameters: [{ parameter: '1' }] }] }],
          /rules\/0 \(lengthIncorrect\): needs 2 parameters/,
        ],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'pattern' }, ruleParameters: [{ parameter: '([a-z' }] }] }],
          /rules\/0 \(pattern\): ruleParameters\/0 is not a regular expression/,
        ],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'blank' }, ruleParameters: [{ parameter: '1' }] }] }],
          /rules\/0 \(blank\): takes at most 0 parameter/,
        ],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'confirmPassword' }, ruleParameters: [{ parameter: 'password' }] }] }],
          /ruleParameters\/0 must be a JSONPath starting with \$/,
        ],
        [
          [{ jsonPath: '$.x', rules: [{ ruleType: { validationRuleType: 'lessThanOrEqual' }, ruleParameters: [{ parameter: '#/limits/maxOwnrs' }] }] }],
          /records\/0\/rules\/0\/ruleParameters\/0\/parameter: "#\/limits\/maxOwnrs" names no number in the limits of journey "tl"/,
        ],
      ];
      for (const [records, message] of cases) {
        const response = await putRules(records);
        expect(response.statusCode, JSON.stringify(records)).toBe(400);
        expect(response.json().code).toBe('REQUEST_ERR_VALIDATION');
        expect(response.json().message).toMatch(message);
      }
      expect((await app().inject({ method: 'PUT', url: '/api/ops/validation-rules/tl', headers: ops(), payload: {} })).statusCode).toBe(400);
      const after = (await app().inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() })).json();
      expect(after).toMatchObject({ version, records: [shortName] });
    });

    it("checks a record naming a limit with the journey's number, as the browser does", async () => {
      const release = JSON.parse(await readFile(releaseFile, 'utf8')) as RuleRecord[];
      expect(JSON.stringify(release)).toContain('#/limits/minAddedOwnerShare');
      expect((await putRules(release)).statusCode).toBe(200);
      const applicant = await signUpAndLogIn(app());
      const application = await createApplicationFor(app(), applicant.token, {
        patchAppData: { business: { _extension: { hasAdditionalOwners: true } } },
      });
      const addCoOwner = (percentOwnership: string) =>
        app().inject({
          method: 'PATCH',
          url: `/api/apps/${application.id}`,
          headers: bearer(applicant.token),
          payload: { version: 1, patch: [{ op: 'add', path: '/coOwners', value: [{ firstName: 'Sam', lastName: 'Lee', percentOwnership }] }] },
        });
      const refused = await addCoOwner('15');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toContainEqual({
        path: '/coOwners/0/percentOwnership',
        key: 'addedOwnerMin',
        message: 'An additional owner must hold at least 20% of the business.',
      });
      expect((await addCoOwner('20')).json().errors ?? []).not.toContainEqual(expect.objectContaining({ key: 'addedOwnerMin' }));
    });

    it('answers 404 for a product without a journey', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await app().inject({
          method,
          url: '/api/ops/validation-rules/overdraft',
          headers: ops(),
          payload: method === 'PUT' ? { records: [] } : undefined,
        });
        expect(response.statusCode).toBe(404);
      }
    });

    it('applies a new record to the very next create and PATCH, with the key and text the browser shows', async () => {
      const applicant = await signUpAndLogIn(app());
      expect((await putRules([])).statusCode).toBe(200);
      const application = await createApplicationFor(app(), applicant.token, { patchAppData: { business: { legalBusinessName: 'Abcdef' } } });
      const rename = (value: string, version: number) =>
        app().inject({
          method: 'PATCH',
          url: `/api/apps/${application.id}`,
          headers: bearer(applicant.token),
          payload: { version, patch: [{ op: 'replace', path: '/business/legalBusinessName', value }] },
        });
      expect((await rename('Abc', 1)).statusCode).toBe(200);

      expect((await putRules([shortName])).statusCode).toBe(200);
      const refused = await rename('Abcd', 2);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'APP_ERR_RULES_REJECTED',
        errors: [{ path: '/business/legalBusinessName', key: 'lengthTooShort', message: SHORT_NAME_TEXT }],
      });
      // Another applicant: the first already has a tl application in progress.
      const newcomer = await signUpAndLogIn(app());
      const created = await app().inject({
        method: 'POST',
        url: '/api/apps',
        headers: bearer(newcomer.token),
        payload: {
          createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'tl' },
          patchAppData: { business: { legalBusinessName: 'Abc' } },
        },
      });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toEqual([{ path: '/business/legalBusinessName', key: 'lengthTooShort', message: SHORT_NAME_TEXT }]);

      // A key with no text is refused before it is stored: the applicant would read no reason at all.
      const noText = await putRules([{ ...shortName, errorKey: 'businessNameShort' }]);
      expect(noText.statusCode).toBe(400);
      expect(noText.json().message).toContain('records/0/errorKey: errorKey "businessNameShort" has no text in the message catalogue');

      const withText: RuleRecord = { ...shortName, errorKey: 'nameInvalid' };
      expect((await putRules([withText])).statusCode).toBe(200);
      expect((await rename('Abcd', 2)).json().errors).toEqual([
        { path: '/business/legalBusinessName', key: 'nameInvalid', message: 'Please enter a valid name.' },
      ]);

      expect((await putRules([])).statusCode).toBe(200);
      expect((await rename('Abcd', 2)).statusCode).toBe(200);
    });
  });
});

describe('the operations token', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lj-ops-token-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is generated once under DATA_DIR/ops-token (mode 600) and reused', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'ops-token');
    expect(first.ops).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), tokenFile: file, staffSessionHours: 8 });
    expect(second.ops.token).toBe(first.ops.token);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.ops.token);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('comes from OPS_TOKEN when set, which must not be short', async () => {
    const token = 'an-operations-token-of-sufficient-length';
    expect((await loadConfig({ DATA_DIR: dataDir, OPS_TOKEN: token })).ops).toEqual({ token, tokenFile: null, staffSessionHours: 8 });
    await expect(loadConfig({ DATA_DIR: dataDir, OPS_TOKEN: 'short' })).rejects.toThrow(/OPS_TOKEN/);
  });
});
