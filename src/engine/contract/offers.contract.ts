/**
 * What `GET /api/apps/:id/offers` answers (spec 01 section 7, 'Get offers for an application':
 * offers, decision.declinedReasons, decision.decisionId, parentLoanBalance.outstandingBalanceBAIPF)
 * and what accepting an offer sends. The browser prices every position of the customiser with the
 * same module as the server, from these inputs alone. Money crosses the wire as strings of
 * dollars with two decimals, never as binary floating point.
 */
import { decisionOutcome, RequiredDocumentSchema } from './decisions.contract';
import { named, nullable, Type, type Static, type TSchema } from './named';

const money = () => Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'Dollars with two decimals.' });
const period = () => Type.Enum(['DAILY', 'WEEKLY', 'MONTHLY'], { type: 'string' });
const date = () => Type.String({ format: 'date' });
const termUnit = () => Type.Enum(['days', 'weeks', 'months'], { type: 'string', description: 'The unit the term is counted in.' });

const termsProperties = () => ({
  loanAmount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  term: Type.Integer({ minimum: 1, maximum: 3660, description: 'The term, a number of termUnit.' }),
  termUnit: termUnit(),
  paymentPeriod: period(),
});

/** An object that may also be null, written as JSON Schema's type pair. */
function nullableObject<T extends TSchema>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
}

/** What an applicant chooses in the customiser, within an offer's bounds. */
export const OfferTermsSchema = Type.Object(termsProperties(), { $id: 'OfferTerms' });

export const PricedOfferSchema = Type.Object(
  {
    ...termsProperties(),
    annualRatePercent: Type.Number(),
    numberOfPayments: Type.Integer(),
    paymentAmount: money(),
    originationFee: money(),
    disbursementAmount: money(),
    payoffAmount: money(),
    netFundedAmount: money(),
    totalInterest: money(),
    totalRepayment: money(),
    totalLoanCost: money(),
    schedule: Type.Array(Type.Object({ number: Type.Integer(), date: date(), payment: money(), principal: money(), interest: money(), balance: money() })),
  },
  { $id: 'PricedOffer', description: 'Every figure of the accepted terms, priced by the server.' },
);

const OfferSchema = Type.Object({
  offerId: Type.String({ format: 'uuid' }),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  amountStep: Type.Integer(),
  terms: Type.Object({ unit: termUnit(), values: Type.Array(Type.Integer()) }, { description: 'The terms the product offers, in its unit.' }),
  paymentPeriods: Type.Array(period()),
  tier: Type.String(),
  annualRatePercent: Type.Number(),
  originationFeePercent: Type.Number(),
  firstPaymentDate: date(),
  businessDays: Type.Array(date(), { description: 'The business days that price a daily schedule, from the first payment date.' }),
  expiresAt: Type.String({ format: 'date-time' }),
  /** A renewal's payoff (the balance of the loan it replaces, paid from the loan); absent for a new loan. */
  payoffAmount: Type.Optional(money()),
  /**
   * The loan a renewal renews; absent for a new loan. Its balance is the one the lender last
   * reported (until it reports one, the funded terms' total repayment), and the payoff is that
   * balance: no payoff figure of its own is recorded, nor when the balance was reported.
   */
  renewedLoan: Type.Optional(Type.Object({ outstandingBalance: money() })),
  /** Where the customiser starts: the amount asked for, within the bounds. */
  suggested: named(OfferTermsSchema),
  /** The terms accepted, priced by the server, once the applicant accepted. */
  accepted: Type.Optional(named(PricedOfferSchema)),
});
/** One offer: the bounds the customiser moves within, and the pricing inputs. */
export type OfferView = Static<typeof OfferSchema>;

const OfferDecisionSchema = Type.Object({
  decisionId: Type.String({ format: 'uuid' }),
  outcome: decisionOutcome(),
  /** The most the lender lends on it (whole dollars); null for a decline. */
  maxAmount: nullable(Type.Integer()),
  declinedReasons: Type.Array(Type.String()),
  /** Documents a conditional approval asks for. */
  documents: Type.Array(named(RequiredDocumentSchema)),
  decidedAt: Type.String({ format: 'date-time' }),
  /** When the offer lapses; null for a decline. */
  expiresAt: nullable(Type.String({ format: 'date-time' })),
  acceptedTerms: Type.Optional(
    Type.Union([Type.Null(), named(PricedOfferSchema)], { description: 'The terms the applicant accepted, priced; null until accepted.' }),
  ),
});
/** The application's decision as the applicant sees it with its offers. */
export type DecisionView = Static<typeof OfferDecisionSchema>;

export const OffersAnswerSchema = Type.Object(
  {
    offers: Type.Array(OfferSchema),
    decision: nullableObject(OfferDecisionSchema),
    /** The parent loan's balance, for renewals. */
    parentLoanBalance: Type.Optional(Type.Object({ outstandingBalanceBAIPF: money() })),
  },
  { $id: 'OffersAnswer' },
);
export type OffersAnswer = Static<typeof OffersAnswerSchema>;

export const AcceptOfferRequestSchema = Type.Object(
  { offerId: Type.String({ format: 'uuid' }), ...termsProperties() },
  { $id: 'AcceptOfferRequest', additionalProperties: false },
);
export type AcceptOfferRequest = Static<typeof AcceptOfferRequestSchema>;
