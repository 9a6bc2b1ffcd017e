/**
 * What `GET /api/apps/:id/offers` answers (spec 01 section 7, 'Get offers for an application':
 * offers, decision.declinedReasons, decision.decisionId, parentLoanBalance.outstandingBalanceBAIPF),
 * and what accepting an offer sends. The browser prices every position of the customiser with
 * the same module as the server, from these inputs alone.
 */
import type { OfferTerms, PaymentPeriod, PricedOffer } from './offer.types';

export type DecisionOutcome = 'APPROVED' | 'CONDITIONAL' | 'DECLINED';

export interface RequiredDocument {
  type: string;
  title: string;
}

export interface DecisionView {
  decisionId: string;
  outcome: DecisionOutcome;
  /** The most the lender lends on it (whole dollars); null for a decline. */
  maxAmount: number | null;
  declinedReasons: string[];
  /** Documents a conditional approval asks for. */
  documents: RequiredDocument[];
  decidedAt: string;
  /** When the offer lapses (date-time); null for a decline. */
  expiresAt: string | null;
  /** The terms the applicant accepted, priced; null until accepted. */
  acceptedTerms?: PricedOffer | null;
}

/** One offer: the bounds the customiser moves within, and the pricing inputs. */
export interface OfferView {
  offerId: string;
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  termsMonths: number[];
  paymentPeriods: PaymentPeriod[];
  tier: string;
  annualRatePercent: number;
  originationFeePercent: number;
  firstPaymentDate: string;
  businessDays: string[];
  expiresAt: string;
  /** Where the customiser starts: the amount asked for, within the bounds. */
  suggested: OfferTerms;
  /** The terms accepted, priced by the server, once the applicant accepted. */
  accepted?: PricedOffer;
}

export interface OffersAnswer {
  offers: OfferView[];
  decision: DecisionView | null;
  /** The parent loan's balance, for renewals. */
  parentLoanBalance?: { outstandingBalanceBAIPF: string };
}

export interface AcceptOfferRequest extends OfferTerms {
  offerId: string;
}
