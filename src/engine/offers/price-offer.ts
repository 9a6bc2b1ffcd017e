/**
 * Prices a set of offer terms: the instalment, the payment schedule and every figure of the offer
 * screen (spec 01 section 3 'Offer', spec 02 section 3 'Offer screen fields'). The server prices
 * accepted terms with it and the browser prices every position of the customiser with it, so the
 * two must agree to the cent: all money is decimal (big.js), never binary floating point.
 *
 * The model, an amortising loan:
 * - Periodic rate r = annualRatePercent / 100 / periodsPerYear, with 52 periods a year for WEEKLY,
 *   12 for MONTHLY, and for DAILY the business days of `businessDays` in the year from the first
 *   payment date (first payment date included, the same date a year later excluded). A calendar
 *   that does not reach a year past the first payment date cannot give that count, so DAILY then
 *   uses 252, the usual count of business days in a year: the rate of an offer never depends on
 *   how far the calendar happens to stop short.
 * - The term is a number of days, weeks or months (`termUnit`); the number of payments and their
 *   dates follow from it and the period (term-schedule.ts): WEEKLY over months round(n * 52 / 12)
 *   (6 -> 26, 12 -> 52), over weeks n, MONTHLY over months n, over weeks round(n * 12 / 52), DAILY
 *   the business days from the first payment date to the end of the term (excluded); a WEEKLY or
 *   MONTHLY date that is not a business day moves to the next one in the calendar.
 * - Instalment = P * r / (1 - (1 + r)^-n), computed at 40 decimal places and rounded half-up to
 *   cents; with r = 0 it is P / n rounded half-up to cents.
 * - Each period's interest = balance * r rounded half-up to cents (computed from the exact rate,
 *   so a half cent always rounds up), principal = payment - interest. The last payment absorbs
 *   the rounding remainder: it is the balance left plus its interest, so the balance ends at 0.00.
 * - totalRepayment = sum of the payments; totalInterest = totalRepayment - loanAmount;
 *   originationFee = loanAmount * originationFeePercent / 100 rounded half-up to cents;
 *   disbursementAmount = loanAmount - originationFee; totalLoanCost = totalInterest + originationFee;
 *   payoffAmount = the balance of the loan a renewal pays off (0.00 otherwise);
 *   netFundedAmount = disbursementAmount - payoffAmount, what reaches the borrower's account.
 * - The calendar must reach the end of the term (list a day on or after it): only then are the
 *   DAILY count and every moved date known. The server's calendar covers the longest term.
 *
 * Dates are yyyy-MM-dd calendar dates computed in UTC (date-fns would work in the local time zone),
 * so no time zone of the browser can move a day.
 */
import Big from 'big.js';
import type { PaymentPeriod, PricedOffer, PricingInput, ScheduledPayment } from './offer.types';
import { addMonths, CalendarProblem, ISO_DATE, isIsoDate, MAX_TERM, paymentDates } from './term-schedule';

export type PricingErrorCode =
  | 'PRICING_ERR_AMOUNT'
  | 'PRICING_ERR_TERM'
  | 'PRICING_ERR_PERIOD'
  | 'PRICING_ERR_PAYOFF'
  | 'PRICING_ERR_RATE'
  | 'PRICING_ERR_FEE'
  | 'PRICING_ERR_DATE'
  | 'PRICING_ERR_CALENDAR'
  | 'PRICING_ERR_CALENDAR_SHORT';

/** Input that cannot be priced. Both sides price only terms already checked, so this is a programming or data error. */
export class PricingError extends Error {
  readonly code: PricingErrorCode;

  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.name = 'PricingError';
    this.code = code;
  }
}

// Constructors of our own, so the settings here change no other module's Big. Sums, differences
// and products are exact in both; the setting is how a quotient is rounded.
const HALF_UP = Big.roundHalfUp;
/** Money: a quotient is rounded half-up to cents, from all its digits, as each figure of the model is. */
const Cents = Big();
Cents.DP = 2;
Cents.RM = HALF_UP;
/** The instalment's working precision: far beyond cents, so only the final rounding to cents decides. */
const WORKING_DP = 40;
const Precise = Big();
Precise.DP = WORKING_DP;
Precise.RM = HALF_UP;

