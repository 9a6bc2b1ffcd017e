/** Schemas of checkout: the funding account, signing and the workflow calls around it. */

export const fundingAccountRequestSchema = {
  $id: 'FundingAccountRequest',
  type: 'object',
  additionalProperties: false,
  required: ['bankName', 'bsb', 'accountNumber', 'accountNumberConfirmation'],
  properties: {
    bankName: { type: 'string', maxLength: 100 },
    bsb: { type: 'string', maxLength: 10, description: '6 digits; a space or dash between the two groups is allowed.' },
    accountNumber: { type: 'string', maxLength: 20 },
    accountNumberConfirmation: { type: 'string', maxLength: 20 },
  },
} as const;

const accountProperties = {
  type: 'object',
  description: 'The account the loan is paid into. The account number is never answered, only its last three digits.',
  required: ['bankName', 'bsb', 'accountNumberMasked', 'updatedAt'],
  properties: {
    bankName: { type: 'string' },
    bsb: { type: 'string', pattern: '^\\d{6}$' },
    accountNumberMasked: { type: 'string' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const fundingAccountSchema = { $id: 'FundingAccount', ...accountProperties } as const;

export const fundingAccountAnswerSchema = {
  $id: 'FundingAccountAnswer',
  type: 'object',
  required: ['account'],
  properties: { account: { anyOf: [{ $ref: 'FundingAccount' }, { type: 'null' }] } },
} as const;

export const signingLinkSchema = {
  $id: 'SigningLink',
  type: 'object',
  required: ['embeddedUrl'],
  properties: { embeddedUrl: { type: 'string', description: "The signer's signing page: single-use, short-lived." } },
} as const;

export const resetCheckoutRequestSchema = {
  $id: 'ResetCheckoutRequest',
  type: 'object',
  additionalProperties: false,
  required: ['decisionId'],
  properties: { decisionId: { type: 'string', format: 'uuid' } },
} as const;

export const signingStatusSchema = {
  $id: 'SigningStatus',
  type: 'object',
  required: ['round'],
  properties: {
    round: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['roundId', 'signingDate', 'state', 'signers'],
          properties: {
            roundId: { type: 'string' },
            signingDate: { type: 'string', format: 'date' },
            state: { type: 'string', enum: ['open', 'completed', 'void'] },
            signers: {
              type: 'array',
              items: {
                type: 'object',
                required: ['index', 'name', 'signedAt', 'declinedAt'],
                properties: {
                  index: { type: 'integer' },
                  name: { type: 'string' },
                  signedAt: { type: ['string', 'null'] },
                  declinedAt: { type: ['string', 'null'] },
                },
              },
            },
          },
        },
      ],
    },
  },
} as const;

export const signingTokenParamsSchema = {
  $id: 'SigningTokenParams',
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export const signingSessionSchema = {
  $id: 'SigningSession',
  type: 'object',
  required: ['signerName', 'lenderName', 'businessName', 'signingDate', 'agreementSha256', 'expiresAt'],
  properties: {
    signerName: { type: 'string' },
    lenderName: { type: 'string' },
    businessName: { type: 'string' },
    signingDate: { type: 'string', format: 'date' },
    agreementSha256: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
    terms: {
      type: 'object',
      properties: {
        loanAmount: { type: 'integer' },
        termMonths: { type: 'integer' },
        paymentPeriod: { type: 'string' },
        numberOfPayments: { type: 'integer' },
        paymentAmount: { type: 'string' },
        annualRatePercent: { type: 'number' },
        originationFee: { type: 'string' },
        disbursementAmount: { type: 'string' },
        totalRepayment: { type: 'string' },
      },
    },
    account: { anyOf: [{ type: 'null' }, accountProperties] },
  },
} as const;

export const signRequestSchema = {
  $id: 'SignRequest',
  type: 'object',
  additionalProperties: false,
  required: ['typedName', 'consent'],
  properties: { typedName: { type: 'string', maxLength: 100 }, consent: { type: 'boolean' } },
} as const;

export const signatureOutcomeSchema = {
  $id: 'SignatureOutcome',
  type: 'object',
  required: ['returnUrl'],
  properties: { returnUrl: { type: ['string', 'null'], description: "Where the applicant's browser returns (the product's callback route with the event); null for another owner." } },
} as const;

export const checkoutSchemas = [
  fundingAccountRequestSchema,
  fundingAccountSchema,
  fundingAccountAnswerSchema,
  signingLinkSchema,
  resetCheckoutRequestSchema,
  signingStatusSchema,
];

export const signingSchemas = [signingTokenParamsSchema, signingSessionSchema, signRequestSchema, signatureOutcomeSchema];
