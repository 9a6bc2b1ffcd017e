/** Shared JSON Schemas, registered once with addSchema and referenced by `$ref: '<$id>#'`. */

export const ruleViolationSchema = {
  $id: 'RuleViolation',
  type: 'object',
  description: 'One refusal of the journey rules.',
  required: ['path', 'key', 'message'],
  properties: {
    path: { type: 'string', description: 'JSON Pointer into the application document.' },
    key: { type: 'string', description: 'Message key from the catalogue.' },
    message: { type: 'string', description: 'The en-AU text.' },
  },
} as const;

export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description:
    'An error: `code` (e.g. APP_ERR_VERSION_CONFLICT) and `message`, with details for some codes. ' +
    'Errors the web app branches on answer `{ data }` only (invalid_signup, link_used, access_expired, invalid_link, invalid_code).',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    data: { type: 'string' },
    currentVersion: { type: 'integer', description: 'APP_ERR_VERSION_CONFLICT: the version now stored.' },
    errors: { type: 'array', items: { $ref: 'RuleViolation#' }, description: 'APP_ERR_RULES_REJECTED, APP_ERR_INCOMPLETE' },
    steps: {
      type: 'array',
      description: 'APP_ERR_INCOMPLETE: the steps to fix, in journey order.',
      items: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, route: { type: 'string' } } },
    },
    operationIndex: { type: 'integer', description: 'APP_ERR_INVALID_PATCH / APP_ERR_RESERVED_PATH: the operation refused.' },
    op: { type: 'string' },
    reason: { type: 'string' },
    retryAfterSeconds: { type: 'integer', description: 'AUTH_ERR_TOO_MANY_ATTEMPTS' },
    field: { type: 'string', description: 'REQUEST_ERR_VALIDATION: the field refused, where one is named.' },
    from: { type: 'string', description: 'APP_ERR_STATUS_NOT_ALLOWED: the status the application is in.' },
    to: { type: 'string', description: 'APP_ERR_STATUS_NOT_ALLOWED: the status it cannot move to.' },
    key: { type: 'string', description: 'APP_ERR_OFFER_TERMS: the message key of what is outside the offer.' },
    missing: {
      type: 'array',
      description: 'APP_ERR_DOCUMENTS_MISSING: the documents asked for and not uploaded yet.',
      items: { type: 'object', properties: { type: { type: 'string' }, title: { type: 'string' } } },
    },
  },
} as const;

export const emptyObjectSchema = {
  $id: 'EmptyObject',
  type: 'object',
  description: 'An empty JSON object.',
  properties: {},
} as const;

export const errorRef = { $ref: 'ErrorResponse#' } as const;
