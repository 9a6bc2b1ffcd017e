/**
 * Every mail goes through the job queue: queued in the caller's transaction when there is one
 * (a change that rolls back mails nobody), sent by the `send-mail` job, retried with the queue's
 * back-off while the server refuses for now or cannot be reached. The payload holds the message
 * sealed (links and codes in it are secrets, addresses personal) and, for attachments, only which
 * stored document to attach: the job reads the bytes from document storage when it runs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { enqueueJob } from '../../repositories/jobs.repository';
import type { Sealer } from '../../security/envelope-sealer';

export const SEND_MAIL_JOB = 'send-mail';

export interface QueuedMail {
  message: Omit<MailMessage, 'attachments'>;
  /** The application the mail is about: a refusal is written on its history. */
  applicationId?: string;
  /** Documents of that application to attach, read from storage when the mail is sent. */
  attachments?: { documentId: string }[];
}

/** The `send-mail` job's payload. */
export interface SendMailPayload {
  applicationId: string | null;
  /** The message (without attachments), sealed under `sealContext(applicationId)`. */
  message: string;
  attachments: { documentId: string }[];
}

/** A stored payload as the job reads it back: checked, since the queue's column is plain JSON. */
export function readSendMailPayload(raw: Record<string, unknown>): SendMailPayload {
  const { applicationId, message, attachments } = raw;
  if (typeof message !== 'string') throw new Error('a send-mail job without its sealed message');
  if (applicationId !== undefined && applicationId !== null && typeof applicationId !== 'string') throw new Error('a send-mail job with a bad application id');
  const documents = Array.isArray(attachments) ? attachments : [];
  return {
    applicationId: applicationId ?? null,
    message,
    attachments: documents.filter((a): a is { documentId: string } => typeof (a as { documentId?: unknown })?.documentId === 'string'),
  };
}

export const sealContext = (applicationId: string | null) => `mail:${applicationId ?? 'account'}`;

export interface MailQueue {
  /** Queues the mail; pass the transaction that makes the change the mail tells of. */
  queue(db: Kysely<Database>, mail: QueuedMail): Promise<void>;
}

export function createMailQueue(o: { sealer: Sealer; maxAttempts: number; onQueued?: () => void }): MailQueue {
  return {
    async queue(db, mail) {
      if (mail.attachments?.length && !mail.applicationId) throw new Error('A mail with attachments names the application they belong to');
      const applicationId = mail.applicationId ?? null;
      const payload: SendMailPayload = {
        applicationId,
        message: o.sealer.seal(JSON.stringify(mail.message), sealContext(applicationId)),
        attachments: mail.attachments ?? [],
      };
      await enqueueJob(db, { type: SEND_MAIL_JOB, payload: { ...payload }, maxAttempts: o.maxAttempts });
      o.onQueued?.();
    },
  };
}
