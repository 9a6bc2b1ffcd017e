import type { Kysely } from 'kysely';
import type { Operation } from 'fast-json-patch';
import type { Database } from '../db/database';
import type { LockOption, ReaderFor } from './row-lock';
import type { ApplicationEventType } from '../db/tables/application-events.table';
import type { ApplicationDocument, ApplicationRow } from '../db/tables/applications.table';

export async function listApplications(
  db: Kysely<Database>,
  userId: string,
  product?: string,
): Promise<Pick<ApplicationRow, 'id' | 'status' | 'product' | 'stage' | 'created_at'>[]> {
  let query = db.selectFrom('applications').select(['id', 'status', 'product', 'stage', 'created_at']).where('user_id', '=', userId);
  if (product) query = query.where('product', '=', product);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The caller's application; another user's answers undefined, exactly like a missing one. */
export async function findApplication<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  id: string,
  userId: string,
  options?: O,
): Promise<ApplicationRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId);
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Any user's application by id: for the lender's own tools (operations), never for an applicant's call. */
export async function findApplicationById<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  id: string,
  options?: O,
): Promise<ApplicationRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('applications').selectAll().where('id', '=', id);
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The product of an application; undefined when there is none with the id. */
export async function findApplicationProduct(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('applications').select('product').where('id', '=', id).executeTakeFirst())?.product;
}

export async function findLatestApplication(db: Kysely<Database>, userId: string, product?: string): Promise<ApplicationRow | undefined> {
  let query = db.selectFrom('applications').selectAll().where('user_id', '=', userId);
  if (product) query = query.where('product', '=', product);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function insertApplication(
  db: Kysely<Database>,
  application: {
    userId: string;
    product: string;
    status: string;
    stage: string;
    data: ApplicationDocument;
    parentApplicationId: string | null;
    salesChannel?: string | null;
    createdAt: Date;
  },
): Promise<ApplicationRow> {
  return db
    .insertInto('applications')
    .values({
      user_id: application.userId,
      product: application.product,
      status: application.status,
      stage: application.stage,
      data: JSON.stringify(application.data),
      version: 1,
      parent_application_id: application.parentApplicationId,
      sales_channel: application.salesChannel ?? null,
      created_at: application.createdAt,
      updated_at: application.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The renewals of a funded application, latest first. */
export function listRenewalsOf(db: Kysely<Database>, parentId: string): Promise<ApplicationRow[]> {
  return db.selectFrom('applications').selectAll().where('parent_application_id', '=', parentId).orderBy('created_at', 'desc').execute();
}

/**
 * Stores a change only if the row is still at `expectedVersion`; answers undefined otherwise, so
 * of two writers holding the same version exactly one wins.
 */
export async function updateApplicationAtVersion(
  db: Kysely<Database>,
  change: { id: string; expectedVersion: number; data: ApplicationDocument; stage: string; status?: string; at: Date; submitted?: boolean },
): Promise<ApplicationRow | undefined> {
  return db
    .updateTable('applications')
    .set({
      data: JSON.stringify(change.data),
      stage: change.stage,
      ...(change.status !== undefined ? { status: change.status } : {}),
      version: change.expectedVersion + 1,
      updated_at: change.at,
      ...(change.submitted ? { submitted_at: change.at } : {}),
    })
    .where('id', '=', change.id)
    .where('version', '=', change.expectedVersion)
    .returningAll()
    .executeTakeFirst();
}

export async function insertApplicationEvent(
  db: Kysely<Database>,
  event: {
    applicationId: string;
    userId: string | null;
    type: ApplicationEventType;
    stageFrom: string | null;
    stageTo: string | null;
    version: number;
    patch: Operation[];
    at: Date;
    /** What caused the change, when the patch does not say (the decision behind a status move). */
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('application_events')
    .values({
      application_id: event.applicationId,
      user_id: event.userId,
      type: event.type,
      stage_from: event.stageFrom,
      stage_to: event.stageTo,
      version: event.version,
      patch: JSON.stringify(event.patch),
      ...(event.details ? { details: JSON.stringify(event.details) } : {}),
      created_at: event.at,
    })
    .execute();
}

export async function countApplicationEvents(db: Kysely<Database>, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('application_events')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
