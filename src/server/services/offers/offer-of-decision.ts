/**
 * An approval as an offer the customiser moves within: the bounds (the product's minimum to the
 * approved maximum, on the product's step), the tier's rate and fee, the first debit date and the
 * business days that price a daily schedule, and where the customiser starts.
 */
import type { ProductPricing, OfferTerms, TermUnit } from '../../../engine/offers/offer.types';
import type { OfferView } from '../../../engine/contract/offers.contract';
import type { DecisionRow } from '../../db/tables/decisions.table';
import { businessDaysFrom, nextBusinessDay } from './business-days';

/** Business days a term can hold, with room to spare (23 a month, 5 a week at most). */
const PER_UNIT: Record<TermUnit, number> = { days: 1, weeks: 5, months: 23 };
const businessDaysFor = (term: number, unit: TermUnit) => term * PER_UNIT[unit] + 10;

export interface OfferContext {
  pricing: ProductPricing;
  minAmount: number;
  /** What the applicant asked for, where the customiser starts. */
  requestedAmount?: number;
  /** The business's state, for its public holidays. */
  state?: string;
  /** A renewal's payoff: the balance of the loan it replaces. */
  payoffAmount?: string;
  /** A renewal's current loan, shown beside the payoff. */
  renewedLoan?: OfferView['renewedLoan'];
  now: Date;
}

export function offerOfDecision(decision: DecisionRow, context: OfferContext): OfferView | undefined {
  const { pricing } = context;
  const tier = decision.tier ? pricing.tiers[decision.tier] : undefined;
  if (decision.outcome !== 'APPROVED' || !tier || decision.approved_max_amount === null || !decision.expires_at) return undefined;
  const step = pricing.amountStep;
  const maxAmount = Math.floor(decision.approved_max_amount / step) * step;
  // A renewal lends at least what pays off the old loan and the fee, so some money reaches the borrower.
  const coversPayoff = context.payoffAmount ? Number(context.payoffAmount) / (1 - pricing.originationFeePercent / 100) + 1 : 0;
  const minAmount = Math.min(Math.ceil(Math.max(context.minAmount, coversPayoff) / step) * step, maxAmount);
  // Funds arrive within one business day; the first debit is the business day after that.
  const firstPaymentDate = nextBusinessDay(nextBusinessDay(context.now, context.state), context.state);
  const longest = Math.max(...pricing.terms.values);
  return {
    offerId: decision.id,
    minAmount,
    maxAmount,
    amountStep: step,
    terms: pricing.terms,
    paymentPeriods: pricing.paymentPeriods,
    tier: decision.tier!,
    annualRatePercent: tier.annualRatePercent,
    originationFeePercent: pricing.originationFeePercent,
    firstPaymentDate,
    businessDays: businessDaysFrom(firstPaymentDate, businessDaysFor(longest, pricing.terms.unit), context.state),
    expiresAt: decision.expires_at.toISOString(),
    ...(context.payoffAmount ? { payoffAmount: context.payoffAmount } : {}),
    ...(context.renewedLoan ? { renewedLoan: context.renewedLoan } : {}),
    suggested: suggestedTerms(pricing, minAmount, maxAmount, context.requestedAmount),
  };
}

/** The amount asked for (on a step, within the bounds), a 12-month term where offered (else the shortest), weekly repayments where offered. */
function suggestedTerms(pricing: ProductPricing, minAmount: number, maxAmount: number, requested = maxAmount): OfferTerms {
  const amount = Math.min(maxAmount, Math.max(minAmount, Math.floor(requested / pricing.amountStep) * pricing.amountStep));
  const { unit, values } = pricing.terms;
  const term = unit === 'months' && values.includes(12) ? 12 : Math.min(...values);
  const paymentPeriod = pricing.paymentPeriods.includes('WEEKLY') ? 'WEEKLY' : pricing.paymentPeriods[0];
  return { loanAmount: amount, term, termUnit: unit, paymentPeriod };
}
