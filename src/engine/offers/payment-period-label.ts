/**
 * How a payment period and a term read, in one place for the customiser, the approved offer, the
 * funding and signing pages, the agreement and the mails: a period or a unit written out by hand
 * on each page is how a monthly offer came to read "weekly" on two of them. Every text about
 * repayments is built here from the period, the term and its unit.
 */
import { formatMoney } from '../money/format-money';
import type { PaymentPeriod, TermUnit } from './offer.types';

const TITLES: Record<PaymentPeriod, string> = { DAILY: 'Daily (business days)', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };
const ADJECTIVES: Record<PaymentPeriod, string> = { DAILY: 'daily (business days)', WEEKLY: 'weekly', MONTHLY: 'monthly' };
const EACH: Record<PaymentPeriod, string> = { DAILY: 'business day', WEEKLY: 'week', MONTHLY: 'month' };
const UNITS: Record<TermUnit, [one: string, many: string]> = { days: ['day', 'days'], weeks: ['week', 'weeks'], months: ['month', 'months'] };

// The wire carries the period and the unit as strings (the signing session), so a value this
// labeller does not know reads as sent rather than failing.
const known = <K extends string>(table: Record<K, unknown>, key: string): key is K => Object.hasOwn(table, key);

/** The period as a choice or a table cell reads it: "Monthly". */
export function paymentPeriodTitle(period: PaymentPeriod | string): string {
  return known(TITLES, period) ? TITLES[period] : period;
}

/** The repayments in a sentence: "48 monthly payments"; one payment reads "1 monthly payment". */
export function repaymentsPhrase(numberOfPayments: number, period: PaymentPeriod | string): string {
  return `${numberOfPayments} ${known(ADJECTIVES, period) ? ADJECTIVES[period] : period.toLowerCase()} payment${numberOfPayments === 1 ? '' : 's'}`;
}

/** The repayments with their amount: "48 monthly payments of $1,608.16". */
export function repaymentsText(terms: { numberOfPayments: number; paymentPeriod: PaymentPeriod | string; paymentAmount: string }): string {
  return `${repaymentsPhrase(terms.numberOfPayments, terms.paymentPeriod)} of ${formatMoney(terms.paymentAmount)}`;
}

/** What one payment is per: "per week", "per business day". */
export function perPaymentPeriod(period: PaymentPeriod | string): string {
  return `per ${known(EACH, period) ? EACH[period] : period.toLowerCase()}`;
}

/** A term with its unit: "12 weeks", "1 month", "90 days". */
export function termLength(term: number, unit: TermUnit | string): string {
  const words = known(UNITS, unit) ? UNITS[unit] : [unit, unit];
  return `${term} ${term === 1 ? words[0] : words[1]}`;
}
