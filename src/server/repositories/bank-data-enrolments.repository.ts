import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LockOption, ReaderFor } from './row-lock';
import type { BankDataEnrolmentRow, BankDataEnrolmentUpdate, NewBankDataEnrolmentRow } from '../db/tables/bank-data-enrolments.table';

/** An application has at most one enrolment. */
export async function findEnrolment<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  applicationId: string,
  options?: O,
): Promise<BankDataEnrolmentRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('bank_data_enrolments').selectAll().where('application_id', '=', applicationId);
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findEnrolmentById<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  id: string,
  options?: O,
): Promise<BankDataEnrolmentRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('bank_data_enrolments').selectAll().where('id', '=', id);
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertEnrolment(db: Kysely<Database>, enrolment: NewBankDataEnrolmentRow): Promise<BankDataEnrolmentRow> {
  return db.insertInto('bank_data_enrolments').values(enrolment).returningAll().executeTakeFirstOrThrow();
}

export async function updateEnrolment(db: Kysely<Database>, id: string, change: BankDataEnrolmentUpdate): Promise<BankDataEnrolmentRow | undefined> {
  return db
    .updateTable('bank_data_enrolments')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEnrolment(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('bank_data_enrolments').where('id', '=', id).execute();
}

/** Removes the application's enrolment (retention). */
export async function deleteApplicationEnrolment(db: Kysely<Database>, applicationId: string): Promise<void> {
  await db.deleteFrom('bank_data_enrolments').where('application_id', '=', applicationId).execute();
}
