/** Rule records that name a product's limit instead of repeating it. */
import { describe, expect, it } from 'vitest';
import { evaluateRecords } from '../../src/engine/rules/evaluate-records';
import { parameterProblems } from '../../src/engine/rules/rule-parameters';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { ruleTypes } from '../../src/engine/rules/rule-types';
import { isLimitReference, limitAt, unknownLimitReferences, withProductLimits } from '../../src/engine/rules/with-product-limits';

const limits = { minAddedOwnerShare: 20, maxTotalOwnership: 100, loanAmount: { min: 10000, max: 300000, step: 1000 } };
const minShare: RuleRecord = {
  jsonPath: '$.coOwners[*].percentOwnership',
  rules: [{ ruleType: { validationRuleType: 'moreThanOrEqual' }, ruleParameters: [{ parameter: '#/limits/minAddedOwnerShare' }] }],
  errorKey: 'addedOwnerMin',
};
const blank: RuleRecord = { jsonPath: '$.owners[*].firstName', rules: [{ ruleType: { validationRuleType: 'blank' } }] };

describe('limit references in rule records', () => {
  it('reads a limit by its pointer, nested ones too, and nothing that is not a number', () => {
    expect(limitAt(limits, '#/limits/minAddedOwnerShare')).toBe(20);
    expect(limitAt(limits, ' #/limits/loanAmount/max ')).toBe(300000);
    expect(limitAt(limits, '#/limits/loanAmount')).toBeUndefined();
    expect(limitAt(limits, '#/limits/constructor')).toBeUndefined();
    expect(limitAt(limits, '#/limits/nothing')).toBeUndefined();
    expect(isLimitReference('20')).toBe(false);
    expect(isLimitReference('#/limits/x')).toBe(true);
  });

  it("puts the journey's number in and leaves records without references as they are", () => {
    const [bound, same] = withProductLimits([minShare, blank], limits);
    expect(bound.rules[0].ruleParameters).toEqual([{ parameter: '20' }]);
    expect(bound.errorKey).toBe('addedOwnerMin');
    expect(same).toBe(blank);
    expect(minShare.rules[0].ruleParameters?.[0].parameter).toBe('#/limits/minAddedOwnerShare');
  });

  it('a changed limit changes what the rule accepts, and its message says the new figure', () => {
    const catalogue = { addedOwnerMin: 'Each added owner must own at least {0}%.' };
    const document = { coOwners: [{ percentOwnership: 15 }] };
    const under = (records: RuleRecord[]) => evaluateRecords(records, document, catalogue, {});
    expect(under(withProductLimits([minShare], limits))).toMatchObject([
      { path: '/coOwners/0/percentOwnership', message: 'Each added owner must own at least 20%.' },
    ]);
    expect(under(withProductLimits([minShare], { ...limits, minAddedOwnerShare: 10 }))).toEqual([]);
  });

  it('a reference is a well-formed number parameter; one naming no limit is found with its pointer', () => {
    expect(parameterProblems(ruleTypes.moreThanOrEqual.parameters, ['#/limits/minAddedOwnerShare'])).toEqual([]);
    expect(unknownLimitReferences([blank, minShare], { maxTotalOwnership: 100 })).toEqual([
      { pointer: '/1/rules/0/ruleParameters/0/parameter', reference: '#/limits/minAddedOwnerShare' },
    ]);
    expect(unknownLimitReferences([minShare], limits)).toEqual([]);
  });
});
