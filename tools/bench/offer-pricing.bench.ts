/**
 * Pricing cost in Node: one `priceOffer` call for the largest schedule the tl product offers, $300,000
 * over 24 months repaid every business day (some 500 payments), on the calendar the server sends
 * with an offer (NSW public holidays). The customiser prices each position of its slider in the
 * browser, so the target is well under one frame: 16 ms.
 */
import { businessDaysFrom } from '../../src/server/services/offers/business-days';
import type { PricingInput } from '../../src/engine/offers/offer.types';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { measure, ms, type BenchModule } from './measure';

const FRAME_MS = 16;
const RUNS = 2000;
const FIRST_PAYMENT_DATE = '2026-03-02';
const TERM_MONTHS = 24;

const offerPricingBench: BenchModule = {
  name: 'pricing',
  run() {
    // As the server builds it for the longest term: 23 business days a month and 10 to spare.
    const businessDays = businessDaysFrom(FIRST_PAYMENT_DATE, TERM_MONTHS * 23 + 10, 'NSW');
    const input: PricingInput = {
      loanAmount: 300_000,
      term: TERM_MONTHS,
      termUnit: 'months',
      paymentPeriod: 'DAILY',
      annualRatePercent: 24.95,
      originationFeePercent: 2.5,
      firstPaymentDate: FIRST_PAYMENT_DATE,
      businessDays,
    };
    const offer = priceOffer(input);
    console.log(
      `  $300,000 over ${TERM_MONTHS} months DAILY at 24.95%: ${offer.numberOfPayments} payments of $${offer.paymentAmount}, ${businessDays.length} business days sent`,
    );
    const timing = measure(() => priceOffer(input), { runs: RUNS });
    console.log(`  one priceOffer call, ${RUNS} runs after warm-up`);
    console.log(`    median ${ms(timing.median)}  (p95 ${ms(timing.p95)})`);
    console.log(`    target:          p95 < ${FRAME_MS} ms (one frame): ${timing.p95 < FRAME_MS ? 'met' : 'NOT met'}`);
  },
};

export default offerPricingBench;
