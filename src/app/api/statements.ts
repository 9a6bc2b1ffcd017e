/**
 * Documents and bank-connection calls of an application (spec 02 section 7: /apps/{id}/docs and
 * /apps/{id}/ebs), as the statement collection screen uses them. Uploads go through
 * XMLHttpRequest, whose upload events give the progress in percent, and can be cancelled.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BankList, Enrolment, EnrolRequest, EnrolTaskAnswer } from '../../engine/contract/bank-data.contract';
import type { DocumentList, DocumentUploadAnswer, StatementsState } from '../../engine/contract/documents.contract';
import type { StatementServices, UploadOptions } from '../../screens/statement-collect/statement-services';
import type { ApplicationRecord } from './application.types';
import { applicationKeys, getApplication, patchAtLatest } from './applications';
import { ApiError, request } from './http';
import { session } from '../session/session-store';

export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (session.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${session.accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(100);
        resolve(body as T);
      } else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const cache = new WeakMap<QueryClient, Map<string, StatementServices>>();

/** The services of one application; the same object for the same application, so screens keep their state. */
export function createStatementServices(applicationId: string, queryClient: QueryClient): StatementServices {
  let byApplication = cache.get(queryClient);
  if (!byApplication) cache.set(queryClient, (byApplication = new Map()));
  let services = byApplication.get(applicationId);
  if (!services) byApplication.set(applicationId, (services = statementServices(applicationId, queryClient)));
  return services;
}

function statementServices(applicationId: string, queryClient: QueryClient): StatementServices {
  const base = `/api/apps/${encodeURIComponent(applicationId)}`;
  const store = (record: ApplicationRecord) => queryClient.setQueryData(applicationKeys.one(record.id), record);
  const latest = async () => {
    const record = await getApplication(applicationId);
    store(record);
    return record;
  };

  return {
    listDocuments: () => request<DocumentList>('GET', `${base}/docs`),
    uploadDocument(file, fields, options) {
      const form = new FormData();
      // Fields first: the server reads them before the file streams in.
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file, file.name);
      return uploadWithProgress<DocumentUploadAnswer>(`${base}/docs`, form, options);
    },
    deleteDocument: (documentId) => request<StatementsState>('DELETE', `${base}/docs/${encodeURIComponent(documentId)}`),
    acceptManualUpload: () => request<StatementsState>('POST', `${base}/docs/manual-upload-consent`),
    listBanks: async () => (await request<BankList>('GET', `${base}/ebs/banks`)).items,
    getEnrolment: () => request<Enrolment>('GET', `${base}/ebs/enroll`),
    connect: (input) => request<Enrolment>('POST', `${base}/ebs/enroll`, { body: { ...input, consent: true } satisfies EnrolRequest }),
    answerTask: (answer) => request<Enrolment>('POST', `${base}/ebs/enroll/task`, { body: { answer } satisfies EnrolTaskAnswer }),
    removeEnrolment: () => request<StatementsState>('DELETE', `${base}/ebs/enroll/delete`),
    async moveToStage(stage) {
      // The server changed the application while the page was open (statements arrived): the
      // latest version is what the move is made against.
      const current = await latest();
      if (current.stage === stage) return;
      store(await patchAtLatest(current, (at) => ({ stage, patch: [], version: at.version })));
    },
    documentHref: (documentId) => `/document/${encodeURIComponent(documentId)}?application=${encodeURIComponent(applicationId)}`,
  };
}
