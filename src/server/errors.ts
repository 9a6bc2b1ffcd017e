/**
 * Coded errors of the API. Each code has one HTTP status and one default message; a route throws
 * `appError(code, details)` and the error handler turns it into the answer.
 *
 * Codes with a `data` value answer exactly `{ data }`: the web client branches on those strings
 * (spec 01 section 4: a bad request whose data is `invalid_signup` triggers the reapplication check).
 */
import { CodedError } from './coded-error';

interface ErrorDefinition {
  statusCode: number;
  message: string;
  /** When set, the answer body is exactly `{ data }`. */
  data?: string;
}

export const errorCodes = {
  REQUEST_ERR_VALIDATION: { statusCode: 400, message: 'The request does not match its schema.' },
  REQUEST_ERR_INVALID_TEXT: { statusCode: 400, message: 'The request holds characters that are not text (a NUL or a broken character).' },
  REQUEST_ERR_TOO_DEEP: { statusCode: 400, message: 'The request is nested too deeply.' },
  HTTP_ERR_NOT_FOUND: { statusCode: 404, message: 'Not found.' },
  SERVER_ERR_INTERNAL: { statusCode: 500, message: 'Something went wrong on our side.' },

  AUTH_ERR_UNAUTHENTICATED: { statusCode: 401, message: 'Please sign in.' },
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
  APP_ERR_STATUS_NOT_ALLOWED: { statusCode: 409, message: 'The application cannot move to that status from the one it is in.' },
  APP_ERR_LOCKED: { statusCode: 422, message: 'This application can no longer be changed.' },
  APP_ERR_OFFER_EXPIRED: { statusCode: 409, message: 'Your offer has expired, please re-apply.' },
  APP_ERR_OFFER_NOT_OPEN: { statusCode: 409, message: 'There is no open offer to accept on this application.' },
  APP_ERR_OFFER_TERMS: { statusCode: 422, message: 'Those terms are outside your offer. Please choose again.' },
  APP_ERR_DOCUMENTS_MISSING: { statusCode: 422, message: 'Upload every document we asked for first.' },
  APP_ERR_CHECKOUT_NOT_OPEN: { statusCode: 409, message: 'This application is not waiting for its agreement to be signed.' },
  APP_ERR_FUNDING_ACCOUNT_MISSING: { statusCode: 422, message: 'Please tell us the account to pay the loan into first.' },
  APP_ERR_NOT_SIGNED: { statusCode: 409, message: 'We have no signature from you on this agreement yet.' },
  APP_ERR_DECISION_MISMATCH: { statusCode: 409, message: 'That is not the decision this application is signing.' },
  SIGN_ERR_LINK_INVALID: { statusCode: 410, message: 'This signing link has expired or has already been used.' },
  SIGN_ERR_INPUT: { statusCode: 422, message: 'Please type your full name and confirm you agree to sign electronically.' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends CodedError {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, details: Record<string, unknown> = {}, message?: string, headers: Record<string, string> = {}) {
    const definition: ErrorDefinition = errorCodes[code];
    super(message ?? definition.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = definition.statusCode;
    this.details = details;
    this.headers = headers;
  }

  toBody(): Record<string, unknown> {
    const definition: ErrorDefinition = errorCodes[this.code];
    if (definition.data !== undefined) return { data: definition.data };
    return { code: this.code, message: this.message, ...this.details };
  }
}

export function appError(
  code: ErrorCode,
  details?: Record<string, unknown>,
  options: { message?: string; headers?: Record<string, string> } = {},
): AppError {
  return new AppError(code, details, options.message, options.headers);
}
