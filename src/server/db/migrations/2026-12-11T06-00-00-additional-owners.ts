/**
 * The additional owner's role (spec 01 section 6): each co-owner who signs is invited, signs in
 * with a single-use link of their own (kept only as its hash) to a session scoped to that
 * application and that owner, confirms their details and consents, and uploads the documents
 * asked of them. Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('additional_owners')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('owner_index', 'integer', (col) => col.notNull().check(sql`owner_index >= 0`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('link_sha256', 'text', (col) => col.unique())
    .addColumn('link_expires_at', 'timestamptz')
    .addColumn('invited_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('details_confirmed_at', 'timestamptz')
    .addColumn('consents', 'jsonb')
    .addUniqueConstraint('additional_owners_application_owner_key', ['application_id', 'owner_index'])
    .execute();
  await db.schema.createIndex('additional_owners_email_idx').on('additional_owners').column('email').execute();
  await db.schema
    .createTable('owner_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('additional_owners.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('owner_documents')
    .addColumn('document_id', 'uuid', (col) => col.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('additional_owners.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('owner_documents_owner_idx').on('owner_documents').column('owner_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_documents').execute();
  await db.schema.dropTable('owner_sessions').execute();
  await db.schema.dropTable('additional_owners').execute();
}
