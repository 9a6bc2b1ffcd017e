/**
 * A new application row and its first event, in the caller's transaction: every way an
 * application comes to exist (the create call, a renewal, the demo seed) leaves the same trail.
 */
import type { Operation } from 'fast-json-patch';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationEventType } from '../../db/tables/application-events.table';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { insertApplication, insertApplicationEvent } from '../../repositories/applications.repository';

type NewApplication = Parameters<typeof insertApplication>[1];

export async function insertCreatedApplication(
  db: Kysely<Database>,
  application: NewApplication,
  event: { patch: Operation[]; details?: Record<string, unknown>; type?: ApplicationEventType; byUser?: boolean },
): Promise<ApplicationRow> {
  const inserted = await insertApplication(db, application);
  await insertApplicationEvent(db, {
    applicationId: inserted.id,
    userId: event.byUser === false ? null : application.userId,
    type: event.type ?? 'created',
    stageFrom: null,
    stageTo: inserted.stage,
    version: inserted.version,
    patch: event.patch,
    details: event.details,
    at: application.createdAt,
  });
  return inserted;
}
