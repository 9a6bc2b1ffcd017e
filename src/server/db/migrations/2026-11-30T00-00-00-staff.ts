/**
 * The lender's staff: their accounts (made by `npm run staff`, never by sign-up), their sessions
 * (apart from applicants'), and the audit of what each did. Frozen once it lands. Runs unchanged
 * on PGlite and PostgreSQL.
 *
 * A staff member signs in with a password and a time-based code; `totp_secret` is sealed with the
 * server's sealing key, and `totp_last_step` is the last code's time step, so a code is used once.
 * A staff action with no staff member was made with the machine token (OPS_TOKEN). The console
 * pages through applications newest first, hence the index on their creation, and finds them by
 * words of their answers, hence the trigram index where PostgreSQL offers one.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('ops', 'admin')`))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text', (col) => col.notNull())
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('staff_id', 'uuid', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('staff_actions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('staff_id', 'uuid', (col) => col.references('staff_members.id').onDelete('set null'))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('application_id', 'uuid', (col) => col.references('applications.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_actions_application').on('staff_actions').columns(['application_id', 'id']).execute();
  // The console lists applications newest first, a page at a time (keyset on created_at, id).
  await db.schema.createIndex('applications_created_idx').on('applications').columns(['created_at desc', 'id desc']).execute();
  // Words of the answers (a business name, an ABN) are found by trigrams where PostgreSQL offers
  // them and this role may add the extension (or it exists); elsewhere (PGlite) by a scan.
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
        or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
            and has_database_privilege(current_user, current_database(), 'CREATE')) as usable`.execute(db);
  if (rows[0]?.usable) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index applications_answers_trgm_idx on applications using gin (lower(data::text) gin_trgm_ops)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists applications_answers_trgm_idx`.execute(db);
  await db.schema.dropIndex('applications_created_idx').execute();
  await db.schema.dropTable('staff_actions').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_members').execute();
}
