/**
 * The error body every refusal of the API has: a union by `code`. Each code that carries details
 * has a member of its own (a few codes with the same details share one), whose details are typed
 * and required where that code always sends them; every other code answers the one shared shape
 * with no details. All members share the code, its message, and the catalogue key and parameters
 * of the text the applicant sees where there is one. The few answers the web app branches on by a
 * fixed word (spec 01 section 4: invalid_signup, link_used, ...) carry only `data`.
 *
 * The shared shape comes last and takes any code: Fastify's serialiser picks the first member a
 * body matches, so a body of a code with details is written with its details, and a code the
 * contract does not list (a framework's own refusal) is still written, without any.
 */
import { named, Type, type Static, type TSchema } from './named';

export const FieldErrorSchema = Type.Object(
  {
    path: Type.String({ description: 'JSON Pointer into the application document.' }),
    key: Type.String({ description: 'Message key from the catalogue.' }),
    message: Type.String({ description: 'The en-AU text.' }),
  },
  { $id: 'FieldError', description: "One refusal of a field's answer by the journey rules." },
);
export type FieldErrorBody = Static<typeof FieldErrorSchema>;

/** The members every body may have, whatever its code. */
const common = {
  message: Type.Optional(Type.String()),
  messageKey: Type.Optional(Type.String({ description: 'The catalogue key of the text to show, where the refusal has one.' })),
  params: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Number()]), { description: "Values for the text's placeholders." })),
  data: Type.Optional(
    Type.String({ description: 'Only on the answers the web app branches on: invalid_signup, link_used, access_expired, invalid_link, invalid_code.' }),
  ),
};

/** The code of a member: one of these (an enum, so that the API description lists them). */
const codeOf = <const Codes extends readonly [string, ...string[]]>(...codes: Codes) => Type.Unsafe<Codes[number]>({ type: 'string', enum: [...codes] });

const fieldErrors = (description: string) => Type.Array(named(FieldErrorSchema), { description });
const toStatus = Type.String({ description: 'The status the application cannot move to.' });
const overridable = Type.Boolean({ description: 'A refused status move by staff: true when `override: { reason }` may move it anyway.' });
const unmet = Type.Array(Type.String(), { description: 'What the application lacks: decision, acceptedTerms, businessName, fundingAccount.' });
const retryAfterSeconds = Type.Integer({ description: 'How long to wait before trying again; also the Retry-After header.' });
const operationIndex = Type.Integer({ description: 'The operation of the patch refused, from 0.' });
const op = Type.String({ description: 'The operation (add, remove, replace, move, copy, test).' });

/** One member of the union: its codes, its details, and the shared members. */
function member<const Codes extends readonly [string, ...string[]], Details extends Record<string, TSchema>>(
  codes: Codes,
  details: Details,
  description: string,
) {
  return Type.Object({ code: codeOf(...codes), ...common, ...details }, { description });
}

