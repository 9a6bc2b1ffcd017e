/**
 * The pricing module against figures worked out without it: a table of hand-checked offers, and an
 * exact reference in BigInt cents (rational arithmetic, no rounding before cents) that reads the
 * model afresh; then the schedule's invariants over every amount, term and period the tl product
 * offers, the payment dates, determinism and the refusals.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentPeriod, PricedOffer, PricingInput, TermUnit } from '../../src/engine/offers/offer.types';
import { PricingError, priceOffer } from '../../src/engine/offers/price-offer';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Mondays to Fridays from `first` up to `last` inclusive, less the holidays: a synthetic calendar. */
function weekdays(first: string, last: string, holidays: string[] = []): string[] {
  const days: string[] = [];
  for (let t = utc(first); t <= utc(last); t += DAY_MS) {
    const day = iso(t);
    if (new Date(t).getUTCDay() % 6 !== 0 && !holidays.includes(day)) days.push(day);
  }
  return days;
}

/** The same day `months` later, clamped to the month's end: written apart from the module's own. */
function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const monthDays = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, monthDays)));
}

const cents = (money: string) => BigInt(money.replace('.', ''));
const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
/** a / b rounded half-up, both positive. */
const halfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/**
 * The model in exact rationals: r = rate / (100 * periodsPerYear) = num / den with the rate in
 * hundredths of a percent; instalment = P * r * g / (g - 1) with g = A / B = (den + num)^n / den^n.
 */
function reference(loanAmount: number, annualRatePercent: number, periodsPerYear: number, n: number, feePercent: number) {
  const principal = BigInt(loanAmount) * 100n;
  const num = BigInt(annualRatePercent.toFixed(2).replace('.', ''));
  const den = 10_000n * BigInt(periodsPerYear);
  const count = BigInt(n);
  const A = (den + num) ** count;
  const B = den ** count;
  const instalment = num === 0n ? halfUp(principal, count) : halfUp(principal * num * A, den * (A - B));
  let balance = principal;
  let total = 0n;
  let firstInterest = -1n;
  let last = 0n;
  for (let i = 0; i < n; i++) {
    const interest = halfUp(balance * num, den);
    if (i === 0) firstInterest = interest;
    last = i === n - 1 ? balance + interest : instalment;
    balance -= last - interest;
    total += last;
  }
  const fee = halfUp(principal * BigInt(feePercent.toFixed(2).replace('.', '')), 10_000n);
  return {
    numberOfPayments: n,
    paymentAmount: money(instalment),
    lastPayment: money(last),
    firstInterest: money(firstInterest),
    totalRepayment: money(total),
    totalInterest: money(total - principal),
    originationFee: money(fee),
    disbursementAmount: money(principal - fee),
    totalLoanCost: money(total - principal + fee),
  };
}

const figures = (o: PricedOffer) => ({
  numberOfPayments: o.numberOfPayments,
  paymentAmount: o.paymentAmount,
  lastPayment: o.schedule.at(-1)!.payment,
  firstInterest: o.schedule[0].interest,
  totalRepayment: o.totalRepayment,
  totalInterest: o.totalInterest,
  originationFee: o.originationFee,
  disbursementAmount: o.disbursementAmount,
  totalLoanCost: o.totalLoanCost,
});

// Weekdays from Monday 2 March 2026 for over two years, with a few holidays: no Monday 9 March.
const HOLIDAYS = ['2026-03-09', '2026-04-03', '2026-04-06', '2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-12-27'];
const FIRST = '2026-03-02';
const CALENDAR = weekdays(FIRST, '2028-06-30', HOLIDAYS);
// One month of the same weekdays, to 3 April: shorter than a year, so DAILY takes 252 periods a year.
const MONTH_CALENDAR = weekdays(FIRST, '2026-04-03', ['2026-03-09']);
// No holidays for a year: 2 March 2026 to 1 March 2027 is 52 weeks and a Monday, 261 weekdays.
const PLAIN_CALENDAR = weekdays(FIRST, '2027-06-30');

