/**
 * Offers and their pricing (spec 01 section 3 'Offer', spec 02 section 3 'Offer screen fields').
 * Money crosses the wire as strings of dollars with two decimals ("12345.67"), never as binary
 * floating point; the pricing module computes with a decimal library.
 */

export type PaymentPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** The unit a product's loan terms are counted in: a 12-month loan, an 8-week loan, a 90-day loan. */
export type TermUnit = 'days' | 'weeks' | 'months';

/** The terms a product offers: `{ unit: 'weeks', values: [4, 8, 12] }`. */
export interface TermChoices {
  unit: TermUnit;
  values: number[];
}

/** A product's pricing, declared in its journey file (`offers`). */
export interface ProductPricing {
  /** Days an offer stays open after the decision. */
  expiryDays: number;
  /** Loan terms offered, each a number of the unit. */
  terms: TermChoices;
  /** Schedules the customiser offers (spec: WEEKLY or DAILY). */
  paymentPeriods: PaymentPeriod[];
  /** The customiser moves the amount in these steps (spec: $1,000). */
  amountStep: number;
  /** Origination fee, percent of the loan amount, deducted from the amount funded. */
  originationFeePercent: number;
  /** Pricing tier name -> annual interest rate in percent (e.g. "A": 14.95). */
  tiers: Record<string, { annualRatePercent: number }>;
}

/** What an applicant chooses in the customiser, within an offer's bounds. */
export interface OfferTerms {
  /** Whole dollars, a multiple of the amount step, from the product minimum to the approved maximum. */
  loanAmount: number;
  /** The term, a number of `termUnit`s: every text about it is built from the two. */
  term: number;
  termUnit: TermUnit;
  paymentPeriod: PaymentPeriod;
}

/** The inputs that price a set of terms: the same on both sides, so both give the same cents. */
export interface PricingInput extends OfferTerms {
  annualRatePercent: number;
  originationFeePercent: number;
  /** The first debit date, yyyy-MM-dd. */
  firstPaymentDate: string;
  /** A renewal's payoff: the balance of the loan it replaces, paid from the loan ("0.00" style); none otherwise. */
  payoffAmount?: string;
  /**
   * Business days (yyyy-MM-dd, ascending) from the first payment date on, at least as far as the
   * longest term: the server builds it from the public holidays; the browser receives it with the
   * offer, so it needs no holiday data of its own.
   */
  businessDays: readonly string[];
}

export interface ScheduledPayment {
  number: number;
  date: string;
  payment: string;
  principal: string;
  interest: string;
  /** Principal still owed after this payment. */
  balance: string;
}

/** Every figure of a priced offer; money as "0.00" strings. */
export interface PricedOffer extends OfferTerms {
  annualRatePercent: number;
  numberOfPayments: number;
  /** The regular instalment; the last one may differ by the rounding remainder. */
  paymentAmount: string;
  originationFee: string;
  /** Loan amount less the origination fee. */
  disbursementAmount: string;
  /** The balance of the loan a renewal pays off from the disbursement; "0.00" for a new loan. */
  payoffAmount: string;
  /** The disbursement less the payoff: what reaches the borrower's account. */
  netFundedAmount: string;
  totalInterest: string;
  /** Sum of all payments. */
  totalRepayment: string;
  /** Total interest plus the origination fee. */
  totalLoanCost: string;
  schedule: ScheduledPayment[];
}
