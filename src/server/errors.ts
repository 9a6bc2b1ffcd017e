/**
 * The API's one table of coded errors, and the one error every refusal is. Each code has one HTTP
 * status and one default message; refusals the applicant reads also name the catalogue key of
 * their text (journeys/messages.en-AU.json) and its parameters. The documents, bank-data, address
 * and business-register tables live beside their services and join this one.
 *
 * Codes with a `data` value answer exactly `{ data }`: the web client branches on those strings
 * (spec 01 section 4: a bad request whose data is `invalid_signup` triggers the reapplication check).
 * Every other answer is `{ code, message, messageKey?, params?, ...details }` (the contract's
 * ErrorResponse), with the details the contract declares for the code: `appError` takes exactly
 * those, so a detail the contract does not declare (which the serialiser would leave out) fails
 * to compile.
 */
import type { DetailCode, DetailsOf } from '../engine/contract/errors.contract';
import { messageText, type MessageCatalogue } from '../engine/validation/messages';
import { addressErrorCodes, type AddressErrorCode } from './services/address/address-errors';
import { bankDataErrorCodes, type BankDataErrorCode } from './services/bank-data/bank-data-errors';
import { registerErrorCodes, type RegisterErrorCode } from './services/business-register/register-errors';
import { documentErrorCodes, type DocumentErrorCode } from './services/documents/document-errors';
import { ownerErrorCodes } from './services/owners/owner-errors';

interface ErrorDefinition {
  statusCode: number;
  /** The text; `{0}`, `{1}` take the parameters. */
  message: string;
  /** The catalogue key of the text the applicant sees, which replaces `message` when the catalogue has it. */
  messageKey?: string;
  /** When set, the answer body is exactly `{ data }`. */
  data?: string;
}

