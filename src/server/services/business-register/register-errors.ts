/**
 * Coded refusals of the business register search. Each carries the catalogue key and parameters
 * of the text the applicant sees (journeys/messages.en-AU.json): a failure of the register and a
 * search with no result both show the no-results message, built from the name type and the number
 * type (spec 02 section 8). The answer's `message` is that text when the server has the catalogue.
 */
import { CodedError } from '../../coded-error';
import { messageText, type MessageCatalogue } from '../../../engine/validation/messages';

interface RegisterErrorDefinition {
  statusCode: number;
  messageKey: string;
  /** The text when no catalogue is at hand (`{0}`, `{1}`: the message's parameters). */
  message: string;
}

export const registerErrors = {
  REGISTER_ERR_QUERY: { statusCode: 400, messageKey: 'registerSearchTooShort', message: 'Search by a name of at least 3 characters, an 11-digit ABN or a 9-digit ACN.' },
  REGISTER_ERR_NO_RESULTS: { statusCode: 404, messageKey: 'registerNoResults', message: 'No {0} with that name or {1} is on the business register.' },
  REGISTER_ERR_NOT_ACTIVE: { statusCode: 422, messageKey: 'registerNotActive', message: 'The {0} with that {1} is not active on the business register.' },
  REGISTER_ERR_NO_ACN: { statusCode: 422, messageKey: 'registerNoAcn', message: 'The {0} with that {1} has no ACN.' },
  REGISTER_ERR_UNAVAILABLE: { statusCode: 502, messageKey: 'registerNoResults', message: 'The business register did not answer.' },
  REGISTER_ERR_TOO_MANY_SEARCHES: { statusCode: 429, messageKey: 'registerTooManySearches', message: 'Too many searches. Please wait {0} seconds.' },
} as const satisfies Record<string, RegisterErrorDefinition>;

export type RegisterErrorCode = keyof typeof registerErrors;

export class RegisterSearchError extends CodedError {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly messageKey: string;

  constructor(
    readonly code: RegisterErrorCode,
    readonly params: string[],
    readonly details: { retryAfterSeconds?: number } = {},
    message?: string,
  ) {
    const definition: RegisterErrorDefinition = registerErrors[code];
    super(message ?? messageText({ [definition.messageKey]: definition.message }, definition.messageKey, params));
    this.name = 'RegisterSearchError';
    this.statusCode = definition.statusCode;
    this.messageKey = definition.messageKey;
    this.headers = details.retryAfterSeconds !== undefined ? { 'retry-after': String(details.retryAfterSeconds) } : {};
  }

  /** The same refusal with the catalogue's text, when the catalogue has the key. */
  inWords(catalogue: MessageCatalogue): RegisterSearchError {
    if (!catalogue[this.messageKey]) return this;
    return new RegisterSearchError(this.code, this.params, this.details, messageText(catalogue, this.messageKey, this.params));
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, messageKey: this.messageKey, params: this.params, ...this.details };
  }
}

export function registerError(code: RegisterErrorCode, params: string[], details?: { retryAfterSeconds?: number }): RegisterSearchError {
  return new RegisterSearchError(code, params, details);
}

export function isRegisterSearchError(error: unknown): error is RegisterSearchError {
  return error instanceof RegisterSearchError;
}
