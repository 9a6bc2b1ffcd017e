/**
 * Address autocomplete. The business register's per-applicant limit table becomes one lookup
 * limit table keyed by applicant and lookup kind ('businessRegister', 'address'), its counts
 * carried over; and `address_sessions` holds each owner's autocomplete session token (the hosted
 * service bills suggestions and the chosen address's details as one session), in the database so
 * every instance continues the same session. Frozen once it lands. Runs unchanged on PGlite and
 * PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lookup_limit_windows')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lookup', 'text', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('lookups', 'integer', (col) => col.notNull().check(sql`lookups > 0`))
    .addPrimaryKeyConstraint('lookup_limit_windows_pkey', ['user_id', 'lookup'])
    .execute();
  await sql`insert into lookup_limit_windows (user_id, lookup, window_started_at, lookups)
            select user_id, 'businessRegister', window_started_at, searches from register_search_windows`.execute(db);
  await db.schema.dropTable('register_search_windows').execute();

  await db.schema
    .createTable('address_sessions')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('address_sessions_pkey', ['user_id', 'owner_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address_sessions').execute();
  await db.schema
    .createTable('register_search_windows')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('searches', 'integer', (col) => col.notNull().check(sql`searches > 0`))
    .execute();
  await sql`insert into register_search_windows (user_id, window_started_at, searches)
            select user_id, window_started_at, lookups from lookup_limit_windows where lookup = 'businessRegister'`.execute(db);
  await db.schema.dropTable('lookup_limit_windows').execute();
}
