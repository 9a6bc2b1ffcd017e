/**
 * Documents (metadata; the bytes live in document storage), bank-data enrolments and the
 * background jobs table. Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 *
 * `jobs` is claimed with `FOR UPDATE SKIP LOCKED`, so any number of server instances can run
 * workers over the same queue without taking the same job twice.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_data_enrolments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().unique().references('applications.id'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('bank_id', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('task_required', 'retrieving', 'received', 'failed')`))
    .addColumn('provider_reference', 'text')
    .addColumn('task', 'jsonb')
    .addColumn('error_code', 'text')
    .addColumn('retry_after', 'timestamptz')
    .addColumn('accounts', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('covered_from', 'date')
    .addColumn('covered_to', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id'))
    .addColumn('uploaded_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('applicant', 'bank-data')`))
    .addColumn('enrolment_id', 'uuid', (col) => col.references('bank_data_enrolments.id').onDelete('cascade'))
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('adr_id', 'text')
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull().check(sql`file_type in ('pdf', 'png', 'jpg', 'txt', 'csv')`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().check(sql`size_bytes > 0`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('statement_from', 'text')
    .addColumn('statement_to', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('documents_application_idx').on('documents').columns(['application_id', 'created_at']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['status', 'run_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('bank_data_enrolments').execute();
}