const applicationErrorCodes = {
  REQUEST_ERR_VALIDATION: { statusCode: 400, message: 'The request does not match its schema.' },
  REQUEST_ERR_INVALID_TEXT: { statusCode: 400, message: 'The request holds characters that are not text (a NUL or a broken character).' },
  REQUEST_ERR_TOO_DEEP: { statusCode: 400, message: 'The request is nested too deeply.' },
  HTTP_ERR_NOT_FOUND: { statusCode: 404, message: 'Not found.' },
  SERVER_ERR_INTERNAL: { statusCode: 500, message: 'Something went wrong on our side.' },
  // Both come with Retry-After: nothing is wrong with the request, and another try soon succeeds.
  SERVER_ERR_DATABASE_UNAVAILABLE: { statusCode: 503, message: 'The service is unavailable for a moment. Please try again shortly.' },
  SERVER_ERR_SHUTTING_DOWN: { statusCode: 503, message: 'This server is restarting. Please try again shortly.' },

  AUTH_ERR_UNAUTHENTICATED: { statusCode: 401, message: 'Please sign in.' },
  AUTH_ERR_FORBIDDEN: { statusCode: 403, message: 'You may not do this.' },
  STAFF_ERR_EXISTS: { statusCode: 409, message: 'That e-mail already has a staff account.' },
  STAFF_ERR_WRONG_PASSWORD: { statusCode: 400, message: 'Your current password is not right.' },
  STAFF_ERR_SAME_PASSWORD: { statusCode: 400, message: 'The new password must differ from the current one.' },
  STAFF_ERR_ENROLMENT_INVALID: { statusCode: 410, message: 'This enrolment link has expired or has already been used. Ask an administrator for a new one.' },
  STAFF_ERR_ENROLMENT_CODE: { statusCode: 400, message: 'That code is not the one your authenticator app shows now.' },
  AUTH_ERR_INVALID_CREDENTIALS: { statusCode: 401, message: 'The e-mail address or password is incorrect.' },
  AUTH_ERR_TOO_MANY_ATTEMPTS: { statusCode: 429, message: 'Too many attempts. Please try again later.' },
  AUTH_ERR_INVALID_SIGNUP: { statusCode: 400, message: 'The account cannot be created.', data: 'invalid_signup' },
  AUTH_ERR_LINK_USED: { statusCode: 400, message: 'This URL can be used only once.', data: 'link_used' },
  AUTH_ERR_ACCESS_EXPIRED: { statusCode: 400, message: 'This link has expired.', data: 'access_expired' },
  AUTH_ERR_INVALID_LINK: { statusCode: 400, message: 'This link is not valid.', data: 'invalid_link' },
  AUTH_ERR_INVALID_CODE: { statusCode: 400, message: 'The code is not valid.', data: 'invalid_code' },
  AUTH_ERR_PASSWORD_INVALID: {
    statusCode: 400,
    message: 'Your password must have at least 8 characters, with upper and lower case letters and a number.',
  },
  AUTH_ERR_PASSWORD_COMMON: { statusCode: 400, message: 'This password is one of the most common ones and easy to guess. Please choose another.' },

  RULES_ERR_VERSION_CONFLICT: { statusCode: 409, message: 'The rule records changed since you loaded them.' },
  APP_ERR_NOT_FOUND: { statusCode: 404, message: 'Application not found.' },
  APP_ERR_UNKNOWN_PRODUCT: { statusCode: 400, message: 'Unknown product.' },
  APP_ERR_INVALID_PARENT: { statusCode: 400, message: 'The parent application is not one of yours.' },
  APP_ERR_VERSION_CONFLICT: { statusCode: 409, message: 'The application changed since you loaded it.' },
  APP_ERR_INVALID_PATCH: { statusCode: 400, message: 'The patch cannot be applied.' },
  APP_ERR_RESERVED_PATH: { statusCode: 400, message: 'The patch touches a path the server owns.' },
  APP_ERR_RULES_REJECTED: { statusCode: 422, message: 'The change breaks the journey rules.' },
  APP_ERR_INCOMPLETE: { statusCode: 422, message: 'Some answers are missing or need fixing before the application can be submitted.' },
  APP_ERR_NOT_ELIGIBLE: { statusCode: 409, message: 'A new application cannot be started now: one is in progress, or the last one was less than 30 days ago.' },
  APP_ERR_NOT_SUBMITTABLE: { statusCode: 409, message: 'The application can no longer be submitted.' },
  APP_ERR_NOT_WITHDRAWABLE: { statusCode: 409, message: 'The application can no longer be withdrawn.' },
  APP_ERR_STATUS_NOT_ALLOWED: { statusCode: 409, message: 'The application cannot move to that status from the one it is in.' },
  APP_ERR_LOCKED: { statusCode: 422, message: 'This application can no longer be changed.' },
  APP_ERR_OFFER_EXPIRED: { statusCode: 409, message: 'Your offer has expired, please re-apply.' },
  APP_ERR_OFFER_NOT_OPEN: { statusCode: 409, message: 'There is no open offer to accept on this application.' },
  APP_ERR_OFFER_TERMS: { statusCode: 422, message: 'Those terms are outside your offer. Please choose again.' },
  APP_ERR_OFFER_ALREADY_ACCEPTED: { statusCode: 409, message: 'This offer was already accepted with other terms.' },
  APP_ERR_DOCUMENTS_MISSING: { statusCode: 422, message: 'Upload every document we asked for first.' },
  APP_ERR_CHECKOUT_NOT_OPEN: { statusCode: 409, message: 'This application is not waiting for its agreement to be signed.' },
  APP_ERR_FUNDING_ACCOUNT_MISSING: { statusCode: 422, message: 'Please tell us the account to pay the loan into first.' },
  APP_ERR_AGREEMENT_INCOMPLETE: {
    statusCode: 422,
    message: 'The loan agreement would be missing terms, so it cannot be signed or completed. Nobody can override this.',
  },
  APP_ERR_DECISION_MISSING: { statusCode: 409, message: 'The application has no decision with this outcome: record the decision first.' },
  APP_ERR_TERMS_NOT_ACCEPTED: { statusCode: 409, message: 'No offer on this application has been accepted with its terms.' },
  APP_ERR_NOT_SIGNED: { statusCode: 409, message: 'We have no signature from you on this agreement yet.' },
  APP_ERR_DECISION_MISMATCH: { statusCode: 409, message: 'That is not the decision this application is signing.' },
  APP_ERR_NOT_RENEWABLE: { statusCode: 409, message: 'This loan cannot be renewed online at the moment.' },
  APP_ERR_RENEWAL_SUBMITTED: { statusCode: 409, message: 'A renewal of this loan is already with us.' },
  APP_ERR_NO_STATEMENTS: { statusCode: 404, message: 'This application takes no bank statements.' },
  APP_ERR_NO_LOAN: { statusCode: 404, message: 'This application has no funded loan.' },
  SIGN_ERR_LINK_INVALID: { statusCode: 410, message: 'This signing link has expired or has already been used.' },
  SIGN_ERR_OTHER_DEVICE: {
    statusCode: 403,
    message: 'This signing link is already open in another browser. Ask for a new link: we e-mail it to the signer.',
  },
  SIGN_ERR_INPUT: { statusCode: 422, message: 'Please type your full name and confirm you agree to sign electronically.' },
} as const satisfies Record<string, ErrorDefinition>;

