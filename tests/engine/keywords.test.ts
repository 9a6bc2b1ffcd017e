import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAjv } from '../../src/engine/validation/create-ajv';

const ajv = createAjv();
const check = (schema: object, value: unknown) => ajv.compile(schema)(value);

describe('custom keywords', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0)); // 21 Nov 2026, local time
  });
  afterEach(() => vi.useRealTimers());

  it('minAge: 18 on the birthday, not the day before', () => {
    const adult = { type: 'string', minAge: 18 };
    expect(check(adult, '2008-11-21')).toBe(true);
    expect(check(adult, '2008-11-22')).toBe(false);
    expect(check(adult, '1950-01-01')).toBe(true);
    expect(check(adult, 'not a date')).toBe(true); // left to the format check
  });

  it('maxAge: within 120 years', () => {
    const schema = { type: 'string', maxAge: 120 };
    expect(check(schema, '1906-11-21')).toBe(true);
    expect(check(schema, '1906-11-20')).toBe(false);
  });

  it('notInFuture compares calendar days', () => {
    const schema = { type: 'string', notInFuture: true };
    expect(check(schema, '2026-11-21')).toBe(true);
    expect(check(schema, '2026-11-22')).toBe(false);
    expect(check(schema, '2027-01-01')).toBe(false);
  });

  it('minYear: year from 1900', () => {
    const schema = { type: 'string', minYear: 1900 };
    expect(check(schema, '1900-01-01')).toBe(true);
    expect(check(schema, '1899-01-01')).toBe(false);
  });

  it('withinYearsOfNow: this year and the two before, never the future', () => {
    const schema = { type: 'string', withinYearsOfNow: 2 };
    expect(check(schema, '2026-01-01')).toBe(true);
    expect(check(schema, '2024-01-01')).toBe(true);
    expect(check(schema, '2023-01-01')).toBe(false);
    expect(check(schema, '2027-01-01')).toBe(false);
    expect(check(schema, '20')).toBe(false);
  });
});
