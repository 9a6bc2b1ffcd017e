import { describe, expect, it, vi } from 'vitest';
import { evaluateRecords } from '../../src/engine/rules/evaluate-records';
import { matchPointers } from '../../src/engine/rules/match-paths';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { validateForm, validateStep } from '../../src/engine/validation/validate-step';
import { completeTlApplication, tl } from './fixtures';

const catalogue = { blank: 'Required.', lengthIncorrect: 'Between {0} and {1}.', totalOwnershipMax: 'Too much.', moreThanOrEqual: '{0} or more.' };
const record = (validationRuleType: string, parameters: string[] = [], jsonPath = '$.field', errorKey?: string): RuleRecord => ({
  jsonPath,
  rules: [{ ruleType: { validationRuleType }, ruleParameters: parameters.map((parameter) => ({ parameter })) }],
  ...(errorKey ? { errorKey } : {}),
});

/** rule type, parameters, a passing value, a failing value (undefined: the field is missing). */
const table: [string, string[], unknown, unknown][] = [
  ['blank', [], 'x', undefined],
  ['blankBoolean', [], false, undefined],
  ['blankArray', [], ['A'], []],
  ['blankConsent', [], { type: 'PRIVACY_CONSENT' }, undefined],
  ['blankFunding', [], ['MARKETING'], undefined],
  ['emailInvalid', [], 'jane@example.com.au', 'jane@'],
  ['lessThanOrEqual', ['100'], '100', '101'],
  ['moreThanOrEqual', ['20'], '20', '19'],
  ['multipleOf', ['1000'], 12000, 12500],
  ['lengthIncorrect', ['2', '4'], 'abcd', 'abcde'],
  ['lengthTooShort', ['3'], 'abc', 'ab'],
  ['notNumeric', [], '0123', '12a'],
  ['notPercent', [], '100', '101'],
  ['postalCodeInvalid', [], '2000', '200'],
  ['passwordInvalid', [], 'Secret123', 'secret'],
  ['date', [], '1990-02-28', '1990-02-30'],
  ['min_age_18', ['18'], '1990-01-01', `${new Date().getFullYear() - 10}-01-01`],
  ['ssnInvalid', [], '123-45-6789', '12-345-678'],
  ['pattern', ['^[A-Z]+$'], 'ABC', 'abc'],
];

