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
import { findNotification } from '../../repositories/notifications.repository';
import { findUserContact } from '../../repositories/users.repository';
import type { ApplicationRules } from '../application-rules';
import type { JobHandler } from '../jobs/job-worker';
import { deliverMail, jobMailKey } from '../mail/deliver-mail';
import { withHtml } from '../mail/mail-html';
import { notifyApplicant } from './notify-applicant';

export const STATUS_NOTICE_SUBJECT = 'APPLICATION_STATUS';
/** The job the handler below runs, queued by every notice (notify-applicant.ts). */
export { MAIL_NOTICE_JOB } from './notify-applicant';

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
  await notifyApplicant(trx, moved, { subject: STATUS_NOTICE_SUBJECT, ...notice, about: { key: 'status', value: moved.status } }, at);
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
