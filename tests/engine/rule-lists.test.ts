import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateRecords } from '../../src/engine/rules/evaluate-records';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { withRuleLists } from '../../src/engine/rules/with-rule-lists';
import { validateForm } from '../../src/engine/validation/validate-step';
import { tl } from './fixtures';

const catalogue = { blank: 'Required.', partnerCodeUnknown: 'Unknown code.' };
const partnerRecord: RuleRecord = {
  jsonPath: '$.code',
  rules: [{ ruleType: { validationRuleType: 'inList' }, ruleParameters: [{ parameter: 'partners' }] }],
  errorKey: 'partnerCodeUnknown',
};
const releaseRecords = JSON.parse(readFileSync('journeys/rules/tl.rules.json', 'utf8')) as RuleRecord[];

describe('rules against lists supplied at run time (inList)', () => {
  it('a value of the list passes, in any letter case; any other fails with the record key', () => {
    const records = withRuleLists([partnerRecord], { partners: ['ACME1', 'Other2'] });
    expect(evaluateRecords(records, { code: 'ACME1' }, catalogue)).toEqual([]);
    expect(evaluateRecords(records, { code: 'acme1' }, catalogue)).toEqual([]);
    expect(evaluateRecords(records, { code: 'OTHER2' }, catalogue)).toEqual([]);
    const [error] = evaluateRecords(records, { code: 'NOPE1' }, catalogue);
    expect(error).toMatchObject({ path: '/code', key: 'partnerCodeUnknown', message: 'Unknown code.', source: 'inList' });
  });

  it('without the list, or with an empty one, nothing is known and every value fails; a missing value is left to blank', () => {
    for (const records of [[partnerRecord], withRuleLists([partnerRecord], {}), withRuleLists([partnerRecord], { partners: [] })]) {
      expect(evaluateRecords(records, { code: 'ACME1' }, catalogue)).toHaveLength(1);
      expect(evaluateRecords(records, {}, catalogue)).toEqual([]);
    }
  });

  it('binding replaces what a record held before and leaves other records as they are', () => {
    const other: RuleRecord = { jsonPath: '$.name', rules: [{ ruleType: { validationRuleType: 'blank' } }] };
    const once = withRuleLists([partnerRecord, other], { partners: ['A'] });
    const twice = withRuleLists(once, { partners: ['B'] });
    expect(twice[0].rules[0].ruleParameters).toEqual([{ parameter: 'partners' }, { parameter: 'B' }]);
    expect(twice[1]).toBe(other);
    expect(partnerRecord.rules[0].ruleParameters).toEqual([{ parameter: 'partners' }]);
  });

  it("the release's records check a broker's partner code against the partners, and not a code hidden by 'not a broker'", async () => {
    const cj = await tl();
    const records = withRuleLists(releaseRecords, { partners: ['ACME1'] });
    const partnerCode = (answers: Record<string, unknown>) =>
      validateForm(cj, 'BasicInfo', answers, 'draft', { records, document: {} }).find((e) => e.path === '/partnerCode');
    expect(partnerCode({ isBroker: true, partnerCode: 'NOPE1' })).toMatchObject({
      key: 'partnerCodeUnknown',
      message: "We don't recognise that partner code. Please check it and try again.",
    });
    expect(partnerCode({ isBroker: true, partnerCode: 'acme1' })).toBeUndefined();
    // The schema's own check on the characters comes first.
    expect(partnerCode({ isBroker: true, partnerCode: 'AB-1' })?.key).toBe('partnerCodeInvalid');
    expect(partnerCode({ isBroker: false, partnerCode: 'NOPE1' })).toBeUndefined();
  });
});
