/**
 * The bank-data API (spec 02 section 7: /apps/{id}/ebs, electronic bank statements): banks, the
 * sign-in and the bank's task, and the connection's state the statement page polls. Its removal
 * answers the documents contract's StatementsState.
 */
import { named, nullable, nullableObject, Type, type Static } from './named';

/**
 * What the applicant can do next after a bank-data failure (spec 02 section 8):
 * - wait: the bank asked to wait; the same login is refused until 15 minutes have passed;
 * - retry: check the details and connect again;
 * - retryOrUpload: connect again or upload the statements manually;
 * - uploadManually: electronic retrieval cannot work for this bank or login;
 * - resolveAtBank: something must be done in online banking first, then retry (or upload);
 * - tryLater: the bank's service is down; try again in a few hours (or upload).
 */
export const bankDataActions = ['wait', 'retry', 'retryOrUpload', 'uploadManually', 'resolveAtBank', 'tryLater'] as const;
export type BankDataAction = (typeof bankDataActions)[number];

export const BankSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    supported: Type.Boolean(),
    credentialLabels: Type.Object({ username: Type.String(), password: Type.String() }),
  },
  { $id: 'Bank' },
);
/** A bank the provider knows; `supported: false` is a bank it cannot retrieve from. */
export type Bank = Static<typeof BankSchema>;

export const BankListSchema = Type.Object({ items: Type.Array(named(BankSchema)) }, { $id: 'BankList' });
export type BankList = Static<typeof BankListSchema>;

export const BankListQuerySchema = Type.Object({ q: Type.Optional(Type.String({ maxLength: 60 })) }, { $id: 'BankListQuery' });

export const EnrolmentSchema = Type.Object(
  {
    status: Type.Enum(['none', 'task_required', 'retrieving', 'received', 'failed'], { type: 'string' }),
    bank: nullableObject(Type.Object({ id: Type.String(), name: Type.String() })),
    task: nullableObject(Type.Object({ prompt: Type.String(), label: Type.String() })),
    error: nullableObject(
      Type.Object(
        {
          code: Type.String(),
          messageKey: Type.String(),
          action: Type.Enum(bankDataActions, { type: 'string' }),
          retryAfter: nullable(Type.String({ format: 'date-time' })),
        },
        { description: 'The provider code (spec 02 section 8), the message key and the next action.' },
      ),
    ),
    accounts: Type.Array(Type.Object({ name: Type.String(), bsb: Type.String(), accountNumber: Type.String(), holder: Type.String() })),
    coveredFrom: nullable(Type.String()),
    coveredTo: nullable(Type.String()),
    updatedAt: nullable(Type.String()),
    applicationVersion: Type.Integer(),
  },
  { $id: 'Enrolment' },
);
/** The bank connection of an application, as the statement page shows it. */
export type Enrolment = Static<typeof EnrolmentSchema>;

export const EnrolRequestSchema = Type.Object(
  {
    bankId: Type.String({ minLength: 1, maxLength: 40 }),
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    consent: Type.Literal(true, { description: 'The applicant agrees to share bank data with the lender.' }),
  },
  { $id: 'EnrolRequest', additionalProperties: false },
);
export type EnrolRequest = Static<typeof EnrolRequestSchema>;
/** The sign-in the applicant gives; the consent is the call's own (the credentials are passed on, never stored). */
export type BankSignIn = Omit<EnrolRequest, 'consent'>;

export const EnrolTaskAnswerSchema = Type.Object(
  { answer: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'EnrolTaskAnswer', additionalProperties: false },
);
export type EnrolTaskAnswer = Static<typeof EnrolTaskAnswerSchema>;
