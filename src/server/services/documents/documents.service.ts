/**
 * The documents of an application: upload (streamed to storage, judged by content), list,
 * download and delete, and the manual statement path's consent. Only the application's owner
 * reaches them; another user's application answers 404 like a missing one.
 */
import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DocumentList, DocumentUploadAnswer, StatementsState, StatementSummary } from '../../../engine/contract/documents.contract';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { DocumentRow } from '../../db/tables/documents.table';
import { appError } from '../../errors';
import { faultPoint } from '../../fault-injection/fault-point';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import { findApplication } from '../../repositories/applications.repository';
import {
  countDocuments,
  deleteDocument as deleteDocumentRow,
  findApplicantDocument,
  insertDocument,
  listApplicantDocuments,
} from '../../repositories/documents.repository';
import { isUuid } from '../uuid';
import { requestedDocumentTypes } from '../decisions/requested-documents';
import { judgeStoredUpload, type StoredUpload } from './judge-stored-upload';
import { documentError } from '../../errors';
import { toDocumentView } from './document-view';
import { nameForType, sanitiseFileName } from './file-name';
import { BANK_STATEMENT, MANUAL_UPLOAD_CONSENT, refreshStatementSummary, summariseStatements } from './statement-summary';
import { UploadInspector } from './upload-inspector';
import { checkDocumentsOpen, checkMayUpload, FIELD_NAMES, hasConsent, readFields, type DocumentLifecycle } from './upload-rules';
import type { ApplicationRules } from '../application-rules';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';

export { UPLOADABLE_TYPES, type UploadFields } from './upload-rules';

export const MEGABYTE = 1024 * 1024;

export interface DocumentLimits {
  /** Largest file accepted, in MB (spec 02 section 9: 25). */
  maxFileMb: number;
  /** Most documents one application may hold. */
  maxDocuments: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxFileMb: 25, maxDocuments: 60 };

export interface DocumentServiceDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  limits: DocumentLimits;
  rules: DocumentLifecycle & Pick<ApplicationRules, 'statusOfOutcome'>;
  now?: () => Date;
  /** Where failures that the user need not hear about are reported (an orphaned file). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** One part of a multipart request, as @fastify/multipart hands it over. */
export type UploadPart =
  { type: 'field'; fieldname: string; value: unknown } | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

const clock = (deps: DocumentServiceDeps) => (deps.now ? deps.now() : new Date());

async function ownedApplication(db: Kysely<Database>, userId: string, applicationId: string): Promise<ApplicationRow> {
  const row = isUuid(applicationId) ? await findApplication(db, applicationId, userId) : undefined;
  if (!row) throw appError('APP_ERR_NOT_FOUND');
  return row;
}

export function statementsState(application: ApplicationRow): StatementsState {
  const { extension } = readApplicationDocument(application.data);
  return {
    statements: (extension.statements as StatementSummary | undefined) ?? null,
    isStatementsManuallyUploaded: extension.isStatementsManuallyUploaded === true,
    applicationVersion: application.version,
  };
}

interface ReceivedUpload extends StoredUpload {
  id: string;
  sha256: string;
  truncated: boolean;
}

/**
 * Streams the request's file into storage while reading its fields. The file never sits whole in
 * memory: the inspector keeps the first bytes only, and the size limit stops the stream as soon
 * as it is passed (the partial object is removed by the store).
 */
async function receiveUpload(
  deps: DocumentServiceDeps,
  application: ApplicationRow,
  parts: AsyncIterable<UploadPart>,
  values: Map<string, string>,
): Promise<ReceivedUpload | undefined> {
  let stored: ReceivedUpload | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (FIELD_NAMES.has(part.fieldname) && !values.has(part.fieldname) && typeof part.value === 'string') {
          values.set(part.fieldname, part.value);
        }
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume(); // not ours: drain it
        continue;
      }
      try {
        checkMayUpload(deps.rules, application, { documentType: values.get('documentType') });
      } catch (error) {
        part.file.resume(); // refuse without storing a byte, but let the request finish
        throw error;
      }
      const id = randomUUID();
      const key = `applications/${application.id}/${id}`;
      const inspector = new UploadInspector(deps.limits.maxFileMb * MEGABYTE, deps.limits.maxFileMb);
      // pipeline, not pipe: the file stream may have failed already (a body cut short, a stalled
      // upload), and only pipeline hands that earlier error on, so storage stops and cleans up.
      pipeline(part.file, inspector, () => undefined);
      const { size } = await deps.storage.put(key, inspector);
      const inspected = inspector.result();
      stored = {
        key,
        id,
        fileName: sanitiseFileName(part.filename),
        size,
        sha256: inspected.sha256,
        truncated: part.file.truncated === true,
        inspector,
      };
      if (stored.truncated) throw documentError('DOC_ERR_FILE_TOO_LARGE', [deps.limits.maxFileMb]);
    }
  } catch (error) {
    if (stored) await deps.storage.remove(stored.key);
    throw error;
  }
  return stored;
}