const input = (terms: Partial<PricingInput>): PricingInput => ({
  loanAmount: 10_000,
  term: 6,
  termUnit: 'months',
  paymentPeriod: 'WEEKLY',
  annualRatePercent: 14.95,
  originationFeePercent: 2.5,
  firstPaymentDate: FIRST,
  businessDays: CALENDAR,
  ...terms,
});

describe('priceOffer: hand-checked offers', () => {
  // expected: worked out from the model with exact fractions (Python's Fraction), not with the module.
  const cases: { name: string; terms: Partial<PricingInput>; periodsPerYear: number; expected: ReturnType<typeof reference> }[] = [
    {
      // r = 0.1495 / 52 = 0.002875 exactly; first interest 10,000 x r = 28.75. (1 + r)^26 = 1.077499,
      // instalment = 28.75 x 1.077499 / 0.077499 = 399.7218 -> 399.72; the last is 399.79.
      name: '10,000 over 6 months weekly at 14.95%',
      terms: { loanAmount: 10_000, term: 6, paymentPeriod: 'WEEKLY', annualRatePercent: 14.95 },
      periodsPerYear: 52,
      expected: {
        numberOfPayments: 26,
        paymentAmount: '399.72',
        lastPayment: '399.79',
        firstInterest: '28.75',
        totalRepayment: '10392.79',
        totalInterest: '392.79',
        originationFee: '250.00',
        disbursementAmount: '9750.00',
        totalLoanCost: '642.79',
      },
    },
    {
      // r = 0.1995 / 52 = 0.00383654; 50,000 x r = 191.8269 -> 191.83. (1 + r)^52 = 1.220326,
      // instalment = 191.8269 x 1.220326 / 0.220326 = 1062.4762 -> 1062.48. Fee 3% = 1,500.
      name: '50,000 over 12 months weekly at 19.95%, fee 3%',
      terms: { loanAmount: 50_000, term: 12, paymentPeriod: 'WEEKLY', annualRatePercent: 19.95, originationFeePercent: 3 },
      periodsPerYear: 52,
      expected: {
        numberOfPayments: 52,
        paymentAmount: '1062.48',
        lastPayment: '1062.23',
        firstInterest: '191.83',
        totalRepayment: '55248.71',
        totalInterest: '5248.71',
        originationFee: '1500.00',
        disbursementAmount: '48500.00',
        totalLoanCost: '6748.71',
      },
    },
    {
      // r = 0.2495 / 12 = 0.02079167; 100,000 x r = 2079.1667 -> 2079.17. (1 + r)^24 = 1.638667,
      // instalment = 2079.1667 x 1.638667 / 0.638667 = 5334.6437 -> 5334.64. No fee.
      name: '100,000 over 24 months monthly at 24.95%, no fee',
      terms: { loanAmount: 100_000, term: 24, paymentPeriod: 'MONTHLY', annualRatePercent: 24.95, originationFeePercent: 0 },
      periodsPerYear: 12,
      expected: {
        numberOfPayments: 24,
        paymentAmount: '5334.64',
        lastPayment: '5334.76',
        firstInterest: '2079.17',
        totalRepayment: '128031.48',
        totalInterest: '28031.48',
        originationFee: '0.00',
        disbursementAmount: '100000.00',
        totalLoanCost: '28031.48',
      },
    },
    {
      // 22 business days from 2 March to 1 April (23 weekdays less 9 March); a one-month calendar:
      // 252 a year, r = 0.1995 / 252 = 0.00079167; 20,000 x r = 15.8333 -> 15.83. (1 + r)^22 = 1.017562,
      // instalment = 15.8333 x 1.017562 / 0.017562 = 917.3903 -> 917.39.
      name: '20,000 over 1 month daily at 19.95% on a one-month calendar',
      terms: { loanAmount: 20_000, term: 1, paymentPeriod: 'DAILY', annualRatePercent: 19.95, businessDays: MONTH_CALENDAR },
      periodsPerYear: 252,
      expected: {
        numberOfPayments: 22,
        paymentAmount: '917.39',
        lastPayment: '917.42',
        firstInterest: '15.83',
        totalRepayment: '20182.61',
        totalInterest: '182.61',
        originationFee: '500.00',
        disbursementAmount: '19500.00',
        totalLoanCost: '682.61',
      },
    },
    {
      // 261 weekdays in the year from 2 March 2026; 132 in the 6 months to 1 September (26 weeks and
      // a Monday and Tuesday). r = 0.1495 / 261 = 0.00057280; 150,000 x r = 85.9195 -> 85.92.
      name: '150,000 over 6 months daily at 14.95% on a year-long calendar',
      terms: { loanAmount: 150_000, term: 6, paymentPeriod: 'DAILY', businessDays: PLAIN_CALENDAR },
      periodsPerYear: 261,
      expected: {
        numberOfPayments: 132,
        paymentAmount: '1180.19',
        lastPayment: '1180.22',
        firstInterest: '85.92',
        totalRepayment: '155785.11',
        totalInterest: '5785.11',
        originationFee: '3750.00',
        disbursementAmount: '146250.00',
        totalLoanCost: '9535.11',
      },
    },
    {
      // No interest: 10,000 / 26 = 384.615 -> 384.62; 25 of them are 9,615.50, so the last is 384.50.
      name: '10,000 over 6 months weekly at 0%',
      terms: { annualRatePercent: 0 },
      periodsPerYear: 52,
      expected: {
        numberOfPayments: 26,
        paymentAmount: '384.62',
        lastPayment: '384.50',
        firstInterest: '0.00',
        totalRepayment: '10000.00',
        totalInterest: '0.00',
        originationFee: '250.00',
        disbursementAmount: '9750.00',
        totalLoanCost: '250.00',
      },
    },
    {
      // Fee 2.5% of 12,345 = 308.625: half-up gives 308.63 (half-even would give 308.62).
      name: 'a fee of an exact half cent rounds up',
      terms: { loanAmount: 12_345 },
      periodsPerYear: 52,
      expected: {
        numberOfPayments: 26,
        paymentAmount: '493.46',
        lastPayment: '493.34',
        firstInterest: '35.49',
        totalRepayment: '12829.84',
        totalInterest: '484.84',
        originationFee: '308.63',
        disbursementAmount: '12036.37',
        totalLoanCost: '793.47',
      },
    },
    {
      // First interest 11,000 x 0.002875 = 31.625: half-up gives 31.63 (half-even 31.62).
      name: 'an interest of an exact half cent rounds up',
      terms: { loanAmount: 11_000 },
      periodsPerYear: 52,
      expected: {
        numberOfPayments: 26,
        paymentAmount: '439.69',
        lastPayment: '439.81',
        firstInterest: '31.63',
        totalRepayment: '11432.06',
        totalInterest: '432.06',
        originationFee: '275.00',
        disbursementAmount: '10725.00',
        totalLoanCost: '707.06',
      },
    },
  ];

  it.each(cases)('$name', ({ terms, periodsPerYear, expected }) => {
    const full = input(terms);
    expect(figures(priceOffer(full))).toEqual(expected);
    // The reference reads the model independently and lands on the same cents.
    expect(reference(full.loanAmount, full.annualRatePercent, periodsPerYear, expected.numberOfPayments, full.originationFeePercent)).toEqual(expected);
  });
});

