/**
 * Coded refusals of the address lookups. Each carries the catalogue key and parameters of the
 * text the applicant sees (journeys/messages.en-AU.json), one per autocomplete event of spec 01
 * section 8: no results found (a failing provider shows it too), no result for the coordinates,
 * an error getting the address from the coordinates. 'Cannot get coordinates' happens in the
 * browser, which never asks. The answer's `message` is the text when the server has the catalogue.
 */
import { CodedError } from '../../coded-error';
import { messageText, type MessageCatalogue } from '../../../engine/validation/messages';

interface AddressErrorDefinition {
  statusCode: number;
  messageKey: string;
  /** The text when no catalogue is at hand (`{0}`: the message's parameter). */
  message: string;
}

export const addressErrors = {
  ADDRESS_ERR_QUERY: { statusCode: 400, messageKey: 'addressSearchTooShort', message: 'Type at least 3 characters of the address.' },
  ADDRESS_ERR_NO_RESULTS: { statusCode: 404, messageKey: 'addressNoResults', message: 'No address matches.' },
  ADDRESS_ERR_UNAVAILABLE: { statusCode: 502, messageKey: 'addressNoResults', message: 'The address service did not answer.' },
  ADDRESS_ERR_NO_ADDRESS_AT_COORDINATES: { statusCode: 404, messageKey: 'addressNoResultForCoordinates', message: 'No address was found at those coordinates.' },
  ADDRESS_ERR_COORDINATES_FAILED: { statusCode: 502, messageKey: 'addressCoordinatesFailed', message: 'The address at those coordinates could not be looked up.' },
  ADDRESS_ERR_TOO_MANY_LOOKUPS: { statusCode: 429, messageKey: 'addressTooManySearches', message: 'Too many address searches. Please wait {0} seconds.' },
} as const satisfies Record<string, AddressErrorDefinition>;

export type AddressErrorCode = keyof typeof addressErrors;

export class AddressLookupError extends CodedError {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly messageKey: string;

  constructor(
    readonly code: AddressErrorCode,
    readonly params: string[] = [],
    readonly details: { retryAfterSeconds?: number } = {},
    message?: string,
  ) {
    const definition: AddressErrorDefinition = addressErrors[code];
    super(message ?? messageText({ [definition.messageKey]: definition.message }, definition.messageKey, params));
    this.name = 'AddressLookupError';
    this.statusCode = definition.statusCode;
    this.messageKey = definition.messageKey;
    this.headers = details.retryAfterSeconds !== undefined ? { 'retry-after': String(details.retryAfterSeconds) } : {};
  }

  /** The same refusal with the catalogue's text, when the catalogue has the key. */
  inWords(catalogue: MessageCatalogue): AddressLookupError {
    if (!catalogue[this.messageKey]) return this;
    return new AddressLookupError(this.code, this.params, this.details, messageText(catalogue, this.messageKey, this.params));
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, messageKey: this.messageKey, params: this.params, ...this.details };
  }
}

export function addressError(code: AddressErrorCode, params: string[] = [], details?: { retryAfterSeconds?: number }): AddressLookupError {
  return new AddressLookupError(code, params, details);
}

export function isAddressLookupError(error: unknown): error is AddressLookupError {
  return error instanceof AddressLookupError;
}
