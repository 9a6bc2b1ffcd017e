import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LockOption, ReaderFor } from './row-lock';
import type { DocumentRow, NewDocumentRow } from '../db/tables/documents.table';

export async function insertDocument(db: Kysely<Database>, document: NewDocumentRow): Promise<DocumentRow> {
  return db.insertInto('documents').values(document).returningAll().executeTakeFirstOrThrow();
}

/** An application's documents, oldest first. */
export async function listDocuments(db: Kysely<Database>, applicationId: string): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export async function findDocument<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  applicationId: string,
  documentId: string,
  options?: O,
): Promise<DocumentRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('documents').selectAll().where('id', '=', documentId).where('application_id', '=', applicationId);
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The application's documents that are the applicant's to see: every one but those an additional
 * owner uploaded (their identification is theirs and the lender's, never the applicant's).
 */
export async function listApplicantDocuments(db: Kysely<Database>, applicationId: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', 'not in', (eb) => eb.selectFrom('owner_documents').select('document_id'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** One of the application's documents that is the applicant's to see (see listApplicantDocuments). */
export async function findApplicantDocument<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  applicationId: string,
  documentId: string,
  options?: O,
): Promise<DocumentRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('application_id', '=', applicationId)
    .where('id', 'not in', (eb) => eb.selectFrom('owner_documents').select('document_id'));
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function countDocuments(db: Kysely<Database>, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteDocument(db: Kysely<Database>, documentId: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', documentId).execute();
}

/** The documents a bank-data enrolment retrieved, deleted with it; answers their storage keys. */
export async function deleteEnrolmentDocuments(db: Kysely<Database>, enrolmentId: string): Promise<string[]> {
  const rows = await db.deleteFrom('documents').where('enrolment_id', '=', enrolmentId).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}

/** Removes the application's documents (retention); answers their storage keys. */
export async function deleteApplicationDocuments(db: Kysely<Database>, applicationId: string): Promise<string[]> {
  const rows = await db.deleteFrom('documents').where('application_id', '=', applicationId).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}

/** Staff's verdict on an upload a request asked for. */
export async function recordDocumentReview(
  db: Kysely<Database>,
  documentId: string,
  review: { verdict: DocumentRow['review_status']; reason: string | null; reviewedBy: string; at: Date },
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ review_status: review.verdict, review_reason: review.reason, reviewed_by: review.reviewedBy, reviewed_at: review.at })
    .where('id', '=', documentId)
    .execute();
}

/** The storage keys of the documents among `ids` that exist. */
export async function findDocumentStorageKeys(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('documents').select('storage_key').where('id', 'in', ids).execute();
  return rows.map((row) => row.storage_key);
}