describe('priceOffer: the schedule over the product grid', () => {
  const amounts = Array.from({ length: 30 }, (_, i) => (i + 1) * 10_000);
  const terms = [6, 9, 12, 18, 24];
  const periods: PaymentPeriod[] = ['WEEKLY', 'DAILY', 'MONTHLY'];
  const MONEY = /^\d+\.\d{2}$/;
  const WEEKS: Record<number, number> = { 6: 26, 9: 39, 12: 52, 18: 78, 24: 104 };
  // The calendar reaches past 2 March 2027, so DAILY counts the year's business days.
  const dailyPerYear = CALENDAR.filter((d) => d < plusMonths(FIRST, 12)).length;
  const expectedCount = (period: PaymentPeriod, months: number) =>
    period === 'WEEKLY' ? WEEKS[months] : period === 'MONTHLY' ? months : CALENDAR.filter((d) => d < plusMonths(FIRST, months)).length;

  it.each(periods.flatMap((period) => terms.map((months) => [period, months] as const)))('%s over %i months', (period, months) => {
    for (const loanAmount of amounts) {
      const offer = priceOffer(input({ loanAmount, term: months, paymentPeriod: period, annualRatePercent: 24.95 }));
      const label = `${loanAmount} ${period} ${months}`;
      const { schedule } = offer;
      const n = expectedCount(period, months);
      expect(offer.numberOfPayments, label).toBe(n);
      expect(schedule, label).toHaveLength(n);

      const sum = (field: 'payment' | 'principal' | 'interest') => schedule.reduce((total, row) => total + cents(row[field]), 0n);
      expect(sum('payment'), label).toBe(cents(offer.totalRepayment));
      expect(sum('principal'), label).toBe(BigInt(loanAmount) * 100n);
      expect(sum('interest'), label).toBe(cents(offer.totalInterest));
      expect(schedule.at(-1)!.balance, label).toBe('0.00');

      // Row by row without an expect each: some 60,000 rows in all.
      const wrongRows: number[] = [];
      let balance = BigInt(loanAmount) * 100n;
      for (const row of schedule) {
        balance -= cents(row.principal);
        const wellFormed = [row.payment, row.principal, row.interest, row.balance].every((value) => MONEY.test(value));
        if (!wellFormed || cents(row.payment) !== cents(row.principal) + cents(row.interest) || cents(row.balance) !== balance) wrongRows.push(row.number);
      }
      expect(wrongRows, label).toEqual([]);
      const regular = cents(offer.paymentAmount);
      expect(
        schedule.slice(0, -1).every((row) => cents(row.payment) === regular),
        label,
      ).toBe(true);
      const gap = cents(schedule.at(-1)!.payment) - regular;
      expect(gap <= BigInt(n) && gap >= -BigInt(n), label).toBe(true);
      for (const value of [offer.paymentAmount, offer.originationFee, offer.disbursementAmount, offer.totalInterest, offer.totalRepayment, offer.totalLoanCost])
        expect(value, label).toMatch(MONEY);

      const perYear = period === 'WEEKLY' ? 52 : period === 'MONTHLY' ? 12 : dailyPerYear;
      expect(figures(offer), label).toEqual(reference(loanAmount, 24.95, perYear, n, 2.5));
    }
  });
});

