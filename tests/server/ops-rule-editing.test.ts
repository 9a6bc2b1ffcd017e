/**
 * Editing a product's rule records from the console: the dry run judges them as `journey
 * validate` does (without storing or auditing anything), and a save made from an older version
 * than the stored one is refused, even when two race.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { bearer } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const release = JSON.parse(await readFile(path.resolve('journeys/rules/tl.rules.json'), 'utf8')) as RuleRecord[];

describeEachDatabase('editing rule records from the console', (kind) => {
  let server: TestServer;
  const ops = () => bearer(server.config.ops.token);
  const check = (records: unknown, product = 'tl') =>
    server.app.inject({ method: 'POST', url: `/api/ops/validation-rules/${product}/check`, headers: ops(), payload: { records } });
  const put = (payload: object) => server.app.inject({ method: 'PUT', url: '/api/ops/validation-rules/tl', headers: ops(), payload });
  const stored = async () => (await server.app.inject({ method: 'GET', url: '/api/ops/validation-rules/tl', headers: ops() })).json();

  beforeAll(async () => {
    server = await startTestServer(kind, 'ops_rule_editing', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('judges records as journey validate does: shape first, then paths, limits and texts against the journey', async () => {
    const before = await stored();
    const clean = await check(release);
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json()).toEqual({ product: 'tl', findings: [] });

    const typo: RuleRecord = { ...release[0], jsonPath: '$.business.legalBusinesName' };
    const noText: RuleRecord = { jsonPath: '$.business.legalBusinessName', rules: [{ ruleType: { validationRuleType: 'blank' } }], errorKey: 'noSuchText' };
    const judged = (await check([typo, noText])).json();
    expect(judged.findings).toEqual([
      { pointer: '/1/errorKey', code: 'JOURNEY_ERR_MISSING_MESSAGE', message: 'errorKey "noSuchText" has no text in the message catalogue', severity: 'error' },
      {
        pointer: '/0/jsonPath',
        code: 'JOURNEY_ERR_UNKNOWN_RULE_PATH',
        message: 'jsonPath "$.business.legalBusinesName" matches no field of journey "tl"',
        severity: 'error',
      },
    ]);
    // A key Object has (toString) is no text of the catalogue.
    const inherited = (await check([{ ...noText, errorKey: 'toString' }])).json();
    expect(inherited.findings).toEqual([expect.objectContaining({ pointer: '/0/errorKey', code: 'JOURNEY_ERR_MISSING_MESSAGE' })]);
    expect((await put({ records: [{ ...noText, errorKey: 'constructor' }] })).statusCode).toBe(400);
    const shape = (await check([{ jsonPath: '$.x' }])).json();
    expect(shape.findings).toEqual([expect.objectContaining({ pointer: '/0', code: 'JOURNEY_ERR_RULE_RECORD', severity: 'error' })]);
    expect((await check([], 'overdraft')).statusCode).toBe(404);

    // A dry run stores nothing and is not a change in the audit.
    expect(await stored()).toEqual(before);
    const audited = await server.db.selectFrom('staff_actions').select('action').where('action', 'like', '%/check').execute();
    expect(audited).toEqual([]);
  });

  it('refuses a save made from an older version, and of two racing saves from one version keeps one', async () => {
    const { version } = await stored();
    const saved = await put({ records: release, expectedVersion: version, reason: 'Release file again' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(version + 1);
    const late = await put({ records: [], expectedVersion: version });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'RULES_ERR_VERSION_CONFLICT',
      message: `The rule records changed since version ${version}: they are at version ${version + 1}.`,
    });
    expect((await stored()).records).toEqual(release);

    const racing = await Promise.all([0, 1, 2, 3].map((i) => put({ records: release.slice(i), expectedVersion: version + 1 })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = racing.findIndex((r) => r.statusCode === 200);
    expect(await stored()).toMatchObject({ version: version + 2, records: release.slice(winner) });
  });
});
