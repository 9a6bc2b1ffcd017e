import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DocumentTemplateRow, NewDocumentTemplateRow } from '../db/tables/document-templates.table';

export async function insertTemplate(db: Kysely<Database>, template: NewDocumentTemplateRow): Promise<DocumentTemplateRow> {
  return db.insertInto('document_templates').values(template).returningAll().executeTakeFirstOrThrow();
}

/** The application's templates among `ids` (none when `ids` is empty). */
export async function findTemplates(db: Kysely<Database>, applicationId: string, ids: readonly string[]): Promise<DocumentTemplateRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('document_templates').selectAll().where('application_id', '=', applicationId).where('id', 'in', ids).execute();
}

export async function findTemplate(db: Kysely<Database>, applicationId: string, id: string): Promise<DocumentTemplateRow | undefined> {
  return (await findTemplates(db, applicationId, [id]))[0];
}

/** Removes the application's templates; answers their storage keys (retention). */
export async function deleteTemplates(db: Kysely<Database>, applicationId: string): Promise<string[]> {
  const rows = await db.deleteFrom('document_templates').where('application_id', '=', applicationId).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}

/** The storage keys of the templates among `ids` that exist. */
export async function findTemplateStorageKeys(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('document_templates').select('storage_key').where('id', 'in', ids).execute();
  return rows.map((row) => row.storage_key);
}
