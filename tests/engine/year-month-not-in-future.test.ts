/**
 * The year and the month a business was established are not in the future together
 * (`yearMonthNotInFuture`): the error sits on the month with the catalogue's message and involves
 * the year, so the server refuses a change of the year alone that makes the pair future.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkApplicationChange } from '../../src/engine/lifecycle/check-change';
import { createAjv } from '../../src/engine/validation/create-ajv';
import { isMonthOfYearNotInFuture } from '../../src/engine/validation/date-checks';
import { validateForm, validateStep } from '../../src/engine/validation/validate-step';
import { tl } from './fixtures';

const message = 'Please choose a month that is not in the future.';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 24, 12, 0, 0)); // 24 Nov 2026, local time
});
afterEach(() => vi.useRealTimers());

describe('isMonthOfYearNotInFuture', () => {
  it('takes this month and earlier, not a later month of this year', () => {
    expect(isMonthOfYearNotInFuture('NOV', '2026-01-01')).toBe(true);
    expect(isMonthOfYearNotInFuture('JAN', '2026-01-01')).toBe(true);
    expect(isMonthOfYearNotInFuture('DEC', '2026-01-01')).toBe(false);
    expect(isMonthOfYearNotInFuture('DEC', '2025-01-01')).toBe(true);
    expect(isMonthOfYearNotInFuture('JAN', '2027-01-01')).toBe(false);
  });

  it('reads now when it runs', () => {
    expect(isMonthOfYearNotInFuture('DEC', '2026-01-01')).toBe(false);
    vi.setSystemTime(new Date(2026, 11, 1, 0, 0, 1));
    expect(isMonthOfYearNotInFuture('DEC', '2026-01-01')).toBe(true);
  });

  it('leaves an absent or unknown month and an unreadable year to the other checks', () => {
    expect(isMonthOfYearNotInFuture(undefined, '2026-01-01')).toBe(true);
    expect(isMonthOfYearNotInFuture('DECEMBER', '2026-01-01')).toBe(true);
    expect(isMonthOfYearNotInFuture('DEC', undefined)).toBe(true);
    expect(isMonthOfYearNotInFuture('DEC', '20')).toBe(true);
    expect(isMonthOfYearNotInFuture('DEC', 2026)).toBe(true);
  });
});

describe('the yearMonthNotInFuture keyword', () => {
  const schema = { type: 'object', yearMonthNotInFuture: { year: 'establishedDate', month: 'establishedMonth' } };

  it('fails on the month, naming the year', () => {
    const validate = createAjv().compile(schema);
    expect(validate({ establishedDate: '2026-01-01', establishedMonth: 'NOV' })).toBe(true);
    expect(validate({ establishedDate: '2026-01-01' })).toBe(true);
    expect(validate({ establishedDate: '2026-01-01', establishedMonth: 'DEC' })).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({
        instancePath: '/establishedMonth',
        keyword: 'yearMonthNotInFuture',
        params: { year: '2026-01-01', yearProperty: 'establishedDate' },
      }),
    ]);
  });

  it('refuses a schema that does not name both properties', () => {
    expect(() => createAjv().compile(schema)).not.toThrow();
    expect(() => createAjv().compile({ type: 'object', yearMonthNotInFuture: { year: 'establishedDate' } })).toThrow();
    expect(() => createAjv().compile({ type: 'object', yearMonthNotInFuture: { year: 'a', month: 'b', day: 'c' } })).toThrow();
  });
});

describe('the established year and month on MoreBusinessInfo', () => {
  const form = (year: string, month: string) => ({ establishedDate: `${year}-01-01`, establishedMonth: month });

  it('a later month of this year fails on the month, involving the year; this month, earlier ones and last year pass', async () => {
    const cj = await tl();
    expect(validateForm(cj, 'MoreBusinessInfo', form('2026', 'DEC'), 'draft')).toEqual([
      expect.objectContaining({ path: '/establishedMonth', key: 'monthInFuture', message, involves: ['/establishedDate'] }),
    ]);
    const complete = validateForm(cj, 'MoreBusinessInfo', form('2026', 'DEC'), 'complete').find((e) => e.path === '/establishedMonth');
    expect(complete).toMatchObject({ key: 'monthInFuture', message });
    // This month or earlier of this year, and any month of last year, pass.
    for (const month of ['JAN', 'OCT', 'NOV']) expect(validateForm(cj, 'MoreBusinessInfo', form('2026', month), 'draft'), month).toEqual([]);
    for (const month of ['JAN', 'NOV', 'DEC']) expect(validateForm(cj, 'MoreBusinessInfo', form('2025', month), 'draft'), month).toEqual([]);
  });

  it('gives application pointers from the step bindings', async () => {
    const application = { business: { establishedDate: '2026-01-01', _extension: { establishedMonth: 'DEC' } } };
    expect(validateStep(await tl(), 'MoreBusinessInfo', application, 'draft')).toEqual([
      expect.objectContaining({ path: '/business/_extension/establishedMonth', key: 'monthInFuture', involves: ['/business/establishedDate'] }),
    ]);
  });

  it('the server refuses a change of the year alone that makes the pair future', async () => {
    const cj = await tl();
    const before = { business: { establishedDate: '2025-01-01', _extension: { establishedMonth: 'DEC' } } };
    const after = { business: { establishedDate: '2026-01-01', _extension: { establishedMonth: 'DEC' } } };
    const change = { status: 'IN_PROGRESS', fromStage: 'MoreBusinessInfo', toStage: 'MoreBusinessInfo', before, after };
    expect(checkApplicationChange(cj, change)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ path: '/business/_extension/establishedMonth', key: 'monthInFuture', message })],
    });
    expect(checkApplicationChange(cj, { ...change, after: before, before: after })).toEqual({ ok: true, stage: 'MoreBusinessInfo' });
  });
});
