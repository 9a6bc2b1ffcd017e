/**
 * What the statement collection screen asks the app to do (documents and the bank connection,
 * spec 02 section 7: /apps/{id}/docs and /apps/{id}/ebs). The answers are the wire contract's;
 * a refused call rejects with an error carrying the answer's `status` and `body`.
 */
import type { Bank, BankSignIn, Enrolment } from '../../engine/contract/bank-data.contract';
import type { DocumentList, DocumentUploadAnswer, StatementsState } from '../../engine/contract/documents.contract';
import type { ErrorResponse } from '../../engine/contract/errors.contract';
import { readErrorBody } from '../../engine/contract/read-error-body';

export type { Bank, Enrolment } from '../../engine/contract/bank-data.contract';
export type { DocumentList, StatementsState, StatementSummary } from '../../engine/contract/documents.contract';

export interface UploadOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export interface StatementServices {
  listDocuments(): Promise<DocumentList>;
  /** multipart POST with progress; `fields` go before the file. */
  uploadDocument(file: File, fields: Record<string, string>, options: UploadOptions): Promise<DocumentUploadAnswer>;
  deleteDocument(documentId: string): Promise<StatementsState>;
  acceptManualUpload(): Promise<StatementsState>;
  listBanks(): Promise<Bank[]>;
  getEnrolment(): Promise<Enrolment>;
  connect(input: BankSignIn): Promise<Enrolment>;
  answerTask(answer: string): Promise<Enrolment>;
  removeEnrolment(): Promise<StatementsState>;
  /** Moves the application to `stage` (nothing else changes); a stale version is reloaded first. */
  moveToStage(stage: string): Promise<void>;
  /** Where the document viewer shows a document. */
  documentHref(documentId: string): string;
}

/** The status and error body of a refused call, as far as it has them. */
export function refusalBody(error: unknown): ErrorResponse & { status?: number } {
  const e = error as { status?: unknown; body?: unknown } | null;
  return { status: typeof e?.status === 'number' ? e.status : undefined, ...readErrorBody(e?.body) };
}
