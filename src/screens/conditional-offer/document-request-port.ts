/**
 * What the conditional offer's page asks of the app: the decision, the documents it asks for,
 * uploading and removing one, saving a request's form, and submitting the documents for the
 * lender to verify. Submitting answers a discriminated union, and `documentRequestPortOf` is the
 * one place where the server's refusal (422 APP_ERR_DOCUMENTS_MISSING) becomes it.
 */
import type { DocumentRequestView, DocumentTemplateView } from '../../engine/contract/document-requests.contract';
import type { DocumentView } from '../../engine/contract/documents.contract';
import type { DecisionView, OffersAnswer } from '../../engine/contract/offers.contract';
import { readErrorBody } from '../../engine/contract/read-error-body';

export interface UploadOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/** What became of 'Submit Documents'. */
export type SubmitAnswer =
  | { kind: 'submitted' }
  /** The server still misses these (422 APP_ERR_DOCUMENTS_MISSING): another tab removed one, say. */
  | { kind: 'missing'; missing: { type: string; title: string }[] }
  | { kind: 'failed' };

export interface DocumentRequestPort {
  /** The application's decision; null when there is none to show. */
  loadDecision(): Promise<DecisionView | null>;
  documentRequests(): Promise<DocumentRequestView[]>;
  /** Files `file` as a document of `type`, the request it answers. */
  upload(type: string, file: File, options: UploadOptions): Promise<DocumentView>;
  remove(documentId: string): Promise<void>;
  /** Where the document viewer opens an upload. */
  documentHref(documentId: string): string;
  /** Saves a request's form under its name. */
  saveTemplate(template: DocumentTemplateView): Promise<void>;
  submitDocuments(): Promise<SubmitAnswer>;
}

/** The services the port is built from, as the app provides them now. */
export interface DocumentRequestServicesUsed {
  statements: {
    uploadDocument(file: File, fields: Record<string, string>, options: UploadOptions): Promise<{ document: DocumentView }>;
    deleteDocument(documentId: string): Promise<unknown>;
    documentHref(documentId: string): string;
  };
  offers: {
    load(): Promise<OffersAnswer>;
    documentRequests(): Promise<DocumentRequestView[]>;
    saveTemplate(template: DocumentTemplateView): Promise<void>;
    submitDocuments(): Promise<unknown>;
  };
}

/** A refused submission as the app's API client rejects it (`body`), read as an answer. */
export function submitAnswerOf(error: unknown): SubmitAnswer {
  const body: { code?: string; missing?: { type: string; title: string }[] } | undefined = readErrorBody((error as { body?: unknown } | null)?.body);
  return body?.code === 'APP_ERR_DOCUMENTS_MISSING' ? { kind: 'missing', missing: body.missing ?? [] } : { kind: 'failed' };
}

export function documentRequestPortOf({ statements, offers }: DocumentRequestServicesUsed): DocumentRequestPort {
  return {
    loadDecision: async () => (await offers.load()).decision,
    documentRequests: () => offers.documentRequests(),
    upload: async (type, file, options) => (await statements.uploadDocument(file, { documentType: type }, options)).document,
    remove: async (documentId) => {
      await statements.deleteDocument(documentId);
    },
    documentHref: (documentId) => statements.documentHref(documentId),
    saveTemplate: (template) => offers.saveTemplate(template),
    submitDocuments: () => offers.submitDocuments().then((): SubmitAnswer => ({ kind: 'submitted' }), submitAnswerOf),
  };
}
