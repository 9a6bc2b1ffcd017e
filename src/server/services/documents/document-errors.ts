/**
 * Coded refusals of the documents API. Each has an HTTP status and the message key the web app
 * shows (texts in journeys/messages.en-AU.json), so every refusal has its own message. Part of the
 * server's one table of codes (errors.ts).
 */
export const documentErrorCodes = {
  DOC_ERR_FILE_TOO_LARGE: { statusCode: 413, messageKey: 'fileTooLarge', message: 'The file is larger than the limit.' },
  DOC_ERR_FILE_EMPTY: { statusCode: 422, messageKey: 'fileEmpty', message: 'The file is empty.' },
  DOC_ERR_TYPE_NOT_ALLOWED: { statusCode: 415, messageKey: 'fileTypeNotAllowed', message: 'Only PDF, PNG, JPEG, TXT and CSV files are accepted.' },
  DOC_ERR_HIDDEN_CONTENT: {
    statusCode: 415,
    messageKey: 'fileTypeNotAllowed',
    message: 'The file is also another kind of file (a PDF, a web page or a ZIP archive).',
  },
  DOC_ERR_UNREADABLE: { statusCode: 422, messageKey: 'fileUnreadable', message: 'The PDF cannot be read.' },
  DOC_ERR_ENCRYPTED: { statusCode: 422, messageKey: 'fileEncrypted', message: 'The PDF is password-protected.' },
  DOC_ERR_NO_FILE: { statusCode: 400, messageKey: 'uploadError', message: 'The request holds no file.' },
  DOC_ERR_INVALID_FIELDS: { statusCode: 400, messageKey: 'uploadError', message: 'The upload fields are not valid.' },
  DOC_ERR_MALFORMED_BODY: { statusCode: 400, messageKey: 'uploadError', message: 'The request is not a well-formed multipart/form-data body.' },
  DOC_ERR_UPLOAD_STALLED: { statusCode: 408, messageKey: 'uploadError', message: 'The upload stopped sending data.' },
  DOC_ERR_UPLOAD_INTERRUPTED: { statusCode: 503, messageKey: 'uploadError', message: 'The server is restarting; please upload the file again.' },
  DOC_ERR_STATEMENT_PERIOD: { statusCode: 422, messageKey: 'statementPeriodInvalid', message: 'The months this statement covers are not valid.' },
  DOC_ERR_MANUAL_CONSENT_REQUIRED: { statusCode: 409, messageKey: 'manualUploadConsentRequired', message: 'Accept the manual upload consent first.' },
  DOC_ERR_TOO_MANY: { statusCode: 409, messageKey: 'tooManyDocuments', message: 'The application holds the most documents allowed.' },
  DOC_ERR_LOCKED: { statusCode: 409, messageKey: 'documentsLocked', message: 'Documents of this application can no longer be changed.' },
  DOC_ERR_NOT_FOUND: { statusCode: 404, messageKey: 'documentNotFound', message: 'Document not found.' },
  DOC_ERR_ACCEPTED: { statusCode: 409, messageKey: 'documentAccepted', message: 'The lender accepted this document; it stays with the application.' },
  DOC_ERR_NOT_REQUESTED: {
    statusCode: 409,
    messageKey: 'documentsLocked',
    message: 'Only an upload answering a document the current conditional approval asks for is reviewed, while the application waits on its documents.',
  },
  DOC_ERR_REQUESTS_CLOSED: {
    statusCode: 409,
    messageKey: 'documentsLocked',
    message: 'Documents are asked for while the current decision is a conditional approval and the application waits on its documents.',
  },
  DOC_ERR_REFUSAL_REASON: { statusCode: 400, messageKey: 'uploadError', message: 'A refusal needs the reason the applicant reads.' },
  DOC_ERR_RETRIEVED: { statusCode: 409, messageKey: 'deleteError', message: 'Retrieved statements are removed with the bank connection.' },
  DOC_ERR_UPLOAD_FAILED: { statusCode: 500, messageKey: 'uploadError', message: 'The upload could not be stored.' },
  DOC_ERR_DELETE_FAILED: { statusCode: 500, messageKey: 'deleteError', message: 'The document could not be deleted.' },
} as const satisfies Record<string, { statusCode: number; messageKey: string; message: string }>;

export type DocumentErrorCode = keyof typeof documentErrorCodes;
