/**
 * Coded refusals of the business register search. Each carries the catalogue key and parameters
 * of the text the applicant sees (journeys/messages.en-AU.json): a failure of the register and a
 * search with no result both show the no-results message, built from the name type and the number
 * type (spec 02 section 8). Part of the server's one table of codes (errors.ts); `message` (with
 * `{0}`, `{1}`) is the text when the catalogue lacks the key.
 */
export const registerErrorCodes = {
  REGISTER_ERR_QUERY: {
    statusCode: 400,
    messageKey: 'registerSearchTooShort',
    message: 'Search by a name of at least 3 characters, an 11-digit ABN or a 9-digit ACN.',
  },
  REGISTER_ERR_NO_RESULTS: { statusCode: 404, messageKey: 'registerNoResults', message: 'No {0} with that name or {1} is on the business register.' },
  REGISTER_ERR_NOT_ACTIVE: { statusCode: 422, messageKey: 'registerNotActive', message: 'The {0} with that {1} is not active on the business register.' },
  REGISTER_ERR_NO_ACN: { statusCode: 422, messageKey: 'registerNoAcn', message: 'The {0} with that {1} has no ACN.' },
  // 503 with Retry-After (register-search.service): the register is away for now, the portal is not broken.
  REGISTER_ERR_UNAVAILABLE: { statusCode: 503, messageKey: 'registerNoResults', message: 'The business register did not answer.' },
  REGISTER_ERR_TOO_MANY_SEARCHES: { statusCode: 429, messageKey: 'registerTooManySearches', message: 'Too many searches. Please wait {0} seconds.' },
} as const satisfies Record<string, { statusCode: number; messageKey: string; message: string }>;

export type RegisterErrorCode = keyof typeof registerErrorCodes;
