import { describe, expect, it } from 'vitest';
import { perPaymentPeriod, paymentPeriodTitle, repaymentsPhrase, repaymentsText, termLength } from '../../src/engine/offers/payment-period-label';
import { formatAmount, formatMoney, formatWholeDollars } from '../../src/engine/money/format-money';

describe('payment period labels', () => {
  it('a monthly offer reads monthly, never weekly', () => {
    expect(repaymentsPhrase(48, 'MONTHLY')).toBe('48 monthly payments');
    expect(paymentPeriodTitle('MONTHLY')).toBe('Monthly');
    expect(repaymentsText({ numberOfPayments: 48, paymentPeriod: 'MONTHLY', paymentAmount: '1608.16' })).toBe('48 monthly payments of $1,608.16');
    expect(perPaymentPeriod('MONTHLY')).toBe('per month');
  });

  it('each period reads as its own word, one payment in the singular', () => {
    expect(repaymentsPhrase(52, 'WEEKLY')).toBe('52 weekly payments');
    expect(repaymentsPhrase(250, 'DAILY')).toBe('250 daily (business days) payments');
    expect(repaymentsPhrase(1, 'WEEKLY')).toBe('1 weekly payment');
    expect(paymentPeriodTitle('DAILY')).toBe('Daily (business days)');
    expect(perPaymentPeriod('WEEKLY')).toBe('per week');
    expect(perPaymentPeriod('DAILY')).toBe('per business day');
  });
});

describe('term labels', () => {
  it('a term reads in its own unit, one in the singular', () => {
    expect(termLength(12, 'weeks')).toBe('12 weeks');
    expect(termLength(1, 'weeks')).toBe('1 week');
    expect(termLength(24, 'months')).toBe('24 months');
    expect(termLength(1, 'months')).toBe('1 month');
    expect(termLength(90, 'days')).toBe('90 days');
  });

  it('a unit or a period it does not know reads as sent rather than as another', () => {
    expect(termLength(2, 'fortnights')).toBe('2 fortnights');
    expect(repaymentsPhrase(3, 'FORTNIGHTLY')).toBe('3 fortnightly payments');
  });
});

describe('money', () => {
  it('reads in Australian dollars, with cents, whole, or as typed', () => {
    expect(formatMoney('1608.16')).toBe('$1,608.16');
    expect(formatMoney(50000)).toBe('$50,000.00');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatWholeDollars(300000)).toBe('$300,000');
    expect(formatAmount(10000)).toBe('$10,000');
    expect(formatAmount('1234.5')).toBe('$1,234.50');
  });
});
