/**
 * What the statement collection screen asks the app to do (documents and the bank connection,
 * spec 02 section 7: /apps/{id}/docs and /apps/{id}/ebs), and the shapes of the answers.
 * A refused call rejects with an error carrying the answer's `status` and `body`.
 */

import type { StatementsState } from '../../engine/statements/statement-summary.types';

export type { StatementsState, StatementSummary } from '../../engine/statements/statement-summary.types';

export interface StoredDocument {
  id: string;
  documentType: string;
  fileName: string;
  fileType: string;
  size: number;
  source: 'applicant' | 'bank-data';
  statementPeriod: { from: string; to: string } | null;
  createdAt: string;
}

export interface DocumentList extends StatementsState {
  items: StoredDocument[];
}

export interface UploadAnswer extends StatementsState {
  document: StoredDocument;
}

export interface Bank {
  id: string;
  name: string;
  supported: boolean;
  credentialLabels: { username: string; password: string };
}

export type BankDataAction = 'wait' | 'retry' | 'retryOrUpload' | 'uploadManually' | 'resolveAtBank' | 'tryLater';

export interface Enrolment {
  status: 'none' | 'task_required' | 'retrieving' | 'received' | 'failed';
  bank: { id: string; name: string } | null;
  task: { prompt: string; label: string } | null;
  error: { code: string; messageKey: string; action: BankDataAction; retryAfter: string | null } | null;
  accounts: { name: string; bsb: string; accountNumber: string; holder: string }[];
  coveredFrom: string | null;
  coveredTo: string | null;
  applicationVersion: number;
}

export interface UploadOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export interface StatementServices {
  listDocuments(): Promise<DocumentList>;
  /** multipart POST with progress; `fields` go before the file. */
  uploadDocument(file: File, fields: Record<string, string>, options: UploadOptions): Promise<UploadAnswer>;
  deleteDocument(documentId: string): Promise<StatementsState>;
  acceptManualUpload(): Promise<StatementsState>;
  listBanks(): Promise<Bank[]>;
  getEnrolment(): Promise<Enrolment>;
  connect(input: { bankId: string; username: string; password: string }): Promise<Enrolment>;
  answerTask(answer: string): Promise<Enrolment>;
  removeEnrolment(): Promise<StatementsState>;
  /** Moves the application to `stage` (nothing else changes); a stale version is reloaded first. */
  moveToStage(stage: string): Promise<void>;
  /** Where the document viewer shows a document. */
  documentHref(documentId: string): string;
}

/** The answer body of a refused call, when there is one. */
export function refusalBody(error: unknown): { status?: number; code?: string; messageKey?: string; params?: (string | number)[]; retryAfter?: string } {
  const e = error as { status?: number; body?: Record<string, unknown> } | null;
  const body = (e?.body ?? {}) as Record<string, unknown>;
  return {
    status: e?.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    messageKey: typeof body.messageKey === 'string' ? body.messageKey : undefined,
    params: Array.isArray(body.params) ? (body.params as (string | number)[]) : undefined,
    retryAfter: typeof body.retryAfter === 'string' ? body.retryAfter : undefined,
  };
}
