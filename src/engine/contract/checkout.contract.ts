/**
 * Checkout (spec 01 'Checkout', spec 02 section 7): the funding account, the signing link and the
 * workflow calls around signing, and the built-in e-signature provider's signing page.
 */
import { named, nullable, Type, type Static } from './named';

export const FundingAccountRequestSchema = Type.Object(
  {
    bankName: Type.String({ maxLength: 100 }),
    bsb: Type.Optional(
      Type.String({ maxLength: 10, description: 'A product whose banks are known by BSB: 6 digits; a space or dash between the two groups is allowed.' }),
    ),
    routingNumber: Type.Optional(
      Type.String({ maxLength: 11, description: 'A product whose banks are known by ABA routing number (checkout.fundingAccountCode): 9 digits.' }),
    ),
    accountNumber: Type.String({ maxLength: 20 }),
    accountNumberConfirmation: Type.String({ maxLength: 20 }),
  },
  { $id: 'FundingAccountRequest', additionalProperties: false },
);
export type FundingAccountRequest = Static<typeof FundingAccountRequestSchema>;

export const FundingAccountSchema = Type.Object(
  {
    bankName: Type.String(),
    bsb: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
    routingNumber: Type.Optional(Type.String({ pattern: '^\\d{9}$' })),
    accountNumberMasked: Type.String(),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'FundingAccount', description: 'The account the loan is paid into. The account number is never answered, only its last three digits.' },
);
/** What the browser sees of the funding account: never the full account number. */
export type FundingAccountView = Static<typeof FundingAccountSchema>;

export const FundingAccountAnswerSchema = Type.Object({ account: Type.Union([named(FundingAccountSchema), Type.Null()]) }, { $id: 'FundingAccountAnswer' });
export type FundingAccountAnswer = Static<typeof FundingAccountAnswerSchema>;

export const SigningLinkSchema = Type.Object(
  { embeddedUrl: Type.String({ description: "The signer's signing page: single-use, short-lived." }) },
  { $id: 'SigningLink' },
);
export type SigningLink = Static<typeof SigningLinkSchema>;

export const ResetCheckoutRequestSchema = Type.Object(
  { decisionId: Type.String({ format: 'uuid' }) },
  { $id: 'ResetCheckoutRequest', additionalProperties: false },
);

const SigningRoundSchema = Type.Object({
  roundId: Type.String(),
  /** yyyy-MM-dd in the signing time zone: every signature must fall on it. */
  signingDate: Type.String({ format: 'date' }),
  state: Type.Enum(['open', 'completed', 'void'], { type: 'string' }),
  signers: Type.Array(
    Type.Object({
      index: Type.Integer(),
      name: Type.String(),
      signedAt: nullable(Type.String()),
      declinedAt: nullable(Type.String()),
    }),
  ),
});
/** The signing round of an application, as its owners see it. */
export type SigningStatusView = Static<typeof SigningRoundSchema>;

export const SigningStatusSchema = Type.Object({ round: Type.Union([Type.Null(), SigningRoundSchema]) }, { $id: 'SigningStatus' });
export type SigningStatusAnswer = Static<typeof SigningStatusSchema>;

export const SigningTokenParamsSchema = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { $id: 'SigningTokenParams' },
);

export const SigningSessionSchema = Type.Object(
  {
    signerName: Type.String(),
    lenderName: Type.String(),
    businessName: Type.String(),
    signingDate: Type.String({ format: 'date' }),
    /** The product's locale (its journey's): the page writes the signing day as its readers do (formatCalendarDate). */
    locale: Type.String({ minLength: 2, maxLength: 35 }),
    agreementSha256: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
    /** The agreement's schedule of terms, as the page shows it next to the PDF. */
    terms: Type.Object({
      loanAmount: Type.Integer(),
      term: Type.Integer(),
      termUnit: Type.String(),
      paymentPeriod: Type.String(),
      numberOfPayments: Type.Integer(),
      paymentAmount: Type.String(),
      annualRatePercent: Type.Number(),
      originationFee: Type.String(),
      disbursementAmount: Type.String(),
      payoffAmount: Type.String(),
      netFundedAmount: Type.String(),
      totalRepayment: Type.String(),
    }),
    account: Type.Union([Type.Null(), named(FundingAccountSchema)]),
  },
  { $id: 'SigningSession' },
);
/** What the built-in e-signature provider's page shows a signer, by their link token (no session). */
export type SigningSession = Static<typeof SigningSessionSchema>;

export const SignRequestSchema = Type.Object(
  { typedName: Type.String({ maxLength: 100 }), consent: Type.Boolean() },
  { $id: 'SignRequest', additionalProperties: false },
);
export type SignRequest = Static<typeof SignRequestSchema>;

export const SignatureOutcomeSchema = Type.Object(
  {
    returnUrl: nullable(
      Type.String({ description: "Where the applicant's browser returns (the product's callback route with the event); null for another owner." }),
    ),
    everyoneSigned: Type.Boolean({ description: 'This signature was the last one the agreement waited for: every owner has signed.' }),
  },
  { $id: 'SignatureOutcome' },
);
export type SignatureOutcome = Static<typeof SignatureOutcomeSchema>;
