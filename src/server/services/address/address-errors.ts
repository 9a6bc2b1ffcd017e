/**
 * Coded refusals of the address lookups. Each carries the catalogue key and parameters of the
 * text the applicant sees (journeys/messages.en-AU.json), one per autocomplete event of spec 01
 * section 8: no results found (a failing provider shows it too), no result for the coordinates,
 * an error getting the address from the coordinates. 'Cannot get coordinates' happens in the
 * browser, which never asks. Part of the server's one table of codes (errors.ts); `message` (with
 * `{0}` for the parameter) is the text when the catalogue lacks the key.
 */
export const addressErrorCodes = {
  ADDRESS_ERR_QUERY: { statusCode: 400, messageKey: 'addressSearchTooShort', message: 'Type at least 3 characters of the address.' },
  ADDRESS_ERR_NO_RESULTS: { statusCode: 404, messageKey: 'addressNoResults', message: 'No address matches.' },
  // 503 with Retry-After (address-lookup.service): the service is away for now, the portal is not broken.
  ADDRESS_ERR_UNAVAILABLE: { statusCode: 503, messageKey: 'addressNoResults', message: 'The address service did not answer.' },
  ADDRESS_ERR_NO_ADDRESS_AT_COORDINATES: {
    statusCode: 404,
    messageKey: 'addressNoResultForCoordinates',
    message: 'No address was found at those coordinates.',
  },
  ADDRESS_ERR_COORDINATES_FAILED: {
    statusCode: 503,
    messageKey: 'addressCoordinatesFailed',
    message: 'The address at those coordinates could not be looked up.',
  },
  ADDRESS_ERR_TOO_MANY_LOOKUPS: { statusCode: 429, messageKey: 'addressTooManySearches', message: 'Too many address searches. Please wait {0} seconds.' },
} as const satisfies Record<string, { statusCode: number; messageKey: string; message: string }>;

export type AddressErrorCode = keyof typeof addressErrorCodes;
