/**
 * The contract between the browser and the server for every rule type a record may use: the
 * browser's pipeline (validateForm on the precompiled validators, as the web app runs it) and
 * the server's (a real PATCH through the API, checked by the real journey rules) give the same
 * errors for the same record, document and value, and both let a passing value through.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { boundPointer, readForm, toFormPointer } from '../../src/engine/binding/form-binding';
import { bindValidators, type CompiledJourney } from '../../src/engine/journey/compiled-journey';
import { getAt, setAt } from '../../src/engine/json-pointer';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { ruleTypes, type RuleTypeName } from '../../src/engine/rules/rule-types';
import { withRuleLists } from '../../src/engine/rules/with-rule-lists';
import type { ValidateFunction } from '../../src/engine/validation/field-error';
import type { ValidationMode } from '../../src/engine/validation/step-validation';
import { validateForm } from '../../src/engine/validation/validate-step';
import { createJourneyRules, loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import { standaloneValidators } from '../../tools/precompile/standalone-validators';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, signUpAndLogIn, type SignedInUser } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

interface ContractCase {
  type: RuleTypeName;
  jsonPath: string;
  params?: string[];
  errorKey?: string;
  /** The step that binds the field, and the field's form property. */
  step: string;
  field: string;
  pass: unknown;
  /** undefined: the answer is missing. */
  fail: unknown;
  /**
   * draft: saving (a PATCH without a stage change). complete: blank and completeness rules,
   * which only count when a stage is left (a PATCH moving to PersonalInfo).
   */
  mode: ValidationMode;
}

const ownerShares = '$.owners[*].percentOwnership';
const tooYoung = `${new Date().getFullYear() - 10}-01-01`;
const blankTypes: RuleTypeName[] = [
  'blank',
  'blankBoolean',
  'blankArray',
  'blankConsent',
  'blankFunding',
  'blankPassword',
  'blankPasswordConfirmation',
  'blankBankAccountConfirmation',
];

