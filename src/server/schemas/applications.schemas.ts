/** Schemas of the applications API (spec 02 section 7). */

export const applicationIdParamsSchema = {
  $id: 'ApplicationIdParams',
  type: 'object',
  required: ['id'],
  // No uuid format: a malformed id answers 404 like any other id that is not the caller's.
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

export const applicationListQuerySchema = {
  $id: 'ApplicationListQuery',
  type: 'object',
  properties: { filter: { type: 'string', maxLength: 64, description: '`all` (default) or a product id.' } },
} as const;

export const applicationSummarySchema = {
  $id: 'ApplicationSummary',
  type: 'object',
  required: ['id', 'status', 'product', 'stage'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { type: 'string' },
    product: { type: 'string' },
    stage: { type: 'string' },
  },
} as const;

export const applicationListSchema = {
  $id: 'ApplicationList',
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: { $ref: 'ApplicationSummary#' }, description: 'Latest first.' } },
} as const;

export const applicationSchema = {
  $id: 'Application',
  type: 'object',
  required: ['id', 'product', 'status', 'stage', 'version', 'createdAt', 'updatedAt', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    product: { type: 'string' },
    status: { type: 'string' },
    stage: { type: 'string' },
    version: { type: 'integer', description: 'Send it with the next PATCH.' },
    salesChannel: { type: ['string', 'null'] },
    parentApplicationId: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    submittedAt: { type: ['string', 'null'], format: 'date-time' },
    data: {
      type: 'object',
      additionalProperties: true,
      description: 'The application document: owners, coOwners, business, consents, hearAboutUs, _extension, ...',
    },
  },
} as const;

export const createApplicationRequestSchema = {
  $id: 'CreateApplicationRequest',
  type: 'object',
  additionalProperties: false,
  required: ['createAppData'],
  properties: {
    createAppData: {
      type: 'object',
      additionalProperties: false,
      required: ['firstName', 'lastName', 'email', 'product'],
      properties: {
        firstName: { type: 'string', minLength: 1, maxLength: 100 },
        lastName: { type: 'string', minLength: 1, maxLength: 100 },
        email: { type: 'string', format: 'email', maxLength: 254 },
        product: { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    patchAppData: {
      type: 'object',
      additionalProperties: true,
      description: 'owners, business, hearAboutUs, coOwners, _extension, ...: merged into the created document.',
    },
  },
} as const;

export const jsonPatchOperationSchema = {
  $id: 'JsonPatchOperation',
  type: 'object',
  description: 'One RFC 6902 operation.',
  additionalProperties: false,
  required: ['op', 'path'],
  properties: {
    op: { type: 'string', enum: ['add', 'remove', 'replace', 'move', 'copy', 'test'] },
    path: { type: 'string', maxLength: 1024 },
    from: { type: 'string', maxLength: 1024 },
    value: { description: 'Any JSON value (add, replace, test).' },
  },
} as const;

export const patchApplicationRequestSchema = {
  $id: 'PatchApplicationRequest',
  type: 'object',
  additionalProperties: false,
  required: ['patch', 'version'],
  properties: {
    stage: { type: 'string', minLength: 1, maxLength: 64, description: 'The stage to move to; the current one when absent.' },
    patch: { type: 'array', maxItems: 1000, items: { $ref: 'JsonPatchOperation#' } },
    version: { type: 'integer', minimum: 1, description: 'The version the patch was made against.' },
  },
} as const;