describe('priceOffer: payment dates', () => {
  it('counts weekly payments over a term in months as months x 52 / 12 rounded, a third down and two thirds up', () => {
    // 4.33 -> 4, 8.67 -> 9, 17.33 -> 17, 21.67 -> 22, 30.33 -> 30: the product's terms all divide evenly.
    const counts = [1, 2, 4, 5, 7].map((months) => priceOffer(input({ term: months })).numberOfPayments);
    expect(counts).toEqual([4, 9, 17, 22, 30]);
  });

  it('debits every business day of the term when daily', () => {
    const offer = priceOffer(input({ loanAmount: 20_000, term: 1, paymentPeriod: 'DAILY', businessDays: MONTH_CALENDAR }));
    expect(offer.schedule.map((row) => row.date)).toEqual(MONTH_CALENDAR.filter((d) => d < '2026-04-02'));
  });

  it('debits every 7 days when weekly, a holiday moving the debit to the next business day', () => {
    const dates = priceOffer(input({})).schedule.map((row) => row.date);
    expect(dates.slice(0, 3)).toEqual(['2026-03-02', '2026-03-10', '2026-03-16']);
    // Easter: Good Friday 3 April and Easter Monday 6 April.
    expect(dates.slice(4, 7)).toEqual(['2026-03-30', '2026-04-07', '2026-04-13']);
    expect(dates.at(-1)).toBe(iso(utc(FIRST) + 25 * 7 * DAY_MS));
  });

  it('debits the same day each month when monthly, clamped to short months and moved off weekends', () => {
    const businessDays = weekdays('2025-12-31', '2026-08-31');
    const dates = priceOffer(input({ term: 6, paymentPeriod: 'MONTHLY', firstPaymentDate: '2025-12-31', businessDays })).schedule.map((row) => row.date);
    // 31 Jan and 28 Feb 2026 are Saturdays, 31 May a Sunday.
    expect(dates).toEqual(['2025-12-31', '2026-02-02', '2026-03-02', '2026-03-31', '2026-04-30', '2026-06-01']);
  });
});

