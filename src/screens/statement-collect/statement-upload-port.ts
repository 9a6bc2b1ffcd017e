/**
 * What 'Upload Statements Manually' asks the app to do: accept the manual path's consent, upload
 * a statement with the months it covers, delete one, and say where one is viewed. A refused call
 * rejects with an error carrying the answer's `status` and `body` (its `messageKey` is shown).
 */
import type { DocumentUploadAnswer, StatementsState } from '../../engine/contract/documents.contract';
import type { StatementServices } from './statement-services';

export interface StatementUploadOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export interface StatementUploadPort {
  acceptManualUpload(): Promise<StatementsState>;
  /** multipart POST with progress; `fields` go before the file. */
  uploadDocument(file: File, fields: Record<string, string>, options: StatementUploadOptions): Promise<DocumentUploadAnswer>;
  deleteDocument(documentId: string): Promise<StatementsState>;
  /** Where the document viewer shows a document. */
  documentHref(documentId: string): string;
}

/** The tab's port over the statement page's services. */
export function statementUploadPortOf(api: StatementServices): StatementUploadPort {
  return {
    acceptManualUpload: () => api.acceptManualUpload(),
    uploadDocument: (file, fields, options) => api.uploadDocument(file, fields, options),
    deleteDocument: (documentId) => api.deleteDocument(documentId),
    documentHref: (documentId) => api.documentHref(documentId),
  };
}
