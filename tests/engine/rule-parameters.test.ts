import { describe, expect, it } from 'vitest';
import { jsonPathProblem, parameterKinds, parameterProblems } from '../../src/engine/rules/rule-parameters';
import { valuesAt } from '../../src/engine/rules/match-paths';
import { isRuleTypeName, ruleTypeNamed, ruleTypeNames, ruleTypes } from '../../src/engine/rules/rule-types';

describe('the parameters a rule type declares', () => {
  it('are counted: required first, then optional, and any number of the rest', () => {
    expect(parameterKinds(undefined)).toEqual({ fixed: [], min: 0, max: 0 });
    expect(parameterKinds(ruleTypes.lengthIncorrect.parameters)).toEqual({ fixed: ['number', 'number'], min: 2, max: 2 });
    expect(parameterKinds(ruleTypes.min_age_18.parameters)).toEqual({ fixed: ['number'], min: 0, max: 1 });
    expect(parameterKinds(ruleTypes.totalOwnershipMin.parameters)).toEqual({ fixed: ['number'], min: 1, max: Infinity });
  });

  it('refuse too few or too many, naming the kinds needed', () => {
    expect(parameterProblems(ruleTypes.lengthIncorrect.parameters, ['1'])).toEqual(['needs 2 parameters (number, number), has 1']);
    expect(parameterProblems(ruleTypes.inList.parameters, [])).toEqual(['needs 1 parameter (name), has 0']);
    expect(parameterProblems(ruleTypes.blank.parameters, ['1'])).toEqual(['takes at most 0 parameter(s), has 1']);
    expect(parameterProblems(ruleTypes.min_age_18.parameters, ['18', '21'])).toEqual(['takes at most 1 parameter(s), has 2']);
    expect(parameterProblems(ruleTypes.min_age_18.parameters, [])).toEqual([]);
  });

  it('judge each parameter by its kind, the rest by the rest kind', () => {
    expect(parameterProblems(ruleTypes.lengthTooShort.parameters, [' 5 '])).toEqual([]);
    expect(parameterProblems(ruleTypes.lengthTooShort.parameters, ['five'])).toEqual([
      'ruleParameters/0 must be a number or a limit ("#/limits/..."), not "five"',
    ]);
    expect(parameterProblems(ruleTypes.confirmPassword.parameters, ['password'])).toEqual([
      'ruleParameters/0 must be a JSONPath starting with $, not "password"',
    ]);
    expect(parameterProblems(ruleTypes.pattern.parameters, ['([a-z'])).toEqual([expect.stringMatching(/^ruleParameters\/0 is not a regular expression: /)]);
    expect(parameterProblems(ruleTypes.inList.parameters, ['$.partners'])).toEqual([
      'ruleParameters/0 must name a list (letters, digits, - and _), not "$.partners"',
    ]);
    const shares = ['50', '$.owners[*].percentOwnership', 'coOwners', '$.coOwners[*].percentOwnership'];
    expect(parameterProblems(ruleTypes.totalOwnershipMin.parameters, shares)).toEqual(['ruleParameters/2 must be a JSONPath starting with $, not "coOwners"']);
  });

  it('refuse a JSONPath the engine cannot evaluate', () => {
    expect(jsonPathProblem('$.owners[*].firstName', valuesAt)).toBeUndefined();
    expect(jsonPathProblem('$.owners[?(@.x', valuesAt)).toMatch(/^is not a JSONPath: /);
  });

  it('match what each check reads: a rule given its declared parameters judges a value', () => {
    const sample = { number: '5', path: '$.owners[*].percentOwnership', field: '$.owners[0].percentOwnership', regex: '^[a-z]+$', name: 'partners' } as const;
    for (const name of ruleTypeNames) {
      const { fixed } = parameterKinds(ruleTypes[name].parameters);
      const values = fixed.map((kind) => sample[kind]);
      expect(parameterProblems(ruleTypes[name].parameters, values), name).toEqual([]);
      expect(typeof ruleTypes[name].check('abc', values, { document: { owners: [{ percentOwnership: '5' }] } }), name).toBe('boolean');
    }
  });
});

describe('rule types by name', () => {
  it("know only the table's own names, not what every object inherits", () => {
    expect(isRuleTypeName('lengthIncorrect')).toBe(true);
    expect(ruleTypeNamed('lengthIncorrect')).toBe(ruleTypes.lengthIncorrect);
    for (const inherited of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(ruleTypeNamed(inherited), inherited).toBeUndefined();
  });
});
