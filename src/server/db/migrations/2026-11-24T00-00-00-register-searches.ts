/**
 * The business register search's limit per applicant: one row per user holding the current
 * window's start and its count, updated in one statement, so every instance counts the same
 * searches. Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('register_search_windows')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('searches', 'integer', (col) => col.notNull().check(sql`searches > 0`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('register_search_windows').execute();
}
