/** Renewals (spec 02 section 7): the applicant's notifications, creating a renewal, and the lender marking a loan renewable. */
import { named, Type, type Static } from './named';

export { RENEWAL_NOTIFICATION_SUBJECT } from './renewal-notification-subject';
/**
 * NOT_SUBMIT while the borrower may still confirm and submit a renewal; IN_PROGRESS once a sales
 * channel has started one for them (they resume it where the channel left it); SUBMITTED once one is.
 */
export type RenewalAppStatus = 'NOT_SUBMIT' | 'IN_PROGRESS' | 'SUBMITTED';

export const NotificationSchema = Type.Object(
  {
    subject: Type.String({ description: 'e.g. APPLICATION_RENEWAL.' }),
    message: Type.Object({
      text: Type.String(),
      additionalInfo: Type.Record(Type.String(), Type.String(), {
        description: 'For APPLICATION_RENEWAL: renewalAppStatus NOT_SUBMIT, IN_PROGRESS or SUBMITTED.',
      }),
    }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification' },
);
export type Notification = Static<typeof NotificationSchema>;

export const NotificationListSchema = Type.Object({ notifications: Type.Array(named(NotificationSchema)) }, { $id: 'NotificationList' });
export type NotificationList = Static<typeof NotificationListSchema>;

/** Inline, not registered: Fastify matches header names lowercased only in a route's own schema. */
export const RenewalHeadersSchema = Type.Object({
  'x-product-type': Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$', description: 'The renewal product: renewal-{product}.' }),
});

export const BorrowerRenewalRequestSchema = Type.Object(
  {
    salesChannel: Type.String({
      pattern: '^[A-Z][A-Z_]{0,31}$',
      description: "The channel starting the renewal, e.g. BANKER_PORTAL: one the renewal product's journey names.",
    }),
    dontSendAutoEmail: Type.Optional(
      Type.Boolean({
        description: 'True when the channel keeps in touch with the borrower itself: the portal then mails them nothing about this renewal on its own.',
      }),
    ),
  },
  { $id: 'BorrowerRenewalRequest', additionalProperties: false },
);
export type BorrowerRenewalRequest = Static<typeof BorrowerRenewalRequestSchema>;

export const LoanRenewableRequestSchema = Type.Object(
  {
    renewable: Type.Boolean(),
    outstandingBalance: Type.Optional(Type.String({ pattern: '^\\d{1,9}(\\.\\d{2})?$', description: 'What the borrower still owes, in dollars.' })),
  },
  { $id: 'LoanRenewableRequest', additionalProperties: false },
);
export type LoanRenewableRequest = Static<typeof LoanRenewableRequestSchema>;

export const LoanSchema = Type.Object(
  {
    loanId: Type.String({ format: 'uuid' }),
    applicationId: Type.String({ format: 'uuid' }),
    uniqueLoanCode: Type.String(),
    fundedAmount: Type.String(),
    outstandingBalance: Type.String(),
    renewable: Type.Boolean(),
  },
  { $id: 'Loan' },
);
export type Loan = Static<typeof LoanSchema>;
