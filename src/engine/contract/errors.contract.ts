/**
 * The one error body every refusal of the API has: a code and its message, the catalogue key and
 * parameters of the text the applicant sees where there is one, and details some codes add. The
 * few answers the web app branches on by a fixed word (spec 01 section 4: invalid_signup,
 * link_used, ...) carry only `data`.
 */
import { named, Type, type Static } from './named';

export const FieldErrorSchema = Type.Object(
  {
    path: Type.String({ description: 'JSON Pointer into the application document.' }),
    key: Type.String({ description: 'Message key from the catalogue.' }),
    message: Type.String({ description: 'The en-AU text.' }),
  },
  { $id: 'FieldError', description: "One refusal of a field's answer by the journey rules." },
);
export type FieldErrorBody = Static<typeof FieldErrorSchema>;

const StepToFix = Type.Object({ id: Type.String(), title: Type.String(), route: Type.String() });
const MissingDocument = Type.Object({ type: Type.String(), title: Type.String() });

export const ErrorResponseSchema = Type.Object(
  {
    code: Type.Optional(Type.String({ description: 'e.g. APP_ERR_VERSION_CONFLICT, DOC_ERR_FILE_TOO_LARGE' })),
    message: Type.Optional(Type.String()),
    messageKey: Type.Optional(Type.String({ description: 'The catalogue key of the text to show, where the refusal has one.' })),
    params: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Number()]), { description: "Values for the text's placeholders." })),
    data: Type.Optional(
      Type.String({ description: 'Only on the answers the web app branches on: invalid_signup, link_used, access_expired, invalid_link, invalid_code.' }),
    ),
    currentVersion: Type.Optional(Type.Integer({ description: 'APP_ERR_VERSION_CONFLICT: the version now stored.' })),
    errors: Type.Optional(Type.Array(named(FieldErrorSchema), { description: 'APP_ERR_RULES_REJECTED, APP_ERR_INCOMPLETE' })),
    steps: Type.Optional(Type.Array(StepToFix, { description: 'APP_ERR_INCOMPLETE: the steps to fix, in journey order.' })),
    operationIndex: Type.Optional(Type.Integer({ description: 'APP_ERR_INVALID_PATCH / APP_ERR_RESERVED_PATH: the operation refused.' })),
    op: Type.Optional(Type.String()),
    reason: Type.Optional(Type.String()),
    retryAfterSeconds: Type.Optional(Type.Integer({ description: 'How long to wait before trying again (429s, a bank that asked to wait).' })),
    retryAfter: Type.Optional(Type.String({ format: 'date-time', description: 'EBS_ERR_WAIT: when the bank lets this login try again.' })),
    field: Type.Optional(Type.String({ description: 'REQUEST_ERR_VALIDATION: the field refused, where one is named.' })),
    from: Type.Optional(Type.String({ description: 'APP_ERR_STATUS_NOT_ALLOWED: the status the application is in.' })),
    to: Type.Optional(Type.String({ description: 'APP_ERR_STATUS_NOT_ALLOWED and the lifecycle requirements: the status it cannot move to.' })),
    key: Type.Optional(Type.String({ description: 'APP_ERR_OFFER_TERMS: the message key of what is outside the offer.' })),
    acceptedTerms: Type.Optional(
      Type.Object(
        { loanAmount: Type.Integer(), term: Type.Integer(), termUnit: Type.String(), paymentPeriod: Type.String() },
        { description: 'APP_ERR_OFFER_ALREADY_ACCEPTED: the terms the offer was accepted with.' },
      ),
    ),
    missing: Type.Optional(Type.Array(MissingDocument, { description: 'APP_ERR_DOCUMENTS_MISSING: the documents asked for and not uploaded yet.' })),
    action: Type.Optional(Type.String({ description: 'Bank-data refusals: what the applicant can do next.' })),
    unmet: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'APP_ERR_DECISION_MISSING, APP_ERR_TERMS_NOT_ACCEPTED, APP_ERR_AGREEMENT_INCOMPLETE: what the application lacks (decision, acceptedTerms, businessName, fundingAccount).',
      }),
    ),
    overridable: Type.Optional(
      Type.Boolean({
        description: 'A refused status move by staff: true when `override: { reason }` may move it anyway; false for an agreement with missing terms.',
      }),
    ),
  },
  { $id: 'ErrorResponse', description: 'Every refusal of the API.' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
