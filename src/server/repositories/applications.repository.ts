import { sql, type Kysely, type Transaction } from 'kysely';
import type { Operation } from 'fast-json-patch';
import type { Database } from '../db/database';
import type { LockOption, ReaderFor } from './row-lock';
import type { ApplicationEventRow, ApplicationEventType } from '../db/tables/application-events.table';
import type { ApplicationDocument, ApplicationRow } from '../db/tables/applications.table';
import { keepingSealsAsRead } from '../db/personal-answers-plugin';
import { jsonValue } from '../db/json-value';

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

/** Whether an application with the id exists. */
export async function applicationExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Where an application stands (its version and stage), for a history event that changes nothing of it. */
export function findApplicationPlace(db: Kysely<Database>, id: string): Promise<Pick<ApplicationRow, 'version' | 'stage'> | undefined> {
  return db.selectFrom('applications').select(['version', 'stage']).where('id', '=', id).executeTakeFirst();
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

/** The id of the user's first application. */
export async function findFirstApplicationId(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('applications').select('id').where('user_id', '=', userId).orderBy('created_at').executeTakeFirst())?.id;
}

/** Every application of the user, oldest first, whole (the user's own data export). */
export function listUserApplications(db: Kysely<Database>, userId: string): Promise<ApplicationRow[]> {
  return db.selectFrom('applications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
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
      data: jsonValue(application.data),
      version: 1,
      parent_application_id: application.parentApplicationId,
      sales_channel: application.salesChannel ?? null,
      created_at: application.createdAt,
      updated_at: application.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many of the product's applications each place (revision saved under, status, stage) holds, of those not saved under `revision`. */
export async function countApplicationsNotAtRevision(
  trx: Transaction<Database>,
  product: string,
  revision: string,
): Promise<{ revision: string | null; status: string; stage: string; count: number }[]> {
  const rows = await trx
    .selectFrom('applications')
    .select(['journey_revision', 'status', 'stage', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('product', '=', product)
    .where(notSavedUnder(revision))
    .groupBy(['journey_revision', 'status', 'stage'])
    .execute();
  return rows.map((r) => ({ revision: r.journey_revision, status: r.status, stage: r.stage, count: Number(r.count) }));
}

/** The product's applications not saved under `revision`, in `stages` when given, in id order, locked (a journey release's migration). */
export function lockApplicationsNotAtRevision(
  trx: Transaction<Database>,
  query: { product: string; revision: string; stages?: readonly string[] },
): Promise<ApplicationRow[]> {
  let select = trx.selectFrom('applications').selectAll().where('product', '=', query.product).where(notSavedUnder(query.revision));
  if (query.stages) select = select.where('stage', 'in', query.stages);
  return select.orderBy('id').forUpdate().execute();
}

const notSavedUnder = (revision: string) => sql<boolean>`journey_revision is distinct from ${revision}`;

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
  change: {
    id: string;
    expectedVersion: number;
    data: ApplicationDocument;
    stage: string;
    status?: string;
    at: Date;
    submitted?: boolean;
    /**
     * The document as the caller read it, locked, in this transaction: a personal answer it
     * holds unchanged keeps its sealed value (personal-answers-plugin.ts) rather than being
     * sealed again. Never a document read in another request.
     */
    asRead?: ApplicationDocument;
  },
): Promise<ApplicationRow | undefined> {
  const { asRead } = change;
  const update = () => updateAtVersion(db, change);
  return asRead ? keepingSealsAsRead({ id: change.id, data: asRead }, update) : update();
}

function updateAtVersion(
  db: Kysely<Database>,
  change: { id: string; expectedVersion: number; data: ApplicationDocument; stage: string; status?: string; at: Date; submitted?: boolean },
): Promise<ApplicationRow | undefined> {
  return db
    .updateTable('applications')
    .set({
      data: jsonValue(change.data),
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

/**
 * Writes the document as it is, without a new version or a history event: for what is no change
 * of the applicant's answers (the demo seed's server extension, a key rotation's re-wrapped values).
 */
export async function overwriteApplicationDocument(db: Kysely<Database>, id: string, data: ApplicationDocument): Promise<void> {
  await db
    .updateTable('applications')
    .set({ data: jsonValue(data) })
    .where('id', '=', id)
    .execute();
}

/** Empties the application's answers and marks it de-identified (retention). */
export async function deidentifyApplicationRow(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('applications').set({ data: '{}', deidentified_at: at }).where('id', '=', id).execute();
}

/** Up to `limit` applications' documents after the id `after`, in id order, locked (a key rotation's batch). */
export function lockApplicationDocuments(trx: Transaction<Database>, after: string | undefined, limit: number): Promise<Pick<ApplicationRow, 'id' | 'data'>[]> {
  let query = trx.selectFrom('applications').select(['id', 'data']);
  if (after) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).forUpdate().execute();
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
      patch: jsonValue(event.patch),
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

/** The application's history, oldest first. */
export function listApplicationEvents(db: Kysely<Database>, applicationId: string): Promise<ApplicationEventRow[]> {
  return db.selectFrom('application_events').selectAll().where('application_id', '=', applicationId).orderBy('id').execute();
}

/** The patches of the application's history, to re-wrap their sealed answers. */
export function listEventPatches(db: Kysely<Database>, applicationId: string): Promise<Pick<ApplicationEventRow, 'id' | 'patch'>[]> {
  return db.selectFrom('application_events').select(['id', 'patch']).where('application_id', '=', applicationId).execute();
}

/**
 * History is append-only; the database lets a transaction rewrite a patch only after saying so
 * (a key rotation), and the permission ends with the transaction.
 */
export async function allowEventRewrap(trx: Transaction<Database>): Promise<void> {
  await sql`set local portal.rewrap = 'on'`.execute(trx);
}

/** A patch with its sealed values re-wrapped; allowed only after `allowEventRewrap` in the same transaction. */
export async function rewriteEventPatch(trx: Transaction<Database>, eventId: ApplicationEventRow['id'], patch: unknown): Promise<void> {
  await trx
    .updateTable('application_events')
    .set({ patch: JSON.stringify(patch) })
    .where('id', '=', eventId)
    .execute();
}

/**
 * Retention: the history keeps its kinds and times, not the answers its patches carried, nor the
 * details (a recipient, a server's answer) of the events of `detailTypes`.
 */
export async function deidentifyApplicationEvents(db: Kysely<Database>, applicationId: string, detailTypes: readonly string[]): Promise<void> {
  await db
    .updateTable('application_events')
    .set({ patch: sql<string>`'[]'::jsonb` })
    .where('application_id', '=', applicationId)
    .execute();
  await db.updateTable('application_events').set({ details: null }).where('application_id', '=', applicationId).where('type', 'in', detailTypes).execute();
}
