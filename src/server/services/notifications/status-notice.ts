/**
 * Telling the applicant their application moved (spec 02 section 3, Notification; issue: the
 * events an applicant must hear about). The lifecycle says what each status tells (`notify`):
 * the move writes it as the application's status notification (the latest one is what the
 * customer portal shows on sign-in) and queues its e-mail, both in the move's transaction, so a
 * move that rolls back tells nobody and a mail that fails is retried by the job queue.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { enqueueJob } from '../../repositories/jobs.repository';
import { findNotification, writeNotification } from '../../repositories/notifications.repository';
import { findUserContact } from '../../repositories/users.repository';
import type { ApplicationRules } from '../application-rules';
import type { JobHandler } from '../jobs/job-worker';
import { deliverMail, jobMailKey } from '../mail/deliver-mail';
import { mailsApplicantAutomatically } from '../mail/automatic-mail';
import { withHtml } from '../mail/mail-html';

export const STATUS_NOTICE_SUBJECT = 'APPLICATION_STATUS';
/** Mails a notification: `{applicationId, subject, key, value}`, sent only while its additionalInfo[key] is still value. */
export const MAIL_NOTICE_JOB = 'mail-notice';

/** In the move's transaction: the notification, and the job that mails it. */
export async function noticeStatusMove(
  trx: Kysely<Database>,
  rules: Pick<ApplicationRules, 'statusNotice'>,
  moved: ApplicationRow,
  at: Date,
  /** Told instead of the status's own notice (a re-opening's). */
  instead?: { title: string; text: string },
): Promise<void> {
  const notice = instead ?? rules.statusNotice(moved.product, moved.status);
  if (!notice) return;
  await writeNotification(trx, {
    userId: moved.user_id,
    applicationId: moved.id,
    subject: STATUS_NOTICE_SUBJECT,
    message: { text: notice.text, additionalInfo: { status: moved.status, title: notice.title } },
    at,
  });
  await queueNoticeMail(trx, moved, { subject: STATUS_NOTICE_SUBJECT, key: 'status', value: moved.status });
}

/**
 * Queues the e-mail of a notification just written, in the same transaction, unless the
 * application asks for no automatic mail (the notification stays for the portal to show).
 */
export async function queueNoticeMail(
  trx: Kysely<Database>,
  application: Pick<ApplicationRow, 'id' | 'data'>,
  notice: { subject: string; key: string; value: string },
): Promise<void> {
  if (!mailsApplicantAutomatically(application.data)) return;
  await enqueueJob(trx, { type: MAIL_NOTICE_JOB, payload: { applicationId: application.id, ...notice }, maxAttempts: 5 });
}

export interface MailNoticeDeps {
  db: Kysely<Database>;
  mail: MailProvider;
  lenderName: string;
  publicUrl: string;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** Mails the notification if it still says what the job was queued for (a later notice of the subject replaces it, and mails itself). */
export function createMailNoticeHandler(deps: MailNoticeDeps): JobHandler {
  return async function mailNotice(payload, context) {
    const applicationId = String(payload.applicationId ?? '');
    const notice = await findNotification(deps.db, applicationId, String(payload.subject ?? ''));
    if (!notice || notice.message.additionalInfo[String(payload.key)] !== payload.value) return;
    const user = await findUserContact(deps.db, notice.user_id);
    if (!user) return;
    const message = withHtml({
      to: user.email,
      subject: `${deps.lenderName}: ${notice.message.additionalInfo.title ?? 'your application'}`,
      text: [`Hello ${user.first_name},`, '', notice.message.text, '', `Sign in to see your application: ${deps.publicUrl}/login`].join('\n'),
    });
    // Its job's key: a run again after a crash between handing it over and recording the end is the same mail.
    await deliverMail(deps, { ...message, deliveryKey: jobMailKey(context) }, { applicationId, context });
  };
}
