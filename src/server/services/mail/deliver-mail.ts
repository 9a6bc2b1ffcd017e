/**
 * One attempt at a mail inside a job. A refusal for now (4xx) or a server out of reach is thrown,
 * so the queue tries again later; a permanent refusal (5xx), or a failure on the last attempt, is
 * written on the application's history (staff see it in the console) and the job ends: retrying
 * would not deliver it, and the mail is not silently dropped.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { isPermanentMailRefusal, type MailMessage, type MailProvider } from '../../providers/mail/mail-provider';
import { findApplicationPlace, insertApplicationEvent } from '../../repositories/applications.repository';
import type { JobContext } from '../jobs/job-worker';

/**
 * The delivery key of the mail a job sends: the same on every run of the job (a run again after a
 * crash between handing the mail over and recording the job's end is the same mail), different
 * for every job, also across a database created anew or restored (the time it was queued is in it).
 */
export function jobMailKey(context: JobContext): string {
  return context.queuedAt ? `job-${context.jobId}-${context.queuedAt.getTime().toString(36)}` : `job-${context.jobId}`;
}

/** History event: the mail server refused the mail for good. */
export const MAIL_REFUSED_EVENT = 'mail_refused';
/** History event: the mail could not be delivered in all its attempts. */
export const MAIL_UNDELIVERED_EVENT = 'mail_undelivered';

export interface DeliverMailDeps {
  db: Kysely<Database>;
  mail: MailProvider;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export async function deliverMail(deps: DeliverMailDeps, message: MailMessage, o: { applicationId: string | null; context: JobContext }): Promise<void> {
  try {
    await deps.mail.send(message);
  } catch (error) {
    const permanent = isPermanentMailRefusal(error);
    if (!permanent && !o.context.lastAttempt) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    deps.warn?.(permanent ? 'the mail server refused a mail' : 'a mail could not be delivered in all its attempts', {
      jobId: o.context.jobId,
      attempt: o.context.attempt,
      applicationId: o.applicationId,
      reason,
    });
    if (o.applicationId) {
      await recordMailFailure(deps.db, o.applicationId, {
        type: permanent ? MAIL_REFUSED_EVENT : MAIL_UNDELIVERED_EVENT,
        to: message.to,
        subject: message.subject,
        reason,
        attempts: o.context.attempt,
      });
    }
  }
}

/** Writes the failure on the application's history, at its current version and stage (nothing of the application changed). */
async function recordMailFailure(
  db: Kysely<Database>,
  applicationId: string,
  failure: { type: string; to: string; subject: string; reason: string; attempts: number },
): Promise<void> {
  const application = await findApplicationPlace(db, applicationId);
  if (!application) return;
  await insertApplicationEvent(db, {
    applicationId,
    userId: null,
    type: failure.type,
    stageFrom: application.stage,
    stageTo: application.stage,
    version: application.version,
    patch: [],
    at: new Date(),
    details: { to: failure.to, subject: failure.subject, reason: failure.reason.slice(0, 500), attempts: failure.attempts },
  });
}

/** What the console shows as the reason of a mail failure on the history. */
export function mailFailureReason(type: string, details: Record<string, unknown> | null): string | null {
  if ((type !== MAIL_REFUSED_EVENT && type !== MAIL_UNDELIVERED_EVENT) || !details) return null;
  return `"${String(details.subject)}" to ${String(details.to)}: ${String(details.reason)}`;
}
