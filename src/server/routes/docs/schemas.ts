/** Schemas of the documents API, registered in its own route context. */

export const documentViewSchema = {
  $id: 'DocumentView',
  type: 'object',
  required: ['id', 'documentType', 'fileName', 'fileType', 'contentType', 'size', 'source', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    documentType: { type: 'string', description: 'BANK_STATEMENT, BANK_TRANSACTIONS or SUPPORTING_DOCUMENT.' },
    adrId: { type: ['string', 'null'], description: 'The additional-document request the document answers.' },
    linkages: {
      type: 'array',
      items: { type: 'object', properties: { type: { type: 'string', enum: ['AdrId'] }, linkId: { type: 'string' } } },
    },
    fileName: { type: 'string', description: "The user's file name, sanitised." },
    fileType: { type: 'string', enum: ['pdf', 'png', 'jpg', 'txt', 'csv'] },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    source: { type: 'string', enum: ['applicant', 'bank-data'] },
    statementPeriod: {
      type: ['object', 'null'],
      properties: { from: { type: 'string' }, to: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const statementSummarySchema = {
  $id: 'StatementSummary',
  type: ['object', 'null'],
  description: 'The server-owned `_extension.statements` of the application.',
  properties: {
    method: { type: 'string', enum: ['connected', 'uploaded'] },
    coveredMonths: { type: 'array', items: { type: 'string' } },
    requiredMonths: { type: 'array', items: { type: 'string' } },
    complete: { type: 'boolean' },
    statementCount: { type: 'integer' },
  },
} as const;

const statementsStateProperties = {
  statements: { $ref: 'StatementSummary#' },
  isStatementsManuallyUploaded: { type: 'boolean' },
  applicationVersion: { type: 'integer', description: 'The application version after the change; open pages reload.' },
} as const;

export const statementsStateSchema = {
  $id: 'StatementsState',
  type: 'object',
  required: ['statements', 'isStatementsManuallyUploaded', 'applicationVersion'],
  properties: statementsStateProperties,
} as const;

export const uploadAnswerSchema = {
  $id: 'DocumentUploadAnswer',
  type: 'object',
  required: ['document', 'statements', 'applicationVersion'],
  properties: { document: { $ref: 'DocumentView#' }, ...statementsStateProperties },
} as const;

export const documentListSchema = {
  $id: 'DocumentList',
  type: 'object',
  required: ['items', 'statements', 'applicationVersion'],
  properties: { items: { type: 'array', items: { $ref: 'DocumentView#' } }, ...statementsStateProperties },
} as const;

export const documentErrorSchema = {
  $id: 'DocumentErrorResponse',
  type: 'object',
  description: 'A refusal with the message key the web app shows (fileTooLarge, fileTypeNotAllowed, fileEncrypted, ...).',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    messageKey: { type: 'string' },
    params: { type: 'array', items: { type: ['string', 'number'] } },
  },
} as const;

export const documentParamsSchema = {
  $id: 'DocumentParams',
  type: 'object',
  required: ['id', 'docId'],
  properties: { id: { type: 'string', maxLength: 64 }, docId: { type: 'string', maxLength: 64 } },
} as const;