export const errorCodes = {
  ...applicationErrorCodes,
  ...documentErrorCodes,
  ...bankDataErrorCodes,
  ...addressErrorCodes,
  ...registerErrorCodes,
  ...ownerErrorCodes,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCodes;

/** Every code the contract gives details to is a code of this table (a misspelt code is never sent). */
type UnknownDetailCode = Exclude<DetailCode, ErrorCode>;
const detailCodesAreCodes: [UnknownDetailCode] extends [never] ? true : UnknownDetailCode = true;
void detailCodesAreCodes;

/** A code without details takes none. */
type NoDetails = Readonly<Record<string, never>>;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type DetailsOfOne<C extends ErrorCode> = C extends DetailCode ? DetailsOf<C> : NoDetails;
/** The details of a code's body; for a code that may be any of several, details that fit them all. */
export type ErrorDetails<C extends ErrorCode> = UnionToIntersection<DetailsOfOne<C>> & object;
/** The codes without details. */
type PlainCode = Exclude<ErrorCode, DetailCode>;
/** The codes whose details are all optional. */
type OptionalDetailCode = { [C in DetailCode]: Record<never, never> extends DetailsOf<C> ? C : never }[DetailCode];

export interface AppErrorOptions {
  /** A text of its own, kept as it is (a detail the code's default text does not have). */
  message?: string;
  headers?: Record<string, string>;
  /** Values for the text's placeholders. */
  params?: readonly (string | number)[];
}

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly statusCode: number;
  /** The details the body carries: the code's, as `appError` typed them. */
  readonly details: ErrorDetails<C>;
  readonly headers: Record<string, string>;
  readonly messageKey: string | undefined;
  readonly params: (string | number)[];
  readonly #ownMessage: boolean;

  constructor(code: C, details: ErrorDetails<C>, options: AppErrorOptions = {}) {
    const definition: ErrorDefinition = errorCodes[code];
    const params = [...(options.params ?? [])];
    super(options.message ?? messageText({ text: definition.message }, 'text', params));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = definition.statusCode;
    this.details = details;
    this.messageKey = definition.messageKey;
    this.params = params;
    this.#ownMessage = options.message !== undefined;
    // A wait the server knows is also the answer's Retry-After.
    const retry = (this.details as Readonly<Record<string, unknown>>).retryAfterSeconds;
    this.headers = options.headers ?? (typeof retry === 'number' ? { 'retry-after': String(retry) } : {});
  }

  /** The answer body; with the catalogue, the applicant's text for the code's key. */
  toBody(catalogue: MessageCatalogue = {}): Record<string, unknown> {
    const definition: ErrorDefinition = errorCodes[this.code];
    if (definition.data !== undefined) return { data: definition.data };
    if (this.messageKey === undefined) return { code: this.code, message: this.message, ...this.details };
    const message = !this.#ownMessage && catalogue[this.messageKey] ? messageText(catalogue, this.messageKey, this.params) : this.message;
    return { code: this.code, message, messageKey: this.messageKey, params: this.params, ...this.details };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A coded refusal with the details the contract declares for its code, and no other. */
export function appError<C extends PlainCode>(code: C, details?: NoDetails, options?: AppErrorOptions): AppError<C>;
export function appError<C extends OptionalDetailCode & ErrorCode>(code: C, details?: ErrorDetails<C>, options?: AppErrorOptions): AppError<C>;
export function appError<C extends DetailCode & ErrorCode>(code: C, details: ErrorDetails<C>, options?: AppErrorOptions): AppError<C>;
export function appError(code: ErrorCode, details: object = {}, options: AppErrorOptions = {}): AppError {
  return new AppError(code, details as never, options);
}

/** The codes whose refusal may say that staff can override it. */
type OverridableCode = { [C in DetailCode]: 'overridable' extends keyof DetailsOf<C> ? C : never }[DetailCode];

/** A lifecycle requirement's refusal as a staff member sees it: they may override it, which the console offers. */
export function offeredForOverride<C extends OverridableCode>(refusal: AppError<C>): AppError<C> {
  // The refusal was made with its code's details, and `overridable` is one of them.
  const details: ErrorDetails<C> = { ...refusal.details, overridable: true };
  return new AppError(refusal.code, details, { message: refusal.message });
}

/** A refusal of an upload or a document change. */
export function documentError(code: DocumentErrorCode, params: readonly (string | number)[] = [], message?: string): AppError {
  return new AppError(code, {}, { params, message });
}

/** A refusal of the bank-data API; `details` such as the bank's wait join the answer. */
export function bankDataError<C extends BankDataErrorCode & PlainCode>(code: C): AppError<C>;
export function bankDataError<C extends BankDataErrorCode & DetailCode>(code: C, details: ErrorDetails<C>): AppError<C>;
export function bankDataError(code: BankDataErrorCode, details: object = {}): AppError {
  return new AppError(code, details as never);
}

/** A refusal of an address lookup, with its text's parameters. */
export function addressError<C extends AddressErrorCode & PlainCode>(code: C, params?: readonly string[]): AppError<C>;
export function addressError<C extends AddressErrorCode & DetailCode>(code: C, params: readonly string[], details: ErrorDetails<C>): AppError<C>;
export function addressError(code: AddressErrorCode, params: readonly string[] = [], details: object = {}): AppError {
  return new AppError(code, details as never, { params });
}

/** A refusal of a business register search, with its text's parameters. */
export function registerError<C extends RegisterErrorCode & PlainCode>(code: C, params: readonly string[]): AppError<C>;
export function registerError<C extends RegisterErrorCode & DetailCode>(code: C, params: readonly string[], details: ErrorDetails<C>): AppError<C>;
export function registerError(code: RegisterErrorCode, params: readonly string[], details: object = {}): AppError {
  return new AppError(code, details as never, { params });
}
