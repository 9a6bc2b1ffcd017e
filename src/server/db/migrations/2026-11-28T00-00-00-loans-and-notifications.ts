/**
 * Funded loans and the notifications an applicant's portal reads. Frozen once it lands. Runs
 * unchanged on PGlite and PostgreSQL.
 *
 * A loan is what a completed application became: one row per funded application, with the code
 * the borrower quotes, the balance still owed and whether the lender offers to renew it. A
 * notification is a message the server writes to an applicant about one of their applications;
 * the renewal notification (APPLICATION_RENEWAL) carries where the renewal stands.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loans')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().unique().references('applications.id').onDelete('cascade'))
    .addColumn('loan_code', 'text', (col) => col.notNull().unique())
    .addColumn('funded_amount', 'text', (col) => col.notNull())
    .addColumn('outstanding_balance', 'text', (col) => col.notNull())
    .addColumn('renewable', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('funded_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('notifications_application_subject', ['application_id', 'subject'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('loans').execute();
}
