import { describe, expect, it } from 'vitest';
import { checkOfferTerms, customiserSteps, type OfferBounds } from '../../src/engine/offers/offer-bounds';
import type { OfferTerms, PaymentPeriod, ProductPricing } from '../../src/engine/offers/offer.types';

const pricing: ProductPricing = {
  expiryDays: 14,
  terms: { unit: 'months', values: [6, 9, 12, 18, 24] },
  paymentPeriods: ['WEEKLY', 'DAILY'],
  amountStep: 1000,
  originationFeePercent: 2.5,
  tiers: { A: { annualRatePercent: 14.95 } },
};
const bounds: OfferBounds = { minAmount: 10_000, maxAmount: 80_000, pricing };
const terms = (changes: Partial<OfferTerms>): OfferTerms => ({ loanAmount: 50_000, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY', ...changes });

describe('checkOfferTerms', () => {
  it('accepts terms within the offer, both ends of the amount included', () => {
    for (const loanAmount of [10_000, 50_000, 80_000]) {
      for (const term of pricing.terms.values) {
        for (const paymentPeriod of pricing.paymentPeriods)
          expect(checkOfferTerms({ loanAmount, term, termUnit: 'months', paymentPeriod }, bounds)).toBeUndefined();
      }
    }
  });

  it.each([
    [{ loanAmount: 81_000 }, 'offerAmountOutOfRange'],
    [{ loanAmount: 9_000 }, 'offerAmountOutOfRange'],
    [{ loanAmount: Number.NaN }, 'offerAmountOutOfRange'],
    [{ loanAmount: '50000' as unknown as number }, 'offerAmountOutOfRange'],
    [{ loanAmount: 50_500 }, 'offerAmountStep'],
    [{ loanAmount: 50_000.5 }, 'offerAmountStep'],
    [{ term: 7, termUnit: 'months' }, 'offerTermNotOffered'],
    [{ term: 36, termUnit: 'months' }, 'offerTermNotOffered'],
    // The right number in another unit is not the term offered: 12 weeks is not 12 months.
    [{ term: 12, termUnit: 'weeks' }, 'offerTermNotOffered'],
    [{ paymentPeriod: 'MONTHLY' }, 'offerPeriodNotOffered'],
    [{ paymentPeriod: 'FORTNIGHTLY' as PaymentPeriod }, 'offerPeriodNotOffered'],
  ] as [Partial<OfferTerms>, string][])('refuses %o with %s', (changes, key) => {
    expect(checkOfferTerms(terms(changes), bounds)).toBe(key);
  });

  it('names the amount first when several parts are outside', () => {
    expect(checkOfferTerms({ loanAmount: 90_500, term: 7, termUnit: 'months', paymentPeriod: 'MONTHLY' }, bounds)).toBe('offerAmountOutOfRange');
    expect(checkOfferTerms({ loanAmount: 50_500, term: 7, termUnit: 'months', paymentPeriod: 'MONTHLY' }, bounds)).toBe('offerAmountStep');
    expect(checkOfferTerms({ loanAmount: 50_000, term: 7, termUnit: 'months', paymentPeriod: 'MONTHLY' }, bounds)).toBe('offerTermNotOffered');
  });
});

describe('customiserSteps', () => {
  it('offers every step from the minimum to the maximum', () => {
    const steps = customiserSteps(bounds);
    expect(steps).toHaveLength(71);
    expect(steps.slice(0, 3)).toEqual([10_000, 11_000, 12_000]);
    expect(steps.at(-1)).toBe(80_000);
  });

  it('rounds bounds off a step inwards: never above the approved maximum', () => {
    expect(customiserSteps({ minAmount: 10_500, maxAmount: 14_999, pricing })).toEqual([11_000, 12_000, 13_000, 14_000]);
  });

  it('offers one amount when the bounds meet, none when no step fits or the step is not usable', () => {
    expect(customiserSteps({ minAmount: 10_000, maxAmount: 10_000, pricing })).toEqual([10_000]);
    expect(customiserSteps({ minAmount: 10_100, maxAmount: 10_900, pricing })).toEqual([]);
    expect(customiserSteps({ minAmount: 10_000, maxAmount: 20_000, pricing: { ...pricing, amountStep: 0 } })).toEqual([]);
  });

  it('offers exactly the amounts checkOfferTerms accepts', () => {
    const odd: OfferBounds = { minAmount: 10_250, maxAmount: 31_750, pricing };
    const offered = new Set(customiserSteps(odd));
    for (let loanAmount = 9_000; loanAmount <= 33_000; loanAmount += 250) {
      const accepted = checkOfferTerms(terms({ loanAmount }), odd) === undefined;
      expect(offered.has(loanAmount), String(loanAmount)).toBe(accepted);
    }
  });
});
