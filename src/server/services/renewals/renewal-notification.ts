/**
 * The renewal notification of a funded application (spec 02 section 4, auth callback): subject
 * APPLICATION_RENEWAL, `renewalAppStatus` NOT_SUBMIT while the borrower may still confirm and
 * submit a renewal, IN_PROGRESS once a sales channel started one for them, SUBMITTED once one is
 * submitted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findNotification, writeNotification } from '../../repositories/notifications.repository';

import { RENEWAL_NOTIFICATION_SUBJECT as RENEWAL_SUBJECT, type RenewalAppStatus } from '../../../engine/contract/renewals.contract';

const TEXT: Record<RenewalAppStatus, string> = {
  NOT_SUBMIT: 'Your loan can be renewed. Confirm your details to apply for a renewal.',
  IN_PROGRESS: 'Your banker has started your renewal with you. Add the last details to send it to us.',
  SUBMITTED: 'Your renewal application is with us.',
};

export async function notifyRenewal(db: Kysely<Database>, o: { userId: string; parentId: string; status: RenewalAppStatus; at: Date }): Promise<void> {
  await writeNotification(db, {
    userId: o.userId,
    applicationId: o.parentId,
    subject: RENEWAL_SUBJECT,
    message: { text: TEXT[o.status], additionalInfo: { renewalAppStatus: o.status } },
    at: o.at,
  });
}

export async function renewalAppStatus(db: Kysely<Database>, parentId: string): Promise<RenewalAppStatus | undefined> {
  const row = await findNotification(db, parentId, RENEWAL_SUBJECT);
  return row?.message.additionalInfo.renewalAppStatus as RenewalAppStatus | undefined;
}