const members = [
  member(
    ['APP_ERR_VERSION_CONFLICT'],
    { currentVersion: Type.Integer({ description: 'The version now stored.' }) },
    'The application changed since it was read.',
  ),
  member(
    ['APP_ERR_RULES_REJECTED', 'APP_ERR_LOCKED'],
    { errors: fieldErrors('The answers refused (a locked application: one error at the root).') },
    'A change the journey rules refuse, or an application that can no longer be changed.',
  ),
  member(
    ['APP_ERR_INCOMPLETE'],
    {
      errors: fieldErrors('The answers missing or refused.'),
      steps: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), route: Type.String() }), {
        description: 'The steps to fix, in journey order.',
      }),
      to: Type.Optional(toStatus),
      overridable: Type.Optional(overridable),
    },
    'Answers missing or to fix before a submission or a move to `to`.',
  ),
  member(
    ['APP_ERR_INVALID_PATCH'],
    {
      operationIndex,
      op,
      reason: Type.String({ description: "Why the operation cannot be applied: the JSON Patch library's error name, MOVE_INTO_OWN_CHILD or MALFORMED." }),
    },
    'A patch operation that cannot be applied.',
  ),
  member(
    ['APP_ERR_RESERVED_PATH'],
    { operationIndex: Type.Optional(operationIndex), op: Type.Optional(op) },
    'A patch that touches a path the server owns: the operation, where one does.',
  ),
  member(
    ['APP_ERR_NOT_ELIGIBLE'],
    {
      reason: Type.Optional(Type.String({ description: "Why a new application cannot be started now: the eligibility check's answer, where one was asked." })),
    },
    'A new application that cannot be started now.',
  ),
  member(
    ['REQUEST_ERR_VALIDATION'],
    { field: Type.Optional(Type.String({ description: 'The field refused, where one is named.' })) },
    'A request that does not match its schema.',
  ),
  member(
    ['APP_ERR_STATUS_NOT_ALLOWED'],
    { from: Type.String({ description: 'The status the application is in.' }), to: toStatus },
    'A status move the lifecycle does not allow.',
  ),
  member(['APP_ERR_OFFER_TERMS'], { key: Type.String({ description: 'The message key of what is outside the offer.' }) }, 'Terms outside the offer.'),
  member(
    ['APP_ERR_OFFER_ALREADY_ACCEPTED'],
    {
      acceptedTerms: Type.Object(
        { loanAmount: Type.Integer(), term: Type.Integer(), termUnit: Type.String(), paymentPeriod: Type.String() },
        { description: 'The terms the offer was accepted with.' },
      ),
    },
    'An offer already accepted with other terms.',
  ),
  member(
    ['APP_ERR_DOCUMENTS_MISSING'],
    { missing: Type.Array(Type.Object({ type: Type.String(), title: Type.String() }), { description: 'The documents asked for and not uploaded yet.' }) },
    'Documents asked for and not uploaded yet.',
  ),
  member(
    ['APP_ERR_DECISION_MISSING', 'APP_ERR_TERMS_NOT_ACCEPTED'],
    { unmet, to: toStatus, overridable: Type.Optional(overridable) },
    'A status move that lacks what the lifecycle requires for `to`.',
  ),
  member(
    ['APP_ERR_AGREEMENT_INCOMPLETE'],
    {
      unmet,
      to: Type.Optional(toStatus),
      overridable: Type.Boolean({ description: 'Always false: an agreement with missing terms is never moved on.' }),
    },
    'An agreement that would be missing terms.',
  ),
  member(
    [
      'AUTH_ERR_TOO_MANY_ATTEMPTS',
      'ADDRESS_ERR_TOO_MANY_LOOKUPS',
      'ADDRESS_ERR_UNAVAILABLE',
      'ADDRESS_ERR_COORDINATES_FAILED',
      'REGISTER_ERR_TOO_MANY_SEARCHES',
      'REGISTER_ERR_UNAVAILABLE',
      'SERVER_ERR_DATABASE_UNAVAILABLE',
      'SERVER_ERR_SHUTTING_DOWN',
    ],
    { retryAfterSeconds },
    'Too many tries, or a service away for a moment: another try after the wait may succeed.',
  ),
  member(
    ['EBS_ERR_WAIT'],
    { retryAfter: Type.String({ format: 'date-time', description: 'When the bank lets this login try again.' }), retryAfterSeconds },
    'The bank asked to wait before this login tries again.',
  ),
  // Last: it takes any code (see the header).
  Type.Object(
    { code: Type.Optional(Type.String({ description: 'e.g. APP_ERR_NOT_FOUND, DOC_ERR_FILE_TOO_LARGE' })), ...common },
    { description: 'Every other refusal.' },
  ),
] as const;

export const ErrorResponseSchema = Type.Union([...members], { $id: 'ErrorResponse', description: 'Every refusal of the API, by its code.' });

/** The bodies as the schema has them: one member for each code with details, one for the rest. */
type ErrorBodies = Static<typeof ErrorResponseSchema>;
/** Every member name of any body. */
export type ErrorMemberName = ErrorBodies extends infer Body ? (Body extends unknown ? keyof Body : never) : never;
/** The members every body may have, whatever its code. */
export type CommonMemberName = 'code' | keyof typeof common;

/** The codes whose bodies carry details. */
export type DetailCode = ErrorBodies extends infer Body ? (Body extends { code: infer Code extends string } ? Code : never) : never;
/** The body of a code with details, as the schema has it. */
type BodyOf<C extends DetailCode> = ErrorBodies extends infer Body ? (Body extends { code: infer Code } ? (C extends Code ? Body : never) : never) : never;
/** The details a code's body carries, without the shared members. */
export type DetailsOf<C extends DetailCode> = Omit<BodyOf<C>, CommonMemberName>;

/**
 * A body as the web app reads it: each member also says that it has none of the others' members,
 * so `body.steps` reads as `undefined` on a body of another code rather than failing to compile.
 * Narrow by code (read-error-body.ts: hasCode) to read a code's details as required.
 */
type Exclusive<Body> = Body extends unknown ? Body & { readonly [Name in Exclude<ErrorMemberName, keyof Body>]?: never } : never;
export type ErrorResponse = Exclusive<ErrorBodies>;
/** The body of one of these codes with details, as the web app reads it. */
export type ErrorResponseOf<C extends DetailCode> = Exclusive<BodyOf<C>>;
