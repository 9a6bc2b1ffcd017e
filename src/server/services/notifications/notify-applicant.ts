/**
 * Telling the applicant something about their application: the notification the portal shows
 * (one per subject, a newer one replacing it) and the job that mails it, both in the caller's
 * transaction, so a change that rolls back tells nobody and a mail that fails is retried by the
 * job queue. A status move, a refused document and an offer about to end all tell this way.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { enqueueJob } from '../../repositories/jobs.repository';
import { writeNotification } from '../../repositories/notifications.repository';
import { mailsApplicantAutomatically } from '../mail/automatic-mail';

/** Mails a notification: `{applicationId, subject, key, value}`, sent only while its additionalInfo[key] is still value. */
export const MAIL_NOTICE_JOB = 'mail-notice';

export interface ApplicantNotice {
  subject: string;
  title: string;
  text: string;
  /** What the notice is about (`status`: the status moved to): its mail goes only while the notice still says it. */
  about: { key: string; value: string };
}

export async function notifyApplicant(
  trx: Kysely<Database>,
  application: Pick<ApplicationRow, 'id' | 'user_id' | 'data'>,
  notice: ApplicantNotice,
  at: Date,
): Promise<void> {
  const { subject, title, text, about } = notice;
  await writeNotification(trx, {
    userId: application.user_id,
    applicationId: application.id,
    subject,
    message: { text, additionalInfo: { [about.key]: about.value, title } },
    at,
  });
  // An application that asks for no automatic mail keeps the notification for the portal to show.
  if (!mailsApplicantAutomatically(application.data)) return;
  await enqueueJob(trx, { type: MAIL_NOTICE_JOB, payload: { applicationId: application.id, subject, key: about.key, value: about.value }, maxAttempts: 5 });
}