const cases: ContractCase[] = [
  ...blankTypes.map((type): ContractCase => ({
    type,
    jsonPath: '$.business.doingBusinessAs',
    step: 'MoreBusinessInfo',
    field: 'doingBusinessAs',
    pass: 'Citizen Bakery',
    fail: undefined,
    mode: 'complete',
  })),
  {
    type: 'emailInvalid',
    jsonPath: '$.owners[0].streetName',
    step: 'PersonalInfo',
    field: 'streetName',
    pass: 'jane@example.com.au',
    fail: 'jane@',
    mode: 'draft',
  },
  {
    type: 'lessThanOrEqual',
    params: ['100000'],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 100000,
    fail: 100001,
    mode: 'draft',
  },
  {
    type: 'moreThanOrEqual',
    params: ['1000'],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 1000,
    fail: 999,
    mode: 'draft',
  },
  {
    type: 'multipleOf',
    params: ['1000'],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 60000,
    fail: 60500,
    mode: 'draft',
  },
  {
    type: 'lengthIncorrect',
    params: ['2', '4'],
    jsonPath: '$.owners[0].city',
    step: 'PersonalInfo',
    field: 'city',
    pass: 'Ryde',
    fail: 'Sydney',
    mode: 'draft',
  },
  {
    type: 'lengthTooShort',
    params: ['5'],
    errorKey: 'nameInvalid',
    jsonPath: '$.business.legalBusinessName',
    step: 'BusinessInfo',
    field: 'legalBusinessName',
    pass: 'Abcdef',
    fail: 'Abc',
    mode: 'draft',
  },
  { type: 'notNumeric', jsonPath: '$.owners[0].streetNumber', step: 'PersonalInfo', field: 'streetNumber', pass: '12', fail: '12a', mode: 'draft' },
  { type: 'notPercent', jsonPath: '$.owners[0].unitNumber', step: 'PersonalInfo', field: 'unitNumber', pass: '100', fail: '0', mode: 'draft' },
  { type: 'postalCodeInvalid', jsonPath: '$.owners[0].streetNumber', step: 'PersonalInfo', field: 'streetNumber', pass: '2000', fail: '200', mode: 'draft' },
  {
    type: 'passwordInvalid',
    jsonPath: '$.fundingNeeds.fundingPurposeOther',
    step: 'FundingNeeds',
    field: 'fundingPurposeOther',
    pass: 'Secret123',
    fail: 'secret',
    mode: 'draft',
  },
  // Compared with the amount asked for (completeTlApplication: $150,000).
  {
    type: 'atLeastField',
    params: ['$.fundingNeeds.desiredLoanAmount'],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 150000,
    fail: 149999,
    mode: 'draft',
  },
  {
    type: 'atMostField',
    params: ['$.fundingNeeds.desiredLoanAmount'],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 150000,
    fail: 150001,
    mode: 'draft',
  },
  // Compared with a total: the amount asked for and every owner's share ($150,000 + 100).
  {
    type: 'atLeastSum',
    params: ['$.fundingNeeds.desiredLoanAmount', ownerShares],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 150100,
    fail: 150099,
    mode: 'draft',
  },
  {
    type: 'atMostSum',
    params: ['$.fundingNeeds.desiredLoanAmount', ownerShares],
    jsonPath: '$.business._extension.averageMonthlyRevenue',
    step: 'MoreBusinessInfo',
    field: 'averageMonthlyRevenue',
    pass: 150100,
    fail: 150101,
    mode: 'draft',
  },
  {
    type: 'confirmPassword',
    params: ['$.business.streetName'],
    jsonPath: '$.owners[0].streetName',
    step: 'PersonalInfo',
    field: 'streetName',
    pass: 'Pitt',
    fail: 'George',
    mode: 'draft',
  },
  {
    type: 'confirmBankAccountNumber',
    params: ['$.business.streetNumber'],
    jsonPath: '$.owners[0].streetNumber',
    step: 'PersonalInfo',
    field: 'streetNumber',
    pass: '1',
    fail: '12',
    mode: 'draft',
  },
  {
    type: 'confirmImageText',
    params: ['$.business.city'],
    jsonPath: '$.owners[0].city',
    step: 'PersonalInfo',
    field: 'city',
    pass: 'SYDNEY',
    fail: 'Melbourne',
    mode: 'draft',
  },
  {
    type: 'totalOwnershipMin',
    params: ['50', ownerShares],
    jsonPath: '$.owners[0].percentOwnership',
    step: 'MoreBusinessInfo',
    field: 'percentOwnership',
    pass: '50',
    fail: '40',
    mode: 'complete',
  },
  {
    type: 'totalOwnershipMax',
    params: ['60', ownerShares],
    jsonPath: '$.owners[0].percentOwnership',
    step: 'MoreBusinessInfo',
    field: 'percentOwnership',
    pass: '60',
    fail: '70',
    mode: 'draft',
  },
  {
    type: 'date',
    jsonPath: '$.fundingNeeds.fundingPurposeOther',
    step: 'FundingNeeds',
    field: 'fundingPurposeOther',
    pass: '1990-02-28',
    fail: '1990-02-30',
    mode: 'draft',
  },
  {
    type: 'min_age_18',
    params: ['18'],
    jsonPath: '$.fundingNeeds.fundingPurposeOther',
    step: 'FundingNeeds',
    field: 'fundingPurposeOther',
    pass: '1990-01-01',
    fail: tooYoung,
    mode: 'draft',
  },
  { type: 'ssnInvalid', jsonPath: '$.owners[0].streetName', step: 'PersonalInfo', field: 'streetName', pass: '123-45-6789', fail: '12-345-678', mode: 'draft' },
  {
    type: 'pattern',
    params: ['^[A-Z]+$'],
    jsonPath: '$.fundingNeeds.fundingPurposeOther',
    step: 'FundingNeeds',
    field: 'fundingPurposeOther',
    pass: 'ABC',
    fail: 'abc',
    mode: 'draft',
  },
  {
    type: 'pattern',
    params: ['^[A-Za-z ]+$'],
    errorKey: 'nameInvalid',
    jsonPath: '$.owners[0].city',
    step: 'PersonalInfo',
    field: 'city',
    pass: 'Surry Hills',
    fail: 'Surry Hills 2',
    mode: 'draft',
  },
  {
    type: 'inList',
    params: ['partners'],
    errorKey: 'partnerCodeUnknown',
    jsonPath: '$.fundingNeeds.fundingPurposeOther',
    step: 'FundingNeeds',
    field: 'fundingPurposeOther',
    pass: 'acme1',
    fail: 'NOPE1',
    mode: 'draft',
  },
];

/** The run-time lists of both sides: the server's from its configuration, the browser's from the settings. */
const LISTS = { partners: ['ACME1'] };

/** Complete up to PersonalInfo, with an 'other' use of funds so that field is shown and judged. */
const base: Record<string, unknown> = {
  ...structuredClone(completeTlApplication),
  fundingNeeds: { ...completeTlApplication.fundingNeeds, fundingPurposes: ['EQUIPMENT_PURCHASES', 'OTHER'], fundingPurposeOther: 'Vehicle fit-out' },
};
const CONTINUE_TO = 'PersonalInfo';

