/** The `send-mail` job: opens the queued message, attaches the stored documents it names, and delivers it. */
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MailAttachment, MailMessage, MailProvider } from '../../providers/mail/mail-provider';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import { findDocument } from '../../repositories/documents.repository';
import type { Sealer } from '../../security/envelope-sealer';
import type { JobHandler } from '../jobs/job-worker';
import { deliverMail, jobMailKey } from './deliver-mail';
import { readSendMailPayload, sealContext } from './mail-queue';

export interface SendMailDeps {
  db: Kysely<Database>;
  mail: MailProvider;
  storage: DocumentStorage;
  sealer: Sealer;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export function createSendMailHandler(deps: SendMailDeps): JobHandler {
  return async function sendMail(raw, context) {
    const payload = readSendMailPayload(raw);
    const applicationId = payload.applicationId;
    const message = JSON.parse(await deps.sealer.open(payload.message, sealContext(applicationId))) as MailMessage;
    const attachments: MailAttachment[] = [];
    for (const { documentId } of payload.attachments) {
      const document = applicationId ? await findDocument(deps.db, applicationId, documentId) : undefined;
      // A document removed since (retention) is not sent, and the mail says what it says without it.
      if (!document) {
        deps.warn?.('a mail attachment is no longer stored', { jobId: context.jobId, applicationId, documentId });
        continue;
      }
      attachments.push({
        filename: document.file_name,
        contentType: document.content_type,
        content: await buffer(await deps.storage.get(document.storage_key)),
      });
    }
    await deliverMail(deps, { ...message, ...(attachments.length ? { attachments } : {}), deliveryKey: jobMailKey(context) }, { applicationId, context });
  };
}
