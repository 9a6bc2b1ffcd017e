/**
 * The bank's 15-minute pause (codes 20001, 20004, 60006) belongs to the bank and the login that
 * caused it, not to the application: `bank_data_lockouts` holds one row per application, bank and
 * login (a hash of the username; usernames are not stored), and an enrolment keeps the same hash
 * so a pause reported while retrieving locks its login too. Frozen once it lands. Runs unchanged
 * on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_data_lockouts')
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('bank_id', 'text', (col) => col.notNull())
    .addColumn('login_key', 'text', (col) => col.notNull())
    .addColumn('retry_after', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bank_data_lockouts_pkey', ['application_id', 'bank_id', 'login_key'])
    .execute();
  await db.schema.alterTable('bank_data_enrolments').addColumn('login_key', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_data_enrolments').dropColumn('login_key').execute();
  await db.schema.dropTable('bank_data_lockouts').execute();
}
