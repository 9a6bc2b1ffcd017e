/** Schemas of decisions: what operations send to decide, and a decision as the API shows it. */

export const requiredDocumentSchema = {
  $id: 'RequiredDocument',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    type: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,63}$', description: 'The document type the applicant uploads it as, e.g. DRIVER_LICENCE.' },
    title: { type: 'string', minLength: 1, maxLength: 200, description: 'What the applicant is asked for.' },
  },
} as const;

export const decisionSchema = {
  $id: 'Decision',
  type: 'object',
  description: "A decision on an application; the latest is the application's current one.",
  required: ['id', 'applicationId', 'outcome', 'maxAmount', 'tier', 'documents', 'reasons', 'decidedBy', 'ruleId', 'decidedAt', 'expiresAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    applicationId: { type: 'string', format: 'uuid' },
    outcome: { type: 'string', enum: ['APPROVED', 'CONDITIONAL', 'DECLINED'] },
    maxAmount: { type: ['integer', 'null'], description: 'Whole dollars; null for a decline.' },
    tier: { type: ['string', 'null'], description: "A pricing tier of the product's offers." },
    documents: { type: 'array', items: { $ref: 'RequiredDocument#' }, description: 'What a conditional approval asks the applicant to upload.' },
    reasons: { type: 'array', items: { type: 'string' }, description: "A decline's reasons, as the applicant reads them." },
    decidedBy: { type: 'string', enum: ['policy', 'operations'] },
    ruleId: { type: ['string', 'null'], description: 'The policy rule that decided; null for operations.' },
    decidedAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'When the offer lapses; null for a decline.' },
  },
} as const;

export const opsDecisionRequestSchema = {
  $id: 'OpsDecisionRequest',
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  description:
    'APPROVED needs maxAmount and tier; CONDITIONAL maxAmount and documents (a tier as an indication); DECLINED reasons. ' +
    "maxAmount is a loan amount of the product's limits, tier a tier of its offers pricing.",
  properties: {
    outcome: { type: 'string', enum: ['APPROVED', 'CONDITIONAL', 'DECLINED'], description: 'Also the status the application moves to.' },
    maxAmount: { type: 'integer', minimum: 1, maximum: 100000000 },
    tier: { type: 'string', minLength: 1, maxLength: 32 },
    documents: { type: 'array', minItems: 1, maxItems: 20, items: { $ref: 'RequiredDocument#' } },
    reasons: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 500 } },
  },
} as const;

export const decidedApplicationSchema = {
  $id: 'DecidedApplication',
  type: 'object',
  required: ['decision', 'application'],
  properties: { decision: { $ref: 'Decision#' }, application: { $ref: 'Application#' } },
} as const;
