/**
 * Initial schema. Frozen once it lands: later changes go in a new, later migration.
 * Runs unchanged on PGlite and PostgreSQL (gen_random_uuid() is core since PostgreSQL 13).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('password_generated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('password_reset_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_failures')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_failures_subject_idx').on('auth_failures').columns(['scope', 'subject', 'created_at']).execute();
  await db.schema.createIndex('auth_failures_address_idx').on('auth_failures').columns(['scope', 'address', 'created_at']).execute();

  await db.schema
    .createTable('mailbox_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('password_reset', 'set_password')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mailbox_codes_lookup_idx').on('mailbox_codes').columns(['purpose', 'code_hash']).execute();
  await db.schema.createIndex('mailbox_codes_user_idx').on('mailbox_codes').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('parent_application_id', 'uuid', (col) => col.references('applications.id'))
    .addColumn('sales_channel', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('applications_user_created_idx').on('applications').columns(['user_id', 'created_at desc']).execute();

  await db.schema
    .createTable('application_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('stage_from', 'text')
    .addColumn('stage_to', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('patch', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('application_events_application_idx').on('application_events').columns(['application_id', 'id']).execute();

  // The audit trail is append-only: the database itself refuses updates and deletes.
  await sql`
    create function application_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'application_events is append-only';
    end
    $$
  `.execute(db);
  await sql`
    create trigger application_events_append_only
    before update or delete on application_events
    for each row execute function application_events_append_only()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_events').execute();
  await sql`drop function if exists application_events_append_only()`.execute(db);
  await db.schema.dropTable('applications').execute();
  await db.schema.dropTable('mailbox_codes').execute();
  await db.schema.dropTable('auth_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
