/** Schemas of the bank-data (ebs) API, registered in its own route context. */

export const bankSchema = {
  $id: 'Bank',
  type: 'object',
  required: ['id', 'name', 'supported', 'credentialLabels'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    supported: { type: 'boolean' },
    credentialLabels: { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' } } },
  },
} as const;

export const bankListSchema = {
  $id: 'BankList',
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: { $ref: 'Bank#' } } },
} as const;

export const bankListQuerySchema = {
  $id: 'BankListQuery',
  type: 'object',
  properties: { q: { type: 'string', maxLength: 60 } },
} as const;

export const enrolmentSchema = {
  $id: 'Enrolment',
  type: 'object',
  required: ['status', 'applicationVersion'],
  properties: {
    status: { type: 'string', enum: ['none', 'task_required', 'retrieving', 'received', 'failed'] },
    bank: { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
    task: { type: ['object', 'null'], properties: { prompt: { type: 'string' }, label: { type: 'string' } } },
    error: {
      type: ['object', 'null'],
      description: 'The provider code (spec 02 section 8), the message key and the next action.',
      properties: {
        code: { type: 'string' },
        messageKey: { type: 'string' },
        action: { type: 'string', enum: ['wait', 'retry', 'retryOrUpload', 'uploadManually', 'resolveAtBank', 'tryLater'] },
        retryAfter: { type: ['string', 'null'], format: 'date-time' },
      },
    },
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, bsb: { type: 'string' }, accountNumber: { type: 'string' }, holder: { type: 'string' } },
      },
    },
    coveredFrom: { type: ['string', 'null'] },
    coveredTo: { type: ['string', 'null'] },
    updatedAt: { type: ['string', 'null'] },
    applicationVersion: { type: 'integer' },
  },
} as const;

export const connectRequestSchema = {
  $id: 'EnrolRequest',
  type: 'object',
  required: ['bankId', 'username', 'password', 'consent'],
  additionalProperties: false,
  properties: {
    bankId: { type: 'string', minLength: 1, maxLength: 40 },
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    consent: { const: true, description: 'The applicant agrees to share bank data with the lender.' },
  },
} as const;

export const taskAnswerSchema = {
  $id: 'EnrolTaskAnswer',
  type: 'object',
  required: ['answer'],
  additionalProperties: false,
  properties: { answer: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const bankDataErrorSchema = {
  $id: 'BankDataErrorResponse',
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    retryAfter: { type: 'string' },
    retryAfterSeconds: { type: 'integer' },
  },
} as const;
