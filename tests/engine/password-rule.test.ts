import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../src/engine/validation/password-rule';
import { ruleTypes } from '../../src/engine/rules/rule-types';

describe('the password rule', () => {
  it('asks for 8 to 128 characters with a lower-case letter, an upper-case letter and a digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem('')).toBe('blankPassword');
    for (const weak of ['password', 'Secret1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`]) {
      expect(passwordProblem(weak), weak).toBe('passwordInvalid');
    }
    for (const strong of ['Secret12', 'Brand-New-Passw0rd', `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`]) {
      expect(passwordProblem(strong), strong).toBeNull();
    }
  });

  it("is the rule records' passwordInvalid too", () => {
    const check = (value: string) => ruleTypes.passwordInvalid.check(value, [], { document: {} });
    expect(check('Secret123')).toBe(true);
    expect(check('secret123')).toBe(false);
  });
});