export async function uploadDocument(
  deps: DocumentServiceDeps,
  userId: string,
  applicationId: string,
  parts: AsyncIterable<UploadPart>,
): Promise<DocumentUploadAnswer> {
  const application = await ownedApplication(deps.db, userId, applicationId);
  checkMayUpload(deps.rules, application, {});
  if ((await countDocuments(deps.db, application.id)) >= deps.limits.maxDocuments) throw documentError('DOC_ERR_TOO_MANY');

  const values = new Map<string, string>();
  const stored = await receiveUpload(deps, application, parts, values);
  if (!stored) throw documentError('DOC_ERR_NO_FILE');
  // The store has the bytes, the database no row yet: a crash here leaves bytes nobody lists.
  await faultPoint('upload:stored');

  try {
    const now = clock(deps);
    const fields = readFields(values, now, await requestedDocumentTypes(deps.db, deps.rules, application));
    const type = await judgeStoredUpload(deps.storage, stored);

    return await deps.db.transaction().execute(async (trx) => {
      const locked = await findApplication(trx, application.id, userId, { forUpdate: true });
      if (!locked) throw appError('APP_ERR_NOT_FOUND');
      checkMayUpload(deps.rules, locked, fields, await requestedDocumentTypes(trx, deps.rules, locked));
      if ((await countDocuments(trx, locked.id)) >= deps.limits.maxDocuments) throw documentError('DOC_ERR_TOO_MANY');
      const row = await insertDocument(trx, {
        id: stored.id,
        application_id: locked.id,
        uploaded_by: userId,
        source: 'applicant',
        enrolment_id: null,
        document_type: fields.documentType,
        adr_id: fields.adrId,
        storage_key: stored.key,
        file_name: nameForType(stored.fileName, type.fileType),
        file_type: type.fileType,
        content_type: type.contentType,
        size_bytes: stored.size,
        sha256: stored.sha256,
        statement_from: fields.statementFrom,
        statement_to: fields.statementTo,
      });
      const after =
        fields.documentType === BANK_STATEMENT
          ? await refreshStatementSummary(trx, { applicationId: locked.id, ownerId: userId, actorId: userId, now })
          : locked;
      return { document: toDocumentView(row), ...statementsState(after) };
    });
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
}

export async function listApplicationDocuments(deps: DocumentServiceDeps, userId: string, applicationId: string): Promise<DocumentList> {
  const application = await ownedApplication(deps.db, userId, applicationId);
  const rows = await listApplicantDocuments(deps.db, application.id);
  return { items: rows.map(toDocumentView), ...statementsState(application) };
}

async function ownedDocument(deps: DocumentServiceDeps, userId: string, applicationId: string, documentId: string) {
  const application = await ownedApplication(deps.db, userId, applicationId);
  const row = isUuid(documentId) ? await findApplicantDocument(deps.db, application.id, documentId) : undefined;
  if (!row) throw documentError('DOC_ERR_NOT_FOUND');
  return { application, row };
}

export async function deleteApplicationDocument(
  deps: DocumentServiceDeps,
  userId: string,
  applicationId: string,
  documentId: string,
): Promise<StatementsState> {
  const { application, row } = await ownedDocument(deps, userId, applicationId, documentId);
  if (row.source !== 'applicant') throw documentError('DOC_ERR_RETRIEVED');
  if (row.review_status === 'accepted') throw documentError('DOC_ERR_ACCEPTED');
  checkDocumentsOpen(deps.rules, application, row.document_type);
  const now = clock(deps);
  const state = await deps.db.transaction().execute(async (trx) => {
    const locked = await findApplication(trx, application.id, userId, { forUpdate: true });
    if (!locked) throw appError('APP_ERR_NOT_FOUND');
    checkDocumentsOpen(deps.rules, locked, row.document_type);
    const still = await findApplicantDocument(trx, locked.id, row.id, { forUpdate: true });
    if (!still) throw documentError('DOC_ERR_NOT_FOUND');
    await deleteDocumentRow(trx, row.id);
    const after =
      row.document_type === BANK_STATEMENT ? await refreshStatementSummary(trx, { applicationId: locked.id, ownerId: userId, actorId: userId, now }) : locked;
    return statementsState(after);
  });
  // The metadata is gone, so nobody reaches the bytes; a failed removal leaves an orphan to sweep.
  await deps.storage.remove(row.storage_key).catch((error: unknown) => {
    deps.warn?.('document bytes not removed', { key: row.storage_key, err: error });
  });
  return state;
}

export async function openDocumentContent(
  deps: DocumentServiceDeps,
  userId: string,
  applicationId: string,
  documentId: string,
): Promise<{ document: DocumentRow; content: Readable }> {
  const { row } = await ownedDocument(deps, userId, applicationId, documentId);
  return { document: row, content: await deps.storage.get(row.storage_key) };
}

/**
 * The manual tab's consent (LIMITED_LINE_OF_CREDIT): uploading statements instead of connecting
 * caps the line of credit at $50,000. Sets `_extension.isStatementsManuallyUploaded`.
 */
export async function acceptManualUpload(deps: DocumentServiceDeps, userId: string, applicationId: string): Promise<StatementsState> {
  const application = await ownedApplication(deps.db, userId, applicationId);
  checkDocumentsOpen(deps.rules, application, BANK_STATEMENT);
  const now = clock(deps);
  return deps.db.transaction().execute(async (trx) => {
    const consents = hasConsent(application, MANUAL_UPLOAD_CONSENT) ? [] : [MANUAL_UPLOAD_CONSENT];
    const after = await refreshStatementSummary(trx, { applicationId: application.id, ownerId: userId, actorId: userId, now, consents });
    return statementsState(after);
  });
}

/** The summary as the documents stand now (tests and the bank-data service use it). */
export { summariseStatements };
