/**
 * What a product other than tl needs from the engine: amounts that read as money in the generic
 * range messages, a rule comparing two answers, and a yes/no question read on review in its own
 * words.
 */
import { describe, expect, it } from 'vitest';
import catalogue from '../../journeys/messages.en-AU.json';
import { formatAnswer } from '../../src/engine/review/format-answer';
import { evaluateRecords } from '../../src/engine/rules/evaluate-records';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { createAjv } from '../../src/engine/validation/create-ajv';
import type { AjvErrorLike } from '../../src/engine/validation/field-error';
import { toFieldErrors } from '../../src/engine/validation/to-field-errors';

const messagesOf = (schema: Record<string, unknown>, data: unknown) => {
  const validate = createAjv().compile(schema);
  validate(data);
  return toFieldErrors((validate.errors ?? []) as AjvErrorLike[], schema, catalogue).map((e) => e.message);
};

describe('an amount of money in the generic range messages', () => {
  const amount = (bounds: Record<string, number>) => ({
    type: 'object',
    properties: { cost: { type: 'integer', unit: 'money', ...bounds } },
  });

  it('reads the bounds as dollars, not bare numbers', () => {
    expect(messagesOf(amount({ minimum: 1000, maximum: 200000 }), { cost: 5 })).toEqual(['The amount must be between $1,000 and $200,000.']);
    expect(messagesOf(amount({ minimum: 2500 }), { cost: 5 })).toEqual(['The amount must be $2,500 or more.']);
    expect(messagesOf(amount({ maximum: 50000 }), { cost: 60000 })).toEqual(['The amount must be $50,000 or less.']);
  });

  it('reads bounds given as parts that all hold (allOf), and beside a reference, as written on the field', () => {
    const parts = { type: 'object', properties: { cost: { type: 'integer', unit: 'money', allOf: [{ minimum: 1000 }, { maximum: 500000 }] } } };
    expect(messagesOf(parts, { cost: 600000 })).toEqual(['The amount must be between $1,000 and $500,000.']);
    const referred = {
      type: 'object',
      $defs: { amount: { type: 'integer', unit: 'money', minimum: 1000, maximum: 500000 } },
      properties: { cost: { allOf: [{ $ref: '#/$defs/amount' }, { $ref: '#/$defs/amount' }], maximum: 20000 } },
    };
    expect(messagesOf(referred, { cost: 30000 })).toEqual(['The amount must be between $1,000 and $20,000.']);
  });

  it('leaves a number that is not money as it was', () => {
    const years = { type: 'object', properties: { years: { type: 'integer', minimum: 1, maximum: 30 } } };
    expect(messagesOf(years, { years: 40 })).toEqual(['The value must be between 1 and 30.']);
  });

  it('reads a money answer on review as dollars from the unit alone', () => {
    expect(formatAnswer(125000, { type: 'integer', unit: 'money' })).toBe('$125,000');
  });
});

describe('a rule comparing two answers', () => {
  const record = (type: string, errorKey?: string): RuleRecord => ({
    jsonPath: '$.equipment.cost',
    rules: [{ ruleType: { validationRuleType: type }, ruleParameters: [{ parameter: '$.loan.amount' }] }],
    ...(errorKey ? { errorKey } : {}),
  });
  const doc = (cost: number | undefined, amount: number | undefined) => ({ equipment: { cost }, loan: { amount } });
  const texts = { ...catalogue, costBelowAmount: 'The cost must be at least the {0:money} you asked to borrow.' };

  it('atLeastField passes at or above the other answer and fails below it, with the other answer in the text', () => {
    expect(evaluateRecords([record('atLeastField')], doc(50000, 50000), catalogue)).toEqual([]);
    const [error] = evaluateRecords([record('atLeastField', 'costBelowAmount')], doc(40000, 50000), texts);
    expect(error).toMatchObject({ path: '/equipment/cost', source: 'atLeastField', message: 'The cost must be at least the $50,000 you asked to borrow.' });
  });

  it('atMostField fails above the other answer with the generic text', () => {
    expect(evaluateRecords([record('atMostField')], doc(40000, 50000), catalogue)).toEqual([]);
    expect(evaluateRecords([record('atMostField')], doc(60000, 50000), catalogue).map((e) => e.message)).toEqual(['The value must be 50000 or less.']);
  });

  it('passes while the other answer is not given yet: nothing to compare', () => {
    expect(evaluateRecords([record('atLeastField')], doc(10, undefined), catalogue)).toEqual([]);
  });
});

describe('a yes/no question on review', () => {
  it("reads the widget's own labels, and Yes/No without them", () => {
    const options = { yesLabel: 'Yes, I own it', noLabel: 'No, I lease it' };
    expect(formatAnswer(true, { type: 'boolean' }, 'yesNo', options)).toBe('Yes, I own it');
    expect(formatAnswer(false, { type: 'boolean' }, 'yesNo', options)).toBe('No, I lease it');
    expect(formatAnswer(false, { type: 'boolean' }, 'yesNo')).toBe('No');
  });
});

describe('US identifiers on review', () => {
  it('groups an EIN 2-7 as it is typed', () => {
    expect(formatAnswer('123456789', { type: 'string', format: 'us-ein' }, 'ein')).toBe('12-3456789');
  });

  it('shows an SSN only in part, as its widget does while not focused', () => {
    expect(formatAnswer('451234567', { type: 'string', format: 'us-ssn' }, 'ssn', { maskLast: 4 })).toBe('***-**-4567');
    // Without maskLast the journey chose to show it whole, grouped 3-2-4.
    expect(formatAnswer('451234567', { type: 'string', format: 'us-ssn' }, 'ssn')).toBe('451-23-4567');
    expect(formatAnswer(undefined, { type: 'string', format: 'us-ssn' }, 'ssn', { maskLast: 4 })).toBe('Not provided');
  });
});
