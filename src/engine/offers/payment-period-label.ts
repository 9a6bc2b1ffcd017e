/**
 * How a payment period reads, in one place for the customiser, the funding and signing pages and
 * the agreement: a period written out by hand on each page is how a monthly offer came to read
 * "weekly" on two of them.
 */
import type { PaymentPeriod } from './offer.types';

const TITLES: Record<PaymentPeriod, string> = { DAILY: 'Daily (business days)', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };
const ADJECTIVES: Record<PaymentPeriod, string> = { DAILY: 'daily (business days)', WEEKLY: 'weekly', MONTHLY: 'monthly' };

/** The period as a choice or a table cell reads it: "Monthly". A period this labeller does not know reads as sent. */
export function paymentPeriodTitle(period: PaymentPeriod | string): string {
  return TITLES[period as PaymentPeriod] ?? period;
}

/** The repayments in a sentence: "48 monthly payments"; one payment reads "1 monthly payment". */
export function repaymentsPhrase(numberOfPayments: number, period: PaymentPeriod | string): string {
  return `${numberOfPayments} ${ADJECTIVES[period as PaymentPeriod] ?? period.toLowerCase()} payment${numberOfPayments === 1 ? '' : 's'}`;
}
