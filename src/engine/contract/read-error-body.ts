/**
 * Reading an error body in the browser: kept apart from the contract's schemas so that the web
 * app's first page does not carry the schema library for one reader. Every member of the
 * contract's ErrorResponse has its kind here, and every code with details its details, each
 * required or not as the schema has it (the types below fail to compile when the schema gains a
 * member, a code or a detail this reader does not name); tests/engine/read-error-body.test.ts
 * checks each kind against the schema and that whatever is read is a valid body. A body keeps
 * only its code's details, so the web app narrows by code (`hasCode`) to read them.
 */
import type { CommonMemberName, DetailCode, DetailsOf, ErrorMemberName, ErrorResponse, ErrorResponseOf, FieldErrorBody } from './errors.contract';

type Scalar = 'text' | 'whole' | 'flag';
/** The members an object must have, each of a scalar kind. */
type Shape = Readonly<Record<string, Scalar>>;
export type MemberKind = Scalar | 'params' | 'texts' | { readonly listOf: Shape } | { readonly shape: Shape };

const FIELD_ERROR = { path: 'text', key: 'text', message: 'text' } as const satisfies Record<keyof FieldErrorBody, Scalar>;

/** How each member of the body is read; a member (or a list item) of the wrong kind is left out. */
export const ERROR_BODY_MEMBERS = {
  code: 'text',
  message: 'text',
  messageKey: 'text',
  params: 'params',
  data: 'text',
  currentVersion: 'whole',
  errors: { listOf: FIELD_ERROR },
  steps: { listOf: { id: 'text', title: 'text', route: 'text' } },
  operationIndex: 'whole',
  op: 'text',
  reason: 'text',
  retryAfterSeconds: 'whole',
  retryAfter: 'text',
  field: 'text',
  from: 'text',
  to: 'text',
  key: 'text',
  acceptedTerms: { shape: { loanAmount: 'whole', term: 'whole', termUnit: 'text', paymentPeriod: 'text' } },
  missing: { listOf: { type: 'text', title: 'text' } },
  unmet: 'texts',
  overridable: 'flag',
} as const satisfies Record<ErrorMemberName, MemberKind>;

const COMMON_MEMBERS: readonly CommonMemberName[] = ['code', 'message', 'messageKey', 'params', 'data'];

/** Whether a code's body always has a detail or only where it applies. */
type Presence<Details, Name extends keyof Details> = Record<never, never> extends Pick<Details, Name> ? 'optional' : 'required';

/** The details of each code that has some, each required or optional as the schema has it. */
export const ERROR_DETAILS = {
  APP_ERR_VERSION_CONFLICT: { currentVersion: 'required' },
  APP_ERR_RULES_REJECTED: { errors: 'required' },
  APP_ERR_LOCKED: { errors: 'required' },
  APP_ERR_INCOMPLETE: { errors: 'required', steps: 'required', to: 'optional', overridable: 'optional' },
  APP_ERR_INVALID_PATCH: { operationIndex: 'required', op: 'required', reason: 'required' },
  APP_ERR_RESERVED_PATH: { operationIndex: 'optional', op: 'optional' },
  APP_ERR_NOT_ELIGIBLE: { reason: 'optional' },
  REQUEST_ERR_VALIDATION: { field: 'optional' },
  APP_ERR_STATUS_NOT_ALLOWED: { from: 'required', to: 'required' },
  APP_ERR_OFFER_TERMS: { key: 'required' },
  APP_ERR_OFFER_ALREADY_ACCEPTED: { acceptedTerms: 'required' },
  APP_ERR_DOCUMENTS_MISSING: { missing: 'required' },
  APP_ERR_DECISION_MISSING: { unmet: 'required', to: 'required', overridable: 'optional' },
  APP_ERR_TERMS_NOT_ACCEPTED: { unmet: 'required', to: 'required', overridable: 'optional' },
  APP_ERR_AGREEMENT_INCOMPLETE: { unmet: 'required', to: 'optional', overridable: 'required' },
  AUTH_ERR_TOO_MANY_ATTEMPTS: { retryAfterSeconds: 'required' },
  ADDRESS_ERR_TOO_MANY_LOOKUPS: { retryAfterSeconds: 'required' },
  ADDRESS_ERR_UNAVAILABLE: { retryAfterSeconds: 'required' },
  ADDRESS_ERR_COORDINATES_FAILED: { retryAfterSeconds: 'required' },
  REGISTER_ERR_TOO_MANY_SEARCHES: { retryAfterSeconds: 'required' },
  REGISTER_ERR_UNAVAILABLE: { retryAfterSeconds: 'required' },
  SERVER_ERR_DATABASE_UNAVAILABLE: { retryAfterSeconds: 'required' },
  SERVER_ERR_SHUTTING_DOWN: { retryAfterSeconds: 'required' },
  EBS_ERR_WAIT: { retryAfter: 'required', retryAfterSeconds: 'required' },
} as const satisfies { [Code in DetailCode]: { [Name in keyof DetailsOf<Code>]-?: Presence<DetailsOf<Code>, Name> } };

type Details = Readonly<Record<string, 'required' | 'optional'>>;
const detailsOf = (code: unknown): Details | undefined =>
  typeof code === 'string' && Object.hasOwn(ERROR_DETAILS, code) ? (ERROR_DETAILS as Readonly<Record<string, Details>>)[code] : undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar: Record<Scalar, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  whole: (value) => Number.isInteger(value),
  flag: (value) => typeof value === 'boolean',
};

const fits = (value: unknown, shape: Shape) => isObject(value) && Object.entries(shape).every(([name, kind]) => isScalar[kind](value[name]));

function readMember(value: unknown, kind: MemberKind): unknown {
  if (typeof kind === 'object') {
    if ('shape' in kind) return fits(value, kind.shape) ? value : undefined;
    return Array.isArray(value) ? value.filter((item) => fits(item, kind.listOf)) : undefined;
  }
  if (kind === 'params') return Array.isArray(value) ? value.filter((p) => typeof p === 'string' || typeof p === 'number') : undefined;
  if (kind === 'texts') return Array.isArray(value) ? value.filter((p) => typeof p === 'string') : undefined;
  return isScalar[kind](value) ? value : undefined;
}

/**
 * An error body read from anything a failed call answered; undefined when it is not one. A body
 * keeps the details of its code and no other member; a body of a code with details that lacks one
 * its code always has is read without the code (it is no body of that code).
 */
export function readErrorBody(body: unknown): ErrorResponse | undefined {
  if (!isObject(body)) return undefined;
  const read: Record<string, unknown> = {};
  const take = (name: ErrorMemberName) => {
    const value = readMember(body[name], ERROR_BODY_MEMBERS[name]);
    if (value !== undefined) read[name] = value;
    return value !== undefined;
  };
  COMMON_MEMBERS.forEach(take);
  const details = detailsOf(read.code);
  if (details) {
    const found = Object.entries(details).map(([name, presence]) => take(name as ErrorMemberName) || presence === 'optional');
    if (!found.every(Boolean)) {
      for (const name of Object.keys(details)) delete read[name];
      delete read.code;
    }
  }
  return Object.keys(read).length > 0 ? (read as ErrorResponse) : undefined;
}

/** Whether the body is of one of these codes: then it has their details, typed. */
export function hasCode<C extends DetailCode>(body: ErrorResponse | undefined, ...codes: readonly C[]): body is ErrorResponseOf<C> {
  return body !== undefined && (codes as readonly unknown[]).includes(body.code);
}
