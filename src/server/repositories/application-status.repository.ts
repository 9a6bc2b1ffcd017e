import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ApplicationDocument, ApplicationRow } from '../db/tables/applications.table';

/** Moves an application to a new status (and stage) if it is still at `expectedVersion`. */
export async function updateStatusAtVersion(
  db: Kysely<Database>,
  change: { id: string; expectedVersion: number; data: ApplicationDocument; status: string; stage: string; at: Date; submitted?: boolean },
): Promise<ApplicationRow | undefined> {
  return db
    .updateTable('applications')
    .set({
      data: JSON.stringify(change.data),
      status: change.status,
      stage: change.stage,
      version: change.expectedVersion + 1,
      updated_at: change.at,
      ...(change.submitted ? { submitted_at: change.at } : {}),
    })
    .where('id', '=', change.id)
    .where('version', '=', change.expectedVersion)
    .returningAll()
    .executeTakeFirst();
}