describe('rule types', () => {
  it.each(table)('%s passes and fails', (type, params, good, bad) => {
    const records = [record(type, params)];
    expect(evaluateRecords(records, { field: good }, catalogue)).toEqual([]);
    const [error] = evaluateRecords(records, bad === undefined ? {} : { field: bad }, catalogue);
    expect(error).toMatchObject({ path: '/field', source: type });
  });

  it('confirmations compare with the value at another path', () => {
    for (const type of ['confirmPassword', 'confirmBankAccountNumber', 'confirmImageText']) {
      const records = [record(type, ['$.other'])];
      expect(evaluateRecords(records, { field: 'Abc123', other: 'Abc123' }, catalogue)).toEqual([]);
      expect(evaluateRecords(records, { field: 'Abc123', other: 'Abc124' }, catalogue)).toHaveLength(1);
    }
    expect(evaluateRecords([record('confirmImageText', ['$.other'])], { field: 'abc', other: 'ABC' }, catalogue)).toEqual([]);
  });

  it('ownership totals add every share the parameters name', () => {
    const shares = ['$.owners[*].percentOwnership', '$.coOwners[*].percentOwnership'];
    const max = [record('totalOwnershipMax', ['100', ...shares], '$.coOwners[*].percentOwnership')];
    const doc = (...co: string[]) => ({ owners: [{ percentOwnership: '60' }], coOwners: co.map((p) => ({ percentOwnership: p })) });
    expect(evaluateRecords(max, doc('40'), catalogue)).toEqual([]);
    expect(evaluateRecords(max, doc('30', '11'), catalogue).map((e) => e.path)).toEqual(['/coOwners/0/percentOwnership', '/coOwners/1/percentOwnership']);
    const min = [record('totalOwnershipMin', ['50', ...shares], '$.coOwners')];
    expect(evaluateRecords(min, { owners: [{ percentOwnership: '40' }] }, catalogue)).toMatchObject([{ path: '/coOwners', source: 'totalOwnershipMin' }]);
    expect(evaluateRecords(min, doc('10').owners ? { owners: [{ percentOwnership: '40' }], coOwners: [{ percentOwnership: '10' }] } : {}, catalogue)).toEqual(
      [],
    );
  });

  it('an unknown rule type is logged once and passes', () => {
    const warn = vi.fn();
    const records = [record('noSuchRule', [], '$.field'), record('noSuchRule', [], '$.other')];
    expect(evaluateRecords(records, { field: 'x' }, catalogue, { warn })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('noSuchRule');
  });

  it('an error key without text falls back to the generic blank message', () => {
    const [error] = evaluateRecords([record('blank', [], '$.field', 'noTextForThis')], {}, catalogue);
    expect(error).toMatchObject({ key: 'noTextForThis', message: 'Required.' });
  });

  it('the first failing rule of a record gives the message, with its parameters', () => {
    const records: RuleRecord[] = [
      {
        jsonPath: '$.field',
        rules: [
          { ruleType: { validationRuleType: 'lengthIncorrect' }, ruleParameters: [{ parameter: '2' }, { parameter: '3' }] },
          { ruleType: { validationRuleType: 'notNumeric' } },
        ],
      },
    ];
    expect(evaluateRecords(records, { field: 'abcd' }, catalogue)).toMatchObject([{ key: 'lengthIncorrect', message: 'Between 2 and 3.' }]);
    expect(evaluateRecords(records, { field: 'ab' }, catalogue)).toMatchObject([{ key: 'notNumeric' }]);
  });
});

describe('JSONPath matching', () => {
  it('wildcards match every owner, and a missing last member is still named', () => {
    const doc = { owners: [{ firstName: 'A' }, {}] };
    expect(matchPointers('$.owners[*].firstName', doc)).toEqual(['/owners/0/firstName', '/owners/1/firstName']);
    expect(matchPointers('$.business.legalBusinessName', {})).toEqual([]);
    expect(matchPointers('$.business.legalBusinessName', { business: {} })).toEqual(['/business/legalBusinessName']);
    expect(matchPointers('$.hearAboutUs', {})).toEqual(['/hearAboutUs']);
  });
});

describe('records merged with the schema rules', () => {
  it('blank first, then the schema, then the first failing record', async () => {
    const cj = await tl();
    const records = [record('lengthTooShort', ['5'], '$.business.legalBusinessName', 'businessNameShort')];
    const errorFor = (legalBusinessName: unknown) =>
      validateForm(cj, 'BusinessInfo', { legalEntityType: 'SOLE_TRADER', legalBusinessName }, 'complete', { records }).find(
        (e) => e.path === '/legalBusinessName',
      );
    expect(errorFor(undefined)?.key).toBe('blank');
    expect(errorFor('<>')?.key).toBe('nameInvalid');
    expect(errorFor('Abc')?.key).toBe('businessNameShort');
    expect(errorFor('Abcdef')).toBeUndefined();
  });

  it('date of birth: blank, date, min_age_18 whichever side supplies the rule', async () => {
    const cj = await tl();
    const records = [{ jsonPath: '$.owners[0].dateOfBirth', rules: ['blank', 'date', 'min_age_18'].map((t) => ({ ruleType: { validationRuleType: t } })) }];
    const dob = (value: unknown) =>
      validateForm(cj, 'PersonalInfo', { dateOfBirth: value }, 'complete', { records }).find((e) => e.path === '/dateOfBirth')?.key;
    expect(dob(undefined)).toBe('blank');
    expect(dob('12/0')).toBe('dateOfBirthInvalid');
    expect(dob(`${new Date().getFullYear() - 10}-01-01`)).toBe('min_age_18');
  });

  it('records count when a step is judged complete on the application document', async () => {
    const cj = await tl();
    const records = [record('lengthTooShort', ['50'], '$.business.legalBusinessName', 'businessNameShort')];
    expect(validateStep(cj, 'BusinessInfo', completeTlApplication, 'complete')).toEqual([]);
    expect(validateStep(cj, 'BusinessInfo', completeTlApplication, 'complete', records)).toMatchObject([
      { path: '/business/legalBusinessName', key: 'businessNameShort' },
    ]);
    // While typing, only what is wrong counts, not what is missing.
    expect(validateStep(cj, 'BusinessInfo', {}, 'draft', [record('blank', [], '$.business.legalBusinessName')])).toEqual([]);
  });
});

describe('a record checked for both modes in one pass', () => {
  it('reports the first failing rule to a complete check, and the first a draft is held to, to a draft', () => {
    // The share's record: a complete-only total first, then a rule drafts are held to as well.
    const shares: RuleRecord = {
      jsonPath: '$.share',
      rules: [
        { ruleType: { validationRuleType: 'totalOwnershipMin' }, ruleParameters: [{ parameter: '50' }, { parameter: '$.share' }] },
        { ruleType: { validationRuleType: 'lessThanOrEqual' }, ruleParameters: [{ parameter: '20' }] },
      ],
    };
    const document = { share: 30 };
    expect(evaluateRecords([shares], document, catalogue).map((e) => e.source)).toEqual(['totalOwnershipMin']);
    expect(evaluateRecords([shares], document, catalogue, { draft: true }).map((e) => e.source)).toEqual(['lessThanOrEqual']);
    // Only the complete-only rule fails: a draft is held to nothing here.
    expect(evaluateRecords([shares], { share: 15 }, catalogue).map((e) => e.source)).toEqual(['totalOwnershipMin']);
    expect(evaluateRecords([shares], { share: 15 }, catalogue, { draft: true })).toEqual([]);
    // The total is reached: both modes report the rule after it.
    expect(evaluateRecords([shares], { share: 60 }, catalogue).map((e) => e.source)).toEqual(['lessThanOrEqual']);
    expect(evaluateRecords([shares], { share: 60 }, catalogue, { draft: true }).map((e) => e.source)).toEqual(['lessThanOrEqual']);
  });
});