const FIXED_PERIODS_PER_YEAR: Record<Exclude<PaymentPeriod, 'DAILY'>, number> = { WEEKLY: 52, MONTHLY: 12 };
/** DAILY's periods a year when the calendar does not reach a year ahead. */
const DEFAULT_BUSINESS_DAYS_PER_YEAR = 252;

export function priceOffer(input: PricingInput): PricedOffer {
  const { loanAmount, term, termUnit, paymentPeriod, annualRatePercent, originationFeePercent, firstPaymentDate, businessDays } = input;
  checkInput(input);

  const dates = scheduleDates(input);
  const n = dates.length;
  const principalAmount = new Cents(loanAmount);
  const ratePercent = new Cents(annualRatePercent);
  // r = ratePercent / rateDivisor, kept as a fraction: balance * ratePercent is exact, and one
  // division rounded to cents gives each period's interest with a half cent rounded up.
  const rateDivisor = 100 * periodsPerYear(paymentPeriod, firstPaymentDate, businessDays);
  const instalment = regularInstalment(loanAmount, annualRatePercent, rateDivisor, n);

  const schedule: ScheduledPayment[] = new Array(n);
  let balance = principalAmount;
  let totalRepayment = new Cents(0);
  for (let i = 0; i < n; i++) {
    const interest = balance.times(ratePercent).div(rateDivisor);
    const last = i === n - 1;
    const payment = last ? balance.plus(interest) : instalment;
    const principal = payment.minus(interest);
    balance = balance.minus(principal);
    // Only a loan of a few dollars over hundreds of payments rounds its instalment past the amount owed.
    if (balance.lt(0)) throw new PricingError('PRICING_ERR_AMOUNT', `A loan of ${loanAmount} is too small to spread over ${n} payments`);
    totalRepayment = totalRepayment.plus(payment);
    schedule[i] = {
      number: i + 1,
      date: dates[i],
      payment: payment.toFixed(2),
      principal: principal.toFixed(2),
      interest: interest.toFixed(2),
      balance: balance.toFixed(2),
    };
  }

  const totalInterest = totalRepayment.minus(principalAmount);
  const originationFee = principalAmount.times(originationFeePercent).div(100);
  const payoff = new Cents(input.payoffAmount ?? '0');
  return {
    loanAmount,
    term,
    termUnit,
    paymentPeriod,
    annualRatePercent,
    numberOfPayments: n,
    // The first payment is the regular instalment; with a single payment it is that payment.
    paymentAmount: schedule[0].payment,
    originationFee: originationFee.toFixed(2),
    disbursementAmount: principalAmount.minus(originationFee).toFixed(2),
    payoffAmount: payoff.toFixed(2),
    netFundedAmount: principalAmount.minus(originationFee).minus(payoff).toFixed(2),
    totalInterest: totalInterest.toFixed(2),
    totalRepayment: totalRepayment.toFixed(2),
    totalLoanCost: totalInterest.plus(originationFee).toFixed(2),
    schedule,
  };
}

/** P * r / (1 - (1 + r)^-n), written P * r * g / (g - 1) with g = (1 + r)^n so no negative power is needed. */
function regularInstalment(loanAmount: number, annualRatePercent: number, rateDivisor: number, n: number): Big {
  if (annualRatePercent === 0) return new Cents(loanAmount).div(n);
  const r = new Precise(annualRatePercent).div(rateDivisor);
  const growth = power(r.plus(1), n);
  return new Cents(new Precise(loanAmount).times(r).times(growth).div(growth.minus(1)).round(2, HALF_UP));
}

/**
 * base^n by squaring, each product rounded to the working precision: big.js's own pow keeps every
 * digit, and (1 + r)^500 would carry some 20,000 of them.
 */
