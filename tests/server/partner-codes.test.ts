/**
 * Partner codes are checked against the configured partners (PARTNERS_JSON) by the release's
 * rule records, on create and on every PATCH, on PGlite and PostgreSQL: an unknown code is a 422
 * at the field, with the text the browser shows there too. With no partners configured no code
 * is known.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientSettings } from '../../src/server/config';
import { configuredRuleLists } from '../../src/server/configured-rule-lists';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readRuleRecords } from '../../src/server/services/validation-rules/read-rule-records';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const PARTNERS_JSON = JSON.stringify({ ACME1: { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' } });
const UNKNOWN = { path: '/_extension/partnerCode', key: 'partnerCodeUnknown', message: "We don't recognise that partner code. Please check it and try again." };

/** A server as main.ts starts one: the journeys' rules with the configured partners, the release's rule records seeded. */
async function startServer(kind: Parameters<typeof startTestServer>[0], label: string, env: Record<string, string>): Promise<TestServer> {
  const rules = await createJourneyRules(path.resolve('journeys'), configuredRuleLists({ settings: loadClientSettings(env) }));
  const server = await startTestServer(kind, label, { rules, env });
  await seedValidationRules({ db: server.db }, { rulesDir: path.resolve('journeys/rules'), products: rules.products() });
  return server;
}

describe('records checking against a run-time list', () => {
  it('name the list, and only the list: its values come from the configuration', () => {
    const record = (parameters: string[]) => [
      {
        jsonPath: '$._extension.partnerCode',
        rules: [{ ruleType: { validationRuleType: 'inList' }, ruleParameters: parameters.map((parameter) => ({ parameter })) }],
      },
    ];
    expect(readRuleRecords(record(['partners'])).ok).toBe(true);
    expect(readRuleRecords(record([]))).toMatchObject({ ok: false, problems: [expect.stringContaining('needs 1 parameter')] });
    expect(readRuleRecords(record(['partners', 'ACME1']))).toMatchObject({ ok: false, problems: [expect.stringContaining('at most 1')] });
    expect(readRuleRecords(record(['$.partners']))).toMatchObject({ ok: false, problems: [expect.stringContaining('must name a list')] });
  });
});

describeEachDatabase('partner codes', (kind) => {
  let server: TestServer;
  let unconfigured: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, 'partner_codes', { PARTNERS_JSON });
    unconfigured = await startServer(kind, 'partner_codes_none', {});
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
  });

  const [owner] = completeTlApplication.owners;
  const broker = { ...owner, _extension: { ...owner._extension, broker: true } };
  const create = (on: TestServer, token: string, partnerCode: string) =>
    on.app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: bearer(token),
      payload: {
        createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'tl' },
        patchAppData: { owners: [broker], _extension: { partnerCode } },
      },
    });
  const patchCode = (on: TestServer, token: string, application: { id: string; version: number }, partnerCode: string) =>
    on.app.inject({
      method: 'PATCH',
      url: `/api/apps/${application.id}`,
      headers: bearer(token),
      payload: { patch: [{ op: 'replace', path: '/_extension/partnerCode', value: partnerCode }], version: application.version },
    });

  it('creates an application with a configured partner code, in any letter case', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = await create(server, user.token, 'acme1');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data._extension.partnerCode).toBe('acme1');
  });

  it('refuses to create one with an unknown partner code: 422 at the field, nothing stored', async () => {
    const user = await signUpAndLogIn(server.app);
    const refused = await create(server, user.token, 'NOPE1');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([UNKNOWN]);
    const stored = await server.db.selectFrom('applications').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([]);
  });

  it('refuses a PATCH to an unknown partner code and stores nothing; a known one is stored', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = (await create(server, user.token, 'ACME1')).json();
    const refused = await patchCode(server, user.token, created, 'OTHER9');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([UNKNOWN]);
    const stored = await server.db.selectFrom('applications').select(['data', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ data: created.data, version: created.version });
    const accepted = await patchCode(server, user.token, created, 'Acme1');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('knows no code when no partners are configured', async () => {
    const user = await signUpAndLogIn(unconfigured.app);
    const refused = await create(unconfigured, user.token, 'ACME1');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([UNKNOWN]);
    // Not a broker: no partner code is asked, none is checked.
    const plain = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: bearer(user.token),
      payload: { createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'tl' }, patchAppData: { owners: [owner] } },
    });
    expect(plain.statusCode, plain.body).toBe(201);
  });
});
