/**
 * The documents API (spec 02 section 7: /apps/{id}/docs) and the statements summary both the
 * documents and the bank-data calls answer. The upload itself is multipart, so it has no body
 * schema here: its fields are read and checked as they stream in.
 */
import { named, nullable, nullableObject, Type, type Static } from './named';

export const StatementSummarySchema = nullableObject(
  Type.Object(
    {
      method: Type.Enum(['connected', 'uploaded'], { type: 'string' }),
      coveredMonths: Type.Array(Type.String()),
      requiredMonths: Type.Array(Type.String()),
      complete: Type.Boolean(),
      statementCount: Type.Integer(),
    },
    { $id: 'StatementSummary', description: 'The server-owned `_extension.statements` of the application.' },
  ),
);
/** What the server says of an application's bank statements (null before any), and what the statement screen shows. */
export type StatementSummary = NonNullable<Static<typeof StatementSummarySchema>>;

// Every answer that changes the statements carries them, so an open page need not reload the application.
const statementsStateMembers = {
  statements: named(StatementSummarySchema),
  isStatementsManuallyUploaded: Type.Boolean(),
  applicationVersion: Type.Integer({ description: 'The application version after the change; open pages reload.' }),
};

export const StatementsStateSchema = Type.Object(statementsStateMembers, { $id: 'StatementsState' });
/** The statements part of an application, as the documents and bank-data calls answer it. */
export type StatementsState = Static<typeof StatementsStateSchema>;

export const DocumentViewSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    documentType: Type.String({ description: 'BANK_STATEMENT, BANK_TRANSACTIONS or SUPPORTING_DOCUMENT.' }),
    adrId: nullable(Type.String({ description: 'The additional-document request the document answers.' })),
    linkages: Type.Array(Type.Object({ type: Type.Enum(['AdrId'], { type: 'string' }), linkId: Type.String() })),
    fileName: Type.String({ description: "The user's file name, sanitised." }),
    fileType: Type.Enum(['pdf', 'png', 'jpg', 'txt', 'csv'], { type: 'string' }),
    contentType: Type.String(),
    size: Type.Integer(),
    source: Type.Enum(['applicant', 'bank-data', 'lender'], { type: 'string', description: 'lender: the loan agreement the lender issued.' }),
    statementPeriod: nullableObject(Type.Object({ from: Type.String(), to: Type.String() })),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DocumentView' },
);
/** A document as the API shows it (spec 02 section 3: linkages of type AdrId, file type and size). */
export type DocumentView = Static<typeof DocumentViewSchema>;

export const DocumentUploadAnswerSchema = Type.Object({ document: named(DocumentViewSchema), ...statementsStateMembers }, { $id: 'DocumentUploadAnswer' });
export type DocumentUploadAnswer = Static<typeof DocumentUploadAnswerSchema>;

export const DocumentListSchema = Type.Object({ items: Type.Array(named(DocumentViewSchema)), ...statementsStateMembers }, { $id: 'DocumentList' });
export type DocumentList = Static<typeof DocumentListSchema>;

export const DocumentParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }), docId: Type.String({ maxLength: 64 }) }, { $id: 'DocumentParams' });