function power(base: Big, n: number): Big {
  let result = new Precise(1);
  let square = base;
  for (let e = n; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = result.times(square).round(WORKING_DP, HALF_UP);
    if (e > 1) square = square.times(square).round(WORKING_DP, HALF_UP);
  }
  return result;
}

function periodsPerYear(period: PaymentPeriod, first: string, businessDays: readonly string[]): number {
  if (period !== 'DAILY') return FIXED_PERIODS_PER_YEAR[period];
  const yearEnd = addMonths(first, 12);
  if (businessDays.length === 0 || businessDays[businessDays.length - 1] < yearEnd) return DEFAULT_BUSINESS_DAYS_PER_YEAR;
  let count = 0;
  for (const day of businessDays) if (day >= first && day < yearEnd) count++;
  if (count === 0) throw new PricingError('PRICING_ERR_CALENDAR', `No business day in the year from ${first}`);
  return count;
}

function scheduleDates({ paymentPeriod, firstPaymentDate, term, termUnit, businessDays }: PricingInput): string[] {
  try {
    return paymentDates(paymentPeriod, firstPaymentDate, term, termUnit, businessDays);
  } catch (error) {
    if (error instanceof CalendarProblem) throw new PricingError(error.kind === 'short' ? 'PRICING_ERR_CALENDAR_SHORT' : 'PRICING_ERR_CALENDAR', error.message);
    throw error;
  }
}

function checkInput(input: PricingInput): void {
  const { loanAmount, term, termUnit, paymentPeriod, annualRatePercent, originationFeePercent, firstPaymentDate, businessDays } = input;
  if (typeof loanAmount !== 'number' || !Number.isFinite(loanAmount) || loanAmount <= 0 || !new Cents(loanAmount).round(2).eq(loanAmount)) {
    throw new PricingError('PRICING_ERR_AMOUNT', `The loan amount must be a positive number of whole cents, not ${loanAmount}`);
  }
  if (!Object.hasOwn(MAX_TERM, termUnit)) throw new PricingError('PRICING_ERR_TERM', `Unknown term unit ${String(termUnit)}`);
  if (!Number.isInteger(term) || term <= 0 || term > MAX_TERM[termUnit]) {
    throw new PricingError('PRICING_ERR_TERM', `The term must be a whole number of ${termUnit} from 1 to ${MAX_TERM[termUnit]}, not ${term}`);
  }
  if (paymentPeriod !== 'DAILY' && !Object.hasOwn(FIXED_PERIODS_PER_YEAR, paymentPeriod)) {
    throw new PricingError('PRICING_ERR_PERIOD', `Unknown payment period ${String(paymentPeriod)}`);
  }
  if (typeof annualRatePercent !== 'number' || !Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new PricingError('PRICING_ERR_RATE', `The annual rate must be a percentage of 0 or more, not ${annualRatePercent}`);
  }
  if (typeof originationFeePercent !== 'number' || !Number.isFinite(originationFeePercent) || originationFeePercent < 0 || originationFeePercent >= 100) {
    throw new PricingError('PRICING_ERR_FEE', `The origination fee must be a percentage from 0 to under 100, not ${originationFeePercent}`);
  }
  const { payoffAmount } = input;
  if (payoffAmount !== undefined && (typeof payoffAmount !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(payoffAmount))) {
    throw new PricingError('PRICING_ERR_PAYOFF', `The payoff must be an amount of money of 0 or more, not ${String(payoffAmount)}`);
  }
  if (!isIsoDate(firstPaymentDate)) throw new PricingError('PRICING_ERR_DATE', `The first payment date must be a yyyy-MM-dd date, not ${firstPaymentDate}`);
  // The one-pass searches above rely on the order.
  for (let i = 0; i < businessDays.length; i++) {
    if (!ISO_DATE.test(businessDays[i]) || (i > 0 && businessDays[i] <= businessDays[i - 1])) {
      throw new PricingError('PRICING_ERR_CALENDAR', `The business days must be yyyy-MM-dd dates in ascending order; ${businessDays[i]} is not`);
    }
  }
}