describe('priceOffer: a renewal paying off the loan it replaces', () => {
  it('pays the payoff from the disbursement: the borrower receives the rest, and the repayments do not change', () => {
    const terms = input({ loanAmount: 50_000, term: 12, paymentPeriod: 'WEEKLY' });
    const plain = priceOffer(terms);
    const renewal = priceOffer({ ...terms, payoffAmount: '41230.55' });
    expect(plain).toMatchObject({ payoffAmount: '0.00', netFundedAmount: plain.disbursementAmount });
    // 50,000 less the 2.5% fee (1,250.00) is 48,750.00; less the payoff 41,230.55 is 7,519.45.
    expect(renewal).toMatchObject({ disbursementAmount: '48750.00', payoffAmount: '41230.55', netFundedAmount: '7519.45' });
    const { payoffAmount: _p, netFundedAmount: _n, ...rest } = renewal;
    const { payoffAmount: _q, netFundedAmount: _m, ...plainRest } = plain;
    expect(rest).toEqual(plainRest);
  });
});

describe('priceOffer: determinism and refusals', () => {
  it('gives the same offer for the same input, and it survives JSON as the server stores it', () => {
    const terms = input({ loanAmount: 300_000, term: 24, paymentPeriod: 'DAILY', annualRatePercent: 24.95 });
    const first = priceOffer(terms);
    expect(priceOffer({ ...terms, businessDays: [...CALENDAR] })).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });

  const codeOf = (terms: Partial<PricingInput>) => {
    try {
      priceOffer(input(terms));
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
      return (error as PricingError).code;
    }
    return undefined;
  };

  it.each([
    [{ loanAmount: 0 }, 'PRICING_ERR_AMOUNT'],
    [{ loanAmount: -10_000 }, 'PRICING_ERR_AMOUNT'],
    [{ loanAmount: Number.NaN }, 'PRICING_ERR_AMOUNT'],
    [{ loanAmount: 10_000.005 }, 'PRICING_ERR_AMOUNT'],
    [{ loanAmount: 3, term: 24, paymentPeriod: 'DAILY' }, 'PRICING_ERR_AMOUNT'],
    [{ term: 0 }, 'PRICING_ERR_TERM'],
    [{ term: -6 }, 'PRICING_ERR_TERM'],
    [{ term: 6.5 }, 'PRICING_ERR_TERM'],
    [{ term: 2601, termUnit: 'weeks' }, 'PRICING_ERR_TERM'],
    [{ termUnit: 'fortnights' as TermUnit }, 'PRICING_ERR_TERM'],
    [{ paymentPeriod: 'FORTNIGHTLY' as PaymentPeriod }, 'PRICING_ERR_PERIOD'],
    [{ annualRatePercent: -1 }, 'PRICING_ERR_RATE'],
    [{ originationFeePercent: 100 }, 'PRICING_ERR_FEE'],
    [{ firstPaymentDate: '2026-02-30' }, 'PRICING_ERR_DATE'],
    [{ businessDays: [...CALENDAR].reverse() }, 'PRICING_ERR_CALENDAR'],
    [{ payoffAmount: '-1.00' }, 'PRICING_ERR_PAYOFF'],
    [{ payoffAmount: '12.345' }, 'PRICING_ERR_PAYOFF'],
    [{ payoffAmount: 500 as unknown as string }, 'PRICING_ERR_PAYOFF'],
    [{ businessDays: MONTH_CALENDAR }, 'PRICING_ERR_CALENDAR_SHORT'],
    [{ term: 36 }, 'PRICING_ERR_CALENDAR_SHORT'],
    [{ paymentPeriod: 'DAILY', businessDays: CALENDAR.filter((d) => d < '2026-09-02') }, 'PRICING_ERR_CALENDAR_SHORT'],
  ] as [Partial<PricingInput>, string][])('refuses %o with %s', (terms, code) => {
    expect(codeOf(terms)).toBe(code);
  });
});
