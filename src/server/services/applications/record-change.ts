/**
 * Every change to an application's document is written the same way: the row moves to the next
 * version only if no one else moved it first, and an application_events row records the change
 * in the same transaction.
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationEventType } from '../../db/tables/application-events.table';
import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { insertApplicationEvent, updateApplicationAtVersion } from '../../repositories/applications.repository';

export interface ApplicationChange {
  data: ApplicationDocument;
  /** The stage after the change; the current one when it does not move. */
  stage?: string;
  /** Who made it; null for the system. */
  userId: string | null;
  type: ApplicationEventType;
  /** The change as recorded; by default the difference between the documents. */
  patch?: Operation[];
  at: Date;
}

export async function recordApplicationChange(trx: Kysely<Database>, current: ApplicationRow, change: ApplicationChange): Promise<ApplicationRow> {
  const updated = await updateApplicationAtVersion(trx, {
    id: current.id,
    expectedVersion: current.version,
    data: change.data,
    stage: change.stage ?? current.stage,
    at: change.at,
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
    at: change.at,
  });
  return updated;
}
