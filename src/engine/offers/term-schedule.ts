/**
 * When the payments of a term fall: how many there are and on which business days, for a term
 * counted in days, weeks or months and a DAILY, WEEKLY or MONTHLY schedule (the model of
 * price-offer.ts, decision 23; a term's unit, decision 65).
 *
 * - The term ends on the first payment date plus the term: n calendar months (the month's last day
 *   when it is shorter), 7n days, or n days. That end is excluded.
 * - DAILY: one payment each business day from the first payment date to the end of the term.
 * - WEEKLY: months round(n x 52 / 12) (6 -> 26, 12 -> 52), weeks n, days round(n / 7).
 * - MONTHLY: months n, weeks round(n x 12 / 52) (4 -> 1, 8 -> 2, 12 -> 3), days round(n x 12 / 365).
 *   None of these quotients can end in exactly a half, so rounding has no tie to break; a
 *   schedule has at least one payment.
 * - WEEKLY dates are every 7 days from the first payment date, MONTHLY the same day each month;
 *   a date that is not a business day moves to the next one in the calendar.
 *
 * Dates are yyyy-MM-dd calendar dates computed in UTC, so no time zone of the browser can move a day.
 */
import type { PaymentPeriod, TermUnit } from './offer.types';

/** Longer than any product (50 years in each unit); keeps the work of a mistaken input bounded. */
export const MAX_TERM: Readonly<Record<TermUnit, number>> = { days: 18_250, weeks: 2_600, months: 600 };

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar that cannot schedule the term; the pricing module turns it into its coded error. */
export class CalendarProblem extends Error {
  constructor(
    readonly kind: 'short' | 'empty',
    message: string,
  ) {
    super(message);
  }
}

/** The day after the term's last day: the first payment date plus the term. */
export function termEnd(first: string, term: number, unit: TermUnit): string {
  if (unit === 'months') return addMonths(first, term);
  return addDays(first, unit === 'weeks' ? 7 * term : term);
}

/** How many WEEKLY or MONTHLY payments a term holds (DAILY's count is the calendar's). */
export function regularPaymentCount(period: Exclude<PaymentPeriod, 'DAILY'>, term: number, unit: TermUnit): number {
  const perYear = period === 'WEEKLY' ? 52 : 12;
  const unitsPerYear: Record<TermUnit, number> = { days: 365, weeks: 52, months: 12 };
  if (unitsPerYear[unit] === perYear) return term;
  return Math.max(1, Math.round((term * perYear) / unitsPerYear[unit]));
}

/** The payment dates of a term, each a business day of `businessDays` (ascending, reaching the end of the term). */
export function paymentDates(period: PaymentPeriod, first: string, term: number, unit: TermUnit, businessDays: readonly string[]): string[] {
  const end = termEnd(first, term, unit);
  const lastListed = businessDays[businessDays.length - 1];
  if (lastListed === undefined || lastListed < end) {
    throw new CalendarProblem('short', `The business days end at ${lastListed ?? '(none)'}, before the end of the term on ${end}`);
  }
  if (period === 'DAILY') {
    const days = businessDays.filter((day) => day >= first && day < end);
    if (days.length === 0) throw new CalendarProblem('empty', `No business day between ${first} and ${end}`);
    return days;
  }
  const n = regularPaymentCount(period, term, unit);
  const nominal = period === 'WEEKLY' ? (i: number) => addDays(first, 7 * i) : (i: number) => addMonths(first, i);
  const dates: string[] = new Array(n);
  // Nominal dates ascend, so one pass through the calendar finds every next business day.
  let j = 0;
  for (let i = 0; i < n; i++) {
    const date = nominal(i);
    while (j < businessDays.length && businessDays[j] < date) j++;
    if (j === businessDays.length) throw new CalendarProblem('short', `No business day on or after ${date}`);
    dates[i] = businessDays[j];
  }
  return dates;
}

export function isIsoDate(value: string): boolean {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  // Date.UTC rolls 2026-02-30 over to March: a date that does not come back unchanged is not one.
  return match !== null && toIsoDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

/** The same day `months` later, or that month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = dateParts(date);
  const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  return toIsoDate(Date.UTC(year, month + months, Math.min(day, lastDay)));
}

function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return toIsoDate(Date.UTC(year, month, day + days));
}

function toIsoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function dateParts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
}
