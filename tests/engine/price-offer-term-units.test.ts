/**
 * Terms in weeks and days: how many payments a term holds for each period, when they fall, and
 * figures worked out without the module (Python's Fraction, the model of decision 23).
 */
import { describe, expect, it } from 'vitest';
import type { PaymentPeriod, PricingInput, TermUnit } from '../../src/engine/offers/offer.types';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { regularPaymentCount, termEnd } from '../../src/engine/offers/term-schedule';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Mondays to Fridays from `first` to `last` inclusive, less the holidays. */
function weekdays(first: string, last: string, holidays: string[] = []): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) {
    if (new Date(t).getUTCDay() % 6 !== 0 && !holidays.includes(iso(t))) days.push(iso(t));
  }
  return days;
}

// From Monday 2 March 2026; Good Friday 3 April and Easter Monday 6 April are holidays.
const FIRST = '2026-03-02';
const CALENDAR = weekdays(FIRST, '2027-06-30', ['2026-04-03', '2026-04-06']);

const input = (terms: Partial<PricingInput>): PricingInput => ({
  loanAmount: 10_000,
  term: 4,
  termUnit: 'weeks',
  paymentPeriod: 'WEEKLY',
  annualRatePercent: 14.95,
  originationFeePercent: 2.5,
  firstPaymentDate: FIRST,
  businessDays: CALENDAR,
  ...terms,
});

describe('priceOffer: a term in weeks', () => {
  it('repays $10,000 over 4 weeks in 4 weekly payments, as worked out by hand', () => {
    // r = 0.1495 / 52 = 0.002875; instalment 10,000 r g / (g - 1), g = (1 + r)^4: 2,517.99; the last absorbs 2 cents.
    const offer = priceOffer(input({}));
    expect(offer).toMatchObject({ term: 4, termUnit: 'weeks', numberOfPayments: 4, paymentAmount: '2517.99', totalRepayment: '10071.98' });
    expect(offer.totalInterest).toBe('71.98');
    expect(offer.originationFee).toBe('250.00');
    expect(offer.schedule.map((row) => row.date)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
    expect(offer.schedule.at(-1)).toMatchObject({ payment: '2518.01', balance: '0.00' });
  });

  it('counts one weekly payment a week for 4, 8 and 12 weeks, at 52 periods a year', () => {
    const offer12 = priceOffer(input({ loanAmount: 30_000, term: 12 }));
    expect([4, 8, 12].map((term) => priceOffer(input({ term })).numberOfPayments)).toEqual([4, 8, 12]);
    // Worked out by hand: 2,546.96 a week, 30,563.58 in all, first interest 86.25 (30,000 x 0.002875).
    expect(offer12).toMatchObject({ numberOfPayments: 12, paymentAmount: '2546.96', totalRepayment: '30563.58' });
    expect(offer12.schedule[0].interest).toBe('86.25');
  });

  it('counts monthly payments as weeks x 12 / 52 rounded, at least one, at 12 periods a year', () => {
    expect([1, 4, 8, 12, 26, 52].map((term) => priceOffer(input({ term, paymentPeriod: 'MONTHLY' })).numberOfPayments)).toEqual([1, 1, 2, 3, 6, 12]);
    // $20,000 over 12 weeks monthly at 19.95%: r = 0.016625, 3 payments of 6,889.55, the last 6,889.56.
    const offer = priceOffer(input({ loanAmount: 20_000, term: 12, paymentPeriod: 'MONTHLY', annualRatePercent: 19.95 }));
    expect(offer).toMatchObject({ numberOfPayments: 3, paymentAmount: '6889.55', totalRepayment: '20668.66' });
    expect(offer.schedule.map((row) => row.date)).toEqual(['2026-03-02', '2026-04-02', '2026-05-04']);
  });

  it('debits every business day of the weeks when daily, skipping the holidays', () => {
    // 4 weeks from 2 March end on 30 March (excluded): 20 weekdays, no holiday among them.
    expect(priceOffer(input({ paymentPeriod: 'DAILY' })).numberOfPayments).toBe(20);
    // 6 weeks to 13 April: 30 weekdays less Good Friday and Easter Monday.
    const offer = priceOffer(input({ term: 6, paymentPeriod: 'DAILY' }));
    expect(offer.numberOfPayments).toBe(28);
    expect(offer.schedule.map((row) => row.date)).not.toContain('2026-04-03');
    expect(offer.schedule.at(-1)).toMatchObject({ date: '2026-04-10', balance: '0.00' });
  });

  it('moves a weekly debit that falls on a holiday to the next business day', () => {
    // Weekly from Monday 9 March: the fifth debit, Monday 6 April, is Easter Monday.
    const dates = priceOffer(input({ term: 6, firstPaymentDate: '2026-03-09', businessDays: CALENDAR.slice(5) })).schedule.map((row) => row.date);
    expect(dates[4]).toBe('2026-04-07');
  });
});

describe('priceOffer: a term in days', () => {
  it('counts 90 days as 13 weekly or 3 monthly payments, and its business days when daily', () => {
    expect(priceOffer(input({ term: 90, termUnit: 'days' })).numberOfPayments).toBe(13);
    expect(priceOffer(input({ term: 90, termUnit: 'days', paymentPeriod: 'MONTHLY' })).numberOfPayments).toBe(3);
    const end = termEnd(FIRST, 90, 'days');
    expect(end).toBe('2026-05-31');
    expect(priceOffer(input({ term: 90, termUnit: 'days', paymentPeriod: 'DAILY' })).numberOfPayments).toBe(CALENDAR.filter((d) => d < end).length);
  });
});

describe('regularPaymentCount', () => {
  it.each([
    ['WEEKLY', 12, 'months', 52],
    ['WEEKLY', 6, 'months', 26],
    ['MONTHLY', 24, 'months', 24],
    ['WEEKLY', 8, 'weeks', 8],
    ['MONTHLY', 8, 'weeks', 2],
    ['WEEKLY', 14, 'days', 2],
    ['MONTHLY', 10, 'days', 1],
  ] as [Exclude<PaymentPeriod, 'DAILY'>, number, TermUnit, number][])('%s over %i %s: %i payments', (period, term, unit, count) => {
    expect(regularPaymentCount(period, term, unit)).toBe(count);
  });
});