const record = (c: ContractCase): RuleRecord => ({
  jsonPath: c.jsonPath,
  rules: [{ ruleType: { validationRuleType: c.type }, ...(c.params ? { ruleParameters: c.params.map((parameter) => ({ parameter })) } : {}) }],
  ...(c.errorKey ? { errorKey: c.errorKey } : {}),
});

let browserJourney: CompiledJourney;
let cacheDir: string;

beforeAll(async () => {
  const [runtime] = (await loadCompiledJourneys('journeys')).filter((cj) => cj.journey.product === 'tl');
  const { code } = standaloneValidators([runtime.journey]);
  // Inside the project, so the generated code's require('ajv/dist/runtime/...') resolves.
  await mkdir('node_modules/.cache', { recursive: true });
  cacheDir = await mkdtemp(path.resolve('node_modules/.cache/validators-'));
  const file = path.join(cacheDir, 'validators.cjs');
  await writeFile(file, code);
  const fns = createRequire(import.meta.url)(file) as Record<string, ValidateFunction>;
  browserJourney = bindValidators(runtime.journey, runtime.catalogue, (name) => fns[name]);
});
afterAll(async () => {
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

it('covers every rule type the engine knows', () => {
  expect(new Set(cases.map((c) => c.type))).toEqual(new Set(Object.keys(ruleTypes)));
});

describeEachDatabase('validation-rule records: browser and server agree', (kind) => {
  let server: TestServer;
  let applicant: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer(kind, 'rules_contract', { rules: await createJourneyRules(path.resolve('journeys'), LISTS) });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The browser: the step's form as the web app holds it, judged by the precompiled pipeline. */
  function browserErrors(c: ContractCase, document: Record<string, unknown>, records: RuleRecord[], mode: ValidationMode) {
    const step = browserJourney.step(c.step);
    return validateForm(browserJourney, c.step, readForm(step, document), mode, { records: withRuleLists(records, LISTS), document })
      .filter((e) => e.path === `/${c.field}`)
      .map(({ path, key, message }) => ({ path, key, message }));
  }

  /** The server: a PATCH setting the value (and, in complete mode, leaving the stage). */
  async function serverAnswer(c: ContractCase, id: string, version: number, value: unknown) {
    const pointer = boundPointer(browserJourney.step(c.step), c.field);
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/apps/${id}`,
      headers: bearer(applicant.token),
      payload: {
        version,
        ...(c.mode === 'complete' ? { stage: CONTINUE_TO } : {}),
        patch: value === undefined ? [] : [{ op: 'add', path: pointer, value }],
      },
    });
    const step = browserJourney.step(c.step);
    const errors =
      response.statusCode === 422
        ? (response.json().errors as { path: string; key: string; message: string }[]).map((e) => ({ ...e, path: toFormPointer(step, e.path) ?? e.path }))
        : [];
    return { status: response.statusCode, body: response.json(), errors };
  }

  it.each(cases.map((c) => [`${c.type}${c.errorKey ? ` (${c.errorKey})` : ''} on ${c.jsonPath}`, c] as const))('%s', async (_name, c) => {
    const records = [record(c)];
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/ops/validation-rules/tl',
      headers: bearer(server.config.ops.token),
      payload: { records },
    });
    expect(put.statusCode, put.body).toBe(200);

    // One applicant per case: the server allows one application of a product in progress at a time.
    applicant = await signUpAndLogIn(server.app);
    const pointer = boundPointer(browserJourney.step(c.step), c.field);
    const without = setAt(structuredClone(base), pointer, undefined) as Record<string, unknown>;
    expect(getAt(without, pointer)).toBeUndefined();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: bearer(applicant.token),
      payload: { createAppData: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' }, patchAppData: without },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, data } = created.json() as { id: string; data: Record<string, unknown> };

    const withValue = (value: unknown) => (value === undefined ? data : (setAt(structuredClone(data), pointer, value) as Record<string, unknown>));

    // The failing value: the same refusal on both sides.
    const expected = browserErrors(c, withValue(c.fail), records, c.mode);
    expect(expected, 'the browser refuses the failing value').toHaveLength(1);
    expect(expected[0].key).toBe(c.errorKey ?? ruleTypes[c.type].key ?? c.type);
    const refused = await serverAnswer(c, id, 1, c.fail);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.errors).toEqual(expected);

    // The passing value: accepted on both sides.
    expect(browserErrors(c, withValue(c.pass), records, c.mode)).toEqual([]);
    const accepted = await serverAnswer(c, id, 1, c.pass);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(getAt(accepted.body.data, pointer)).toEqual(c.pass);
    if (c.mode === 'complete') expect(accepted.body.stage).toBe(CONTINUE_TO);
  });
});
