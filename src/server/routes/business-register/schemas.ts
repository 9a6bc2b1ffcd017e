/** Schemas of the business register search, registered in its own route context. */

export const registerSearchQuerySchema = {
  $id: 'RegisterSearchQuery',
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  properties: {
    q: { type: 'string', minLength: 1, maxLength: 200, description: 'An ABN (11 digits), an ACN (9 digits) or at least 3 characters of a name; spaces are ignored in numbers.' },
    activeOnly: { type: 'boolean', default: false, description: 'An entity whose ABN is not Active is an error; a name search leaves such entities out.' },
    requireAcn: { type: 'boolean', default: false, description: 'An entity without an ACN is an error.' },
  },
} as const;

const optionalText = { type: 'string' } as const;

export const registerEntitySchema = {
  $id: 'RegisterEntity',
  type: 'object',
  required: ['abn', 'abnStatus', 'entityName', 'businessNames'],
  properties: {
    abn: { type: 'string' },
    abnStatus: { type: 'string', description: "The ABN's status, e.g. Active or Cancelled." },
    entityName: { type: 'string', description: "An organisation's main name, or a sole trader's given and family names." },
    acn: optionalText,
    entityTypeCode: { type: 'string', description: 'The register code, e.g. PRV, PUB, DTT, PTR, IND.' },
    entityTypeText: optionalText,
    businessNames: { type: 'array', items: { type: 'string' } },
    state: optionalText,
    postcode: optionalText,
  },
} as const;

export const registerNameMatchSchema = {
  $id: 'RegisterNameMatch',
  type: 'object',
  required: ['abn', 'abnStatus', 'name', 'nameType', 'score'],
  properties: {
    abn: { type: 'string' },
    abnStatus: { type: 'string' },
    name: { type: 'string', description: 'The name that matched.' },
    nameType: { type: 'string', enum: ['entity', 'business', 'trading', 'legal'] },
    score: { type: 'integer', minimum: 0, maximum: 100 },
    state: optionalText,
    postcode: optionalText,
  },
} as const;

export const registerSearchAnswerSchema = {
  $id: 'RegisterSearchAnswer',
  type: 'object',
  required: ['kind'],
  description: 'An ABN or ACN search answers `entity`; a name search answers `matches` (at most 100, best first) and `truncated`.',
  properties: {
    kind: { type: 'string', enum: ['abn', 'acn', 'name'] },
    entity: { $ref: 'RegisterEntity#' },
    matches: { type: 'array', items: { $ref: 'RegisterNameMatch#' } },
    truncated: { type: 'boolean' },
  },
} as const;

export const registerRefusalSchema = {
  $id: 'RegisterSearchRefusal',
  type: 'object',
  description: 'A refused search: the code, the text to show, and the message key and parameters it was built from.',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    messageKey: { type: 'string' },
    params: { type: 'array', items: { type: 'string' } },
    retryAfterSeconds: { type: 'integer' },
  },
} as const;
