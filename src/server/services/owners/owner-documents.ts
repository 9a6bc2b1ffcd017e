/**
 * The documents asked of an additional owner (the role's document type: identification),
 * uploaded from their page: streamed to storage and judged by content as every upload is
 * (judgeStoredUpload), kept as the application's documents and marked as this owner's, so the
 * owner sees and downloads only their own and the lender sees them with the application.
 */
import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { OwnerDocument } from '../../../engine/contract/owners.contract';
import { appError, documentError } from '../../errors';
import { insertOwnerDocument } from '../../repositories/additional-owners.repository';
import { countDocuments, insertDocument } from '../../repositories/documents.repository';
import { DEFAULT_DOCUMENT_LIMITS, MEGABYTE, type UploadPart } from '../documents/documents.service';
import { nameForType, sanitiseFileName } from '../documents/file-name';
import { judgeStoredUpload } from '../documents/judge-stored-upload';
import { UploadInspector } from '../documents/upload-inspector';
import type { OwnerDeps } from './owner-deps';
import { ownerDocuments, ownersApplication } from './owner-part.service';
import type { OwnerContext } from './owner-session';

/** Stores the request's one file part (any other is drained); answers undefined when there is none. */
async function receiveFile(deps: OwnerDeps, applicationId: string, parts: AsyncIterable<UploadPart>) {
  let stored: { key: string; id: string; fileName: string; size: number; inspector: UploadInspector; truncated: boolean } | undefined;
  for await (const part of parts) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      continue;
    }
    const id = randomUUID();
    const key = `applications/${applicationId}/${id}`;
    const inspector = new UploadInspector(DEFAULT_DOCUMENT_LIMITS.maxFileMb * MEGABYTE, DEFAULT_DOCUMENT_LIMITS.maxFileMb);
    pipeline(part.file, inspector, () => undefined);
    const { size } = await deps.storage.put(key, inspector);
    stored = { key, id, fileName: sanitiseFileName(part.filename), size, inspector, truncated: part.file.truncated === true };
  }
  return stored;
}

export async function uploadOwnerDocument(deps: OwnerDeps, { owner }: OwnerContext, parts: AsyncIterable<UploadPart>): Promise<OwnerDocument> {
  const { application, role } = await ownersApplication(deps.db, deps.rules, owner);
  if (deps.rules.isTerminal(application.product, application.status)) throw appError('OWNER_ERR_DETAILS_LOCKED');
  if ((await countDocuments(deps.db, application.id)) >= DEFAULT_DOCUMENT_LIMITS.maxDocuments) throw documentError('DOC_ERR_TOO_MANY');
  const stored = await receiveFile(deps, application.id, parts);
  if (!stored) throw documentError('DOC_ERR_NO_FILE');
  try {
    if (stored.truncated) throw documentError('DOC_ERR_FILE_TOO_LARGE', [DEFAULT_DOCUMENT_LIMITS.maxFileMb]);
    const type = await judgeStoredUpload(deps.storage, stored);
    return await deps.db.transaction().execute(async (trx) => {
      const row = await insertDocument(trx, {
        id: stored.id,
        application_id: application.id,
        uploaded_by: null,
        source: 'applicant',
        enrolment_id: null,
        document_type: role.documentType,
        adr_id: null,
        storage_key: stored.key,
        file_name: nameForType(stored.fileName, type.fileType),
        file_type: type.fileType,
        content_type: type.contentType,
        size_bytes: stored.size,
        sha256: stored.inspector.result().sha256,
        statement_from: null,
        statement_to: null,
      });
      await insertOwnerDocument(trx, owner.id, row.id);
      return { id: row.id, documentType: row.document_type, fileName: row.file_name, size: Number(row.size_bytes), createdAt: row.created_at.toISOString() };
    });
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
}

/** One of the owner's own documents, with its bytes; any other id answers 404. */
export async function openOwnerDocument(
  deps: OwnerDeps,
  { owner }: OwnerContext,
  documentId: string,
): Promise<{ document: Awaited<ReturnType<typeof ownerDocuments>>[number]; content: Readable }> {
  const document = (await ownerDocuments(deps.db, owner)).find((d) => d.id === documentId);
  if (!document) throw appError('APP_ERR_NOT_FOUND');
  return { document, content: await deps.storage.get(document.storage_key) };
}
