/**
 * Retention: an application that ended without a loan (expired, declined, withdrawn, its offer
 * lapsed) keeps its personal data for `retention.days` after it ended, then loses it here. What
 * goes: the answers, the patches of its history, its documents and statements (rows and bytes),
 * its bank-data connection, its funding account, the signers' names, addresses and devices, its
 * notifications, and whom a refused mail was for. What stays, because the lender must be able to show what it decided and
 * when: the application row (product, status, stage, dates), its decisions, the kinds and times
 * of its history, and the staff audit. A funded application is a loan and is kept whole.
 *
 * Bytes this instance cannot remove are named in a warning, never passed over: a removal that
 * failed, and a file this instance's store does not hold at all. The second is what a portal of
 * several instances on local disks (no shared disk, no S3_BUCKET) meets: the file was uploaded to
 * another instance's disk and stays there until someone removes it by the key logged.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { deleteAdditionalOwners } from '../../repositories/additional-owners.repository';
import { claimEndedApplications } from '../../repositories/application-sweeps.repository';
import { deidentifyApplicationEvents, deidentifyApplicationRow } from '../../repositories/applications.repository';
import { deleteApplicationEnrolment } from '../../repositories/bank-data-enrolments.repository';
import { deleteLockouts } from '../../repositories/bank-data-lockouts.repository';
import { deleteFundingAccount, deleteSigningRounds } from '../../repositories/checkout.repository';
import { deleteApplicationDocuments } from '../../repositories/documents.repository';
import { deleteTemplates } from '../../repositories/document-templates.repository';
import { deleteNotifications } from '../../repositories/notifications.repository';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import type { ApplicationRules } from '../application-rules';
import { MAIL_REFUSED_EVENT, MAIL_UNDELIVERED_EVENT } from '../mail/deliver-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDeps {
  db: Kysely<Database>;
  rules: Pick<ApplicationRules, 'products' | 'terminalStatuses'>;
  storage: Pick<DocumentStorage, 'remove' | 'size'>;
  retentionDays: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * De-identifies up to `limit` applications that ended more than `retentionDays` ago; answers how
 * many. Rows another instance holds are skipped (SKIP LOCKED); a later pass finds them if still due.
 */
export async function deidentifyEndedApplications(deps: RetentionDeps, now: Date, limit = 50): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  let done = 0;
  for (const product of deps.rules.products()) {
    const ended = deps.rules.terminalStatuses(product);
    if (ended.length === 0) continue;
    const removedFiles = await deps.db.transaction().execute(async (trx) => {
      const due = await claimEndedApplications(trx, { product, endedStatuses: ended, endedBefore: cutoff, limit });
      const files: RetainedFile[] = [];
      for (const id of due) files.push(...(await deidentify(trx, id, now)).map((key) => ({ applicationId: id, key })));
      done += due.length;
      return files;
    });
    // The rows are gone and committed: the bytes follow, and any left behind are named.
    for (const file of removedFiles) await removeBytes(deps, file);
  }
  return done;
}

interface RetainedFile {
  applicationId: string;
  key: string;
}

async function removeBytes(deps: RetentionDeps, file: RetainedFile): Promise<void> {
  // Removing a missing object succeeds silently, so whether this store holds it is asked first.
  const unreadable = await deps.storage.size(file.key).then(
    () => undefined,
    (error: unknown) => error ?? new Error('no answer'),
  );
  if (unreadable !== undefined) {
    deps.warn?.('retained document bytes not found on this instance: another instance or store may still hold them, to be removed by hand', {
      ...file,
      err: unreadable,
    });
    return;
  }
  await deps.storage.remove(file.key).catch((error: unknown) => deps.warn?.('retained document bytes not removed', { ...file, err: error }));
}

/** Removes one application's personal data inside the caller's transaction; answers the storage keys of its documents. */
async function deidentify(trx: Kysely<Database>, applicationId: string, now: Date): Promise<string[]> {
  // The additional owners' addresses, sign-ins and their documents' marks go with them.
  await deleteAdditionalOwners(trx, applicationId);
  // Rounds name their agreement documents, so they go before the documents.
  await deleteSigningRounds(trx, applicationId);
  const documents = await deleteApplicationDocuments(trx, applicationId);
  // A template may be a form the lender filled in part for this applicant.
  const templates = await deleteTemplates(trx, applicationId);
  await deleteApplicationEnrolment(trx, applicationId);
  await deleteLockouts(trx, applicationId);
  await deleteFundingAccount(trx, applicationId);
  await deleteNotifications(trx, applicationId);
  // A mail the server refused names its recipient and the server's answer: the kind and time stay.
  await deidentifyApplicationEvents(trx, applicationId, [MAIL_REFUSED_EVENT, MAIL_UNDELIVERED_EVENT]);
  await deidentifyApplicationRow(trx, applicationId, now);
  return [...documents, ...templates];
}
