/**
 * Every change to an application's document is written the same way: the row moves to the next
 * version only if no one else moved it first, and an application_events row records the change
 * in the same transaction.
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationEventType } from '../../db/tables/application-events.table';
import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { insertApplicationEvent, updateApplicationAtVersion } from '../../repositories/applications.repository';

export interface RecordedChange {
  data: ApplicationDocument;
  /** The stage after the change; the current one when it does not move. */
  stage?: string;
  /** Who made it; null for the system. */
  userId: string | null;
  type: ApplicationEventType;
  /** The change as recorded; by default the difference between the documents. */
  patch?: Operation[];
  at: Date;
  /** A new status: only `moveApplication` sets it, after the lifecycle allowed the move. */
  status?: string;
  /** The change is the application's submission: submitted_at is set. */
  submitted?: boolean;
  /** What caused the change, kept with the event (e.g. the decision's id). */
  details?: Record<string, unknown>;
  /**
   * `current` was read, locked, in this transaction: its personal answers left as they were keep
   * their sealed values instead of being sealed again. Not for a row read before the transaction.
   */
  readLocked?: boolean;
}

export async function recordApplicationChange(trx: Transaction<Database>, current: ApplicationRow, change: RecordedChange): Promise<ApplicationRow> {
  const updated = await updateApplicationAtVersion(trx, {
    id: current.id,
    expectedVersion: current.version,
    data: change.data,
    stage: change.stage ?? current.stage,
    status: change.status,
    at: change.at,
    submitted: change.submitted,
    asRead: change.readLocked ? current.data : undefined,
  });
  if (!updated) throw appError('APP_ERR_VERSION_CONFLICT', { currentVersion: current.version + 1 });
  await insertApplicationEvent(trx, {
    applicationId: current.id,
    userId: change.userId,
    type: change.type,
    stageFrom: current.stage,
    stageTo: updated.stage,
    version: updated.version,
    patch: change.patch ?? jsonPatch.compare(current.data, change.data),
    details: change.details,
    at: change.at,
  });
  return updated;
}
