/**
 * The one formatter of the days the applicant reads (the agreement, the statements, the signing
 * page and its mails, the offer, the review, the loan documents): each product's locale writes
 * the same stored day its own way, and no clock moves it.
 */
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, localDay, writesMonthFirst } from '../../src/engine/dates/format-calendar-date';
import { DEFAULT_LOCALE, productLocale } from '../../src/engine/journey/product-locale';
import { formatAnswer } from '../../src/engine/review/format-answer';

describe('formatCalendarDate', () => {
  it('writes a day dd/mm/yyyy in en-AU (tl, renewal-tl) and MM/DD/YYYY in en-US (us-tl)', () => {
    expect(formatCalendarDate('2027-03-27', 'en-AU')).toBe('27/03/2027');
    expect(formatCalendarDate('2027-03-27', 'en-US')).toBe('03/27/2027');
    // A day of both readings' range is still told apart by its order.
    expect(formatCalendarDate('2026-12-01', 'en-AU')).toBe('01/12/2026');
    expect(formatCalendarDate('2026-12-01', 'en-US')).toBe('12/01/2026');
  });

  it('writes the day in words when asked: 27 March 2027 in en-AU, March 27, 2027 in en-US', () => {
    expect(formatCalendarDate('2027-03-27', 'en-AU', 'long')).toBe('27 March 2027');
    expect(formatCalendarDate('2027-03-27', 'en-US', 'long')).toBe('March 27, 2027');
  });

  it("takes the day of a date-time as stored (UTC), whatever the reader's zone", () => {
    expect(formatCalendarDate('2027-01-05T23:30:00.000Z', 'en-AU')).toBe('05/01/2027');
    expect(formatCalendarDate('2027-01-05T23:30:00.000Z', 'en-US')).toBe('01/05/2027');
  });

  it('gives back what is not a day as it is', () => {
    expect(formatCalendarDate('', 'en-AU')).toBe('');
    expect(formatCalendarDate('soon', 'en-US')).toBe('soon');
  });

  it("a journey's locale is its products': en-US where it says so, en-AU when it says none", () => {
    expect(productLocale({ locale: 'en-US' })).toBe('en-US');
    expect(productLocale({})).toBe(DEFAULT_LOCALE);
    expect(formatCalendarDate('2027-03-27', productLocale({}))).toBe('27/03/2027');
  });

  it("localDay names the day a moment falls on in the reader's own zone", () => {
    const at = new Date(2027, 2, 27, 23, 59);
    expect(localDay(at)).toBe('2027-03-27');
    expect(formatCalendarDate(localDay(at), 'en-US', 'long')).toBe('March 27, 2027');
  });
});

describe("the review's answers", () => {
  it("read a date of birth and a consent's day in the product's locale", () => {
    const date = { type: 'string', format: 'date' };
    expect(formatAnswer('1980-05-17', date, 'date', {}, 'en-AU')).toBe('17/05/1980');
    expect(formatAnswer('1980-05-17', date, 'date', {}, 'en-US')).toBe('05/17/1980');
    const consent = { timestamp: '2026-11-21T10:00:00.000Z' };
    expect(formatAnswer(consent, { type: 'object' }, undefined, {}, 'en-AU')).toBe('Accepted on 21/11/2026');
    expect(formatAnswer(consent, { type: 'object' }, undefined, {}, 'en-US')).toBe('Accepted on 11/21/2026');
  });
});

describe('the order a date is typed in', () => {
  it('is month first where the readers write the month first, and day first elsewhere', () => {
    expect(writesMonthFirst('en-US')).toBe(true);
    expect(writesMonthFirst('en-AU')).toBe(false);
    expect(writesMonthFirst('en-GB')).toBe(false);
    // Year first: the portal does not shape such dates month first.
    expect(writesMonthFirst('ja-JP')).toBe(false);
  });
});
