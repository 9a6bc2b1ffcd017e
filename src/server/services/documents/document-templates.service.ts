/**
 * Templates: forms staff attach to a document they ask for, for the applicant to download, fill
 * and upload back. Staff store one (judged by content like any upload), then name it in the
 * conditional decision's request; the applicant downloads only a template the application's
 * current request names, and only of their own application (another's answers 404).
 */
import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DocumentTemplateView } from '../../../engine/contract/document-requests.contract';
import type { Database } from '../../db/database';
import type { DocumentTemplateRow } from '../../db/tables/document-templates.table';
import { appError, documentError } from '../../errors';
import { findApplication, findApplicationById } from '../../repositories/applications.repository';
import { findTemplate, insertTemplate } from '../../repositories/document-templates.repository';
import { isUuid } from '../uuid';
import { currentRequests, toTemplateView } from './document-requests';
import { MEGABYTE, type DocumentServiceDeps, type UploadPart } from './documents.service';
import { nameForType, sanitiseFileName } from './file-name';
import { judgeStoredUpload, type StoredUpload } from './judge-stored-upload';
import { UploadInspector } from './upload-inspector';

type TemplateDeps = Pick<DocumentServiceDeps, 'db' | 'storage' | 'limits' | 'rules'>;

/** Stores the request's file as a template of the application; `actor` is the staff member as the audit names them. */
export async function attachTemplate(
  deps: TemplateDeps,
  actor: string,
  applicationId: string,
  parts: AsyncIterable<UploadPart>,
): Promise<DocumentTemplateView> {
  const application = isUuid(applicationId) ? await findApplicationById(deps.db, applicationId) : undefined;
  if (!application) throw appError('APP_ERR_NOT_FOUND');
  if (deps.rules.isTerminal(application.product, application.status)) throw documentError('DOC_ERR_LOCKED');
  let stored: (StoredUpload & { id: string }) | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const id = randomUUID();
      const key = `applications/${application.id}/templates/${id}`;
      const inspector = new UploadInspector(deps.limits.maxFileMb * MEGABYTE, deps.limits.maxFileMb);
      pipeline(part.file, inspector, () => undefined);
      const { size } = await deps.storage.put(key, inspector);
      stored = { key, id, fileName: sanitiseFileName(part.filename, 'form'), size, inspector };
      if (part.file.truncated === true) throw documentError('DOC_ERR_FILE_TOO_LARGE', [deps.limits.maxFileMb]);
    }
    if (!stored) throw documentError('DOC_ERR_NO_FILE');
    // The applicant must be able to open the form: a password-protected or unreadable PDF is no use to them.
    const type = await judgeStoredUpload(deps.storage, stored);
    const row = await insertTemplate(deps.db, {
      id: stored.id,
      application_id: application.id,
      storage_key: stored.key,
      file_name: nameForType(stored.fileName, type.fileType),
      file_type: type.fileType,
      content_type: type.contentType,
      size_bytes: stored.size,
      sha256: stored.inspector.result().sha256,
      uploaded_by: actor,
    });
    return toTemplateView(row);
  } catch (error) {
    if (stored) await deps.storage.remove(stored.key);
    throw error;
  }
}

export interface OpenedTemplate {
  template: DocumentTemplateRow;
  content: Readable;
}

/** For staff: any template of the application. */
export async function openTemplate(deps: Pick<TemplateDeps, 'db' | 'storage'>, applicationId: string, templateId: string): Promise<OpenedTemplate> {
  const template = isUuid(applicationId) && isUuid(templateId) ? await findTemplate(deps.db, applicationId, templateId) : undefined;
  if (!template) throw documentError('DOC_ERR_NOT_FOUND');
  return { template, content: await deps.storage.get(template.storage_key) };
}

/** For the applicant: a template of their own application that its current request names. */
export async function openApplicantTemplate(
  deps: Pick<TemplateDeps, 'db' | 'storage'>,
  userId: string,
  applicationId: string,
  templateId: string,
): Promise<OpenedTemplate> {
  const application = isUuid(applicationId) ? await findApplication(deps.db, applicationId, userId) : undefined;
  if (!application) throw appError('APP_ERR_NOT_FOUND');
  const named = (await currentRequests(deps.db, application.id)).some((request) => request.templateId === templateId);
  if (!named) throw documentError('DOC_ERR_NOT_FOUND');
  return openTemplate(deps, application.id, templateId);
}

/** Every template a decision's requests name must be one of the application's. */
export async function checkTemplatesOf(db: Kysely<Database>, applicationId: string, templateIds: readonly string[]): Promise<void> {
  for (const id of templateIds) {
    if (!(await findTemplate(db, applicationId, id))) {
      throw appError('REQUEST_ERR_VALIDATION', { field: 'documents' }, { message: `No template ${id} was attached to this application.` });
    }
  }
}
