/** Schemas of offers: what `GET /api/apps/:id/offers` answers and what accepting one sends. */

const money = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Dollars with two decimals.' } as const;
const period = { type: 'string', enum: ['DAILY', 'WEEKLY', 'MONTHLY'] } as const;
const date = { type: 'string', format: 'date' } as const;

const termsProperties = {
  loanAmount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
  termMonths: { type: 'integer', minimum: 1, maximum: 120 },
  paymentPeriod: period,
} as const;

export const offerTermsSchema = {
  $id: 'OfferTerms',
  type: 'object',
  required: ['loanAmount', 'termMonths', 'paymentPeriod'],
  properties: termsProperties,
} as const;

export const pricedOfferSchema = {
  $id: 'PricedOffer',
  type: 'object',
  description: 'Every figure of the accepted terms, priced by the server.',
  properties: {
    ...termsProperties,
    annualRatePercent: { type: 'number' },
    numberOfPayments: { type: 'integer' },
    paymentAmount: money,
    originationFee: money,
    disbursementAmount: money,
    totalInterest: money,
    totalRepayment: money,
    totalLoanCost: money,
    schedule: {
      type: 'array',
      items: { type: 'object', properties: { number: { type: 'integer' }, date, payment: money, principal: money, interest: money, balance: money } },
    },
  },
} as const;

export const offersAnswerSchema = {
  $id: 'OffersAnswer',
  type: 'object',
  required: ['offers', 'decision'],
  properties: {
    offers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          offerId: { type: 'string', format: 'uuid' },
          minAmount: { type: 'integer' },
          maxAmount: { type: 'integer' },
          amountStep: { type: 'integer' },
          termsMonths: { type: 'array', items: { type: 'integer' } },
          paymentPeriods: { type: 'array', items: period },
          tier: { type: 'string' },
          annualRatePercent: { type: 'number' },
          originationFeePercent: { type: 'number' },
          firstPaymentDate: date,
          businessDays: { type: 'array', items: date, description: 'The business days that price a daily schedule, from the first payment date.' },
          expiresAt: { type: 'string', format: 'date-time' },
          suggested: { $ref: 'OfferTerms#' },
          accepted: { $ref: 'PricedOffer#' },
        },
      },
    },
    decision: {
      type: ['object', 'null'],
      properties: {
        decisionId: { type: 'string', format: 'uuid' },
        outcome: { type: 'string', enum: ['APPROVED', 'CONDITIONAL', 'DECLINED'] },
        maxAmount: { type: ['integer', 'null'] },
        declinedReasons: { type: 'array', items: { type: 'string' } },
        documents: { type: 'array', items: { $ref: 'RequiredDocument#' } },
        decidedAt: { type: 'string', format: 'date-time' },
        expiresAt: { type: ['string', 'null'], format: 'date-time' },
        acceptedTerms: { anyOf: [{ type: 'null' }, { $ref: 'PricedOffer#' }], description: 'The terms the applicant accepted, priced; null until accepted.' },
      },
    },
    parentLoanBalance: { type: 'object', properties: { outstandingBalanceBAIPF: money } },
  },
} as const;

export const acceptOfferRequestSchema = {
  $id: 'AcceptOfferRequest',
  type: 'object',
  additionalProperties: false,
  required: ['offerId', 'loanAmount', 'termMonths', 'paymentPeriod'],
  properties: { offerId: { type: 'string', format: 'uuid' }, ...termsProperties },
} as const;
