/**
 * Documents a lender asks for properly (spec 01 section 2, 02 sections 3 and 7): a requested
 * document may carry a template, a form the lender attaches for the applicant to download, fill
 * and upload back (its bytes in document storage like any document); and an uploaded document
 * carries the lender's review, accepted or refused with the reason the applicant reads.
 * Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id'))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull().check(sql`file_type in ('pdf', 'png', 'jpg', 'txt', 'csv')`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().check(sql`size_bytes > 0`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('document_templates_application_idx').on('document_templates').column('application_id').execute();
  await db.schema
    .alterTable('documents')
    .addColumn('review_status', 'text', (col) => col.check(sql`review_status in ('accepted', 'refused')`))
    .addColumn('review_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('review_status').dropColumn('review_reason').dropColumn('reviewed_by').dropColumn('reviewed_at').execute();
  await db.schema.dropTable('document_templates').execute();
}
