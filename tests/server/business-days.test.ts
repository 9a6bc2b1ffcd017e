import { describe, expect, it } from 'vitest';
import { businessDaysFrom, isBusinessDay, localDate, nextBusinessDay } from '../../src/server/services/offers/business-days';

describe('business days', () => {
  it('skips weekends and national public holidays, observed days included', () => {
    // Christmas 2026 is a Friday, Boxing Day a Saturday, observed on Monday 28 December.
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2026-12-28')).toBe(false);
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-29');
    expect(isBusinessDay('2027-01-26')).toBe(false); // Australia Day, a Tuesday
    expect(nextBusinessDay('2027-01-25')).toBe('2027-01-27');
    // Easter 2027: Good Friday 26 March, Easter Monday 29 March.
    expect(businessDaysFrom('2027-03-25', 3)).toEqual(['2027-03-25', '2027-03-30', '2027-03-31']);
  });

  it("adds the business's state holidays, bank holidays included", () => {
    // Melbourne Cup day and the NSW bank holiday are business days elsewhere.
    expect(isBusinessDay('2026-11-03', 'VIC')).toBe(false);
    expect(isBusinessDay('2026-11-03', 'NSW')).toBe(true);
    expect(isBusinessDay('2026-11-03')).toBe(true);
    expect(isBusinessDay('2026-08-03', 'NSW')).toBe(false);
    expect(isBusinessDay('2026-08-03', 'QLD')).toBe(true);
    // King's Birthday: June in most states, a state holiday (not national).
    expect(isBusinessDay('2027-06-14', 'NSW')).toBe(false);
    expect(isBusinessDay('2027-06-14')).toBe(true);
    // An unknown state counts national holidays only.
    expect(isBusinessDay('2026-11-03', 'XX')).toBe(true);
  });

  it('starts on the given day when it is a business day, and counts as many as asked', () => {
    expect(businessDaysFrom('2026-12-23', 4, 'NSW')).toEqual(['2026-12-23', '2026-12-24', '2026-12-29', '2026-12-30']);
    expect(businessDaysFrom('2026-12-26', 0)).toEqual([]);
    expect(businessDaysFrom('2026-01-01', 260, 'NSW')).toHaveLength(260);
    expect(() => businessDaysFrom('2026-13-01', 1)).toThrow(RangeError);
    expect(() => businessDaysFrom('2026-12-01', -1)).toThrow(RangeError);
  });

  it('reads an instant as the calendar day where the business is', () => {
    // 15:30 UTC on 24 December is 02:30 on Christmas Day in Sydney and 23:30 on Christmas Eve in Perth.
    const at = new Date('2026-12-24T15:30:00Z');
    expect(localDate(at, 'NSW')).toBe('2026-12-25');
    expect(localDate(at, 'WA')).toBe('2026-12-24');
    expect(nextBusinessDay(at, 'WA')).toBe('2026-12-29');
    expect(nextBusinessDay(at, 'NSW')).toBe('2026-12-29');
    expect(isBusinessDay(at, 'WA')).toBe(true);
  });
});
