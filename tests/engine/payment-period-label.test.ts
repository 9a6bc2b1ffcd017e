import { describe, expect, it } from 'vitest';
import { paymentPeriodTitle, repaymentsPhrase } from '../../src/engine/offers/payment-period-label';

describe('payment period labels', () => {
  it('a monthly offer reads monthly, never weekly', () => {
    expect(repaymentsPhrase(48, 'MONTHLY')).toBe('48 monthly payments');
    expect(paymentPeriodTitle('MONTHLY')).toBe('Monthly');
  });

  it('each period reads as its own word, one payment in the singular', () => {
    expect(repaymentsPhrase(52, 'WEEKLY')).toBe('52 weekly payments');
    expect(repaymentsPhrase(250, 'DAILY')).toBe('250 daily (business days) payments');
    expect(repaymentsPhrase(1, 'WEEKLY')).toBe('1 weekly payment');
    expect(paymentPeriodTitle('DAILY')).toBe('Daily (business days)');
  });
});
