/**
 * The bounds an offer's customiser moves within (spec 01 section 3 'Offer', section 9: amounts in
 * steps of $1,000): the amount from the product's minimum to the approved maximum on the product's
 * step, a term the product offers in the product's unit, a payment period the product offers. The server refuses
 * accepted terms outside them with the same function the browser's customiser is built from.
 */
import type { OfferTerms, ProductPricing } from './offer.types';

export interface OfferBounds {
  minAmount: number;
  maxAmount: number;
  /** Only these three parts of a product's pricing bound the terms; an offer as the browser receives it has them too. */
  pricing: Pick<ProductPricing, 'amountStep' | 'terms' | 'paymentPeriods'>;
}

export type OfferTermsProblem = 'offerAmountOutOfRange' | 'offerAmountStep' | 'offerTermNotOffered' | 'offerPeriodNotOffered';

/** Undefined when the terms are within the offer, otherwise the message key of the first problem found. */
export function checkOfferTerms(terms: OfferTerms, bounds: OfferBounds): OfferTermsProblem | undefined {
  const { loanAmount, term, termUnit, paymentPeriod } = terms;
  const { minAmount, maxAmount, pricing } = bounds;
  // A non-number (NaN, a string from a hand-made request) is out of range, not merely off a step.
  if (typeof loanAmount !== 'number' || !Number.isFinite(loanAmount) || loanAmount < minAmount || loanAmount > maxAmount) return 'offerAmountOutOfRange';
  if (!isOnStep(loanAmount, pricing.amountStep)) return 'offerAmountStep';
  if (termUnit !== pricing.terms.unit || !pricing.terms.values.includes(term)) return 'offerTermNotOffered';
  if (!pricing.paymentPeriods.includes(paymentPeriod)) return 'offerPeriodNotOffered';
  return undefined;
}

/**
 * The amounts the customiser's slider offers, ascending: every multiple of the step from the
 * minimum to the maximum. A bound that is not on a step is rounded inwards (the minimum up, the
 * maximum down), so the slider offers exactly the amounts `checkOfferTerms` accepts and never one
 * above what was approved. Empty when no multiple of the step lies within the bounds.
 */
export function customiserSteps(bounds: OfferBounds): number[] {
  const step = bounds.pricing.amountStep;
  if (!isValidStep(step) || !Number.isFinite(bounds.minAmount) || !Number.isFinite(bounds.maxAmount)) return [];
  const first = Math.ceil(bounds.minAmount / step);
  const last = Math.floor(bounds.maxAmount / step);
  const amounts: number[] = [];
  // Counting whole steps, not adding the step up, so no amount drifts off the step.
  for (let k = first; k <= last; k++) amounts.push(k * step);
  return amounts;
}

/** Steps are whole dollars (spec: $1,000), so an amount is on a step when the step divides it. */
function isOnStep(amount: number, step: number): boolean {
  return isValidStep(step) && Number.isInteger(amount) && amount % step === 0;
}

function isValidStep(step: number): boolean {
  return Number.isInteger(step) && step > 0;
}
