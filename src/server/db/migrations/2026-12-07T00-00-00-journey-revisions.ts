/**
 * Journeys have revisions: each application records the revision of its product's journey it was
 * last saved under (null for one saved before revisions were kept), and the server keeps every
 * revision it has started with, so a later start-up can tell what a release changes for the
 * applications stored under an earlier one. Frozen once it lands. Runs unchanged on PGlite and
 * PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('journey_revision', 'text').execute();
  await db.schema
    .createTable('journey_revisions')
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('revision', 'text', (col) => col.notNull())
    .addColumn('journey', 'jsonb', (col) => col.notNull())
    .addColumn('first_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('journey_revisions_pkey', ['product', 'revision'])
    .execute();
  await sql`create index applications_journey_revision_idx on applications (product, journey_revision)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index applications_journey_revision_idx`.execute(db);
  await db.schema.dropTable('journey_revisions').execute();
  await db.schema.alterTable('applications').dropColumn('journey_revision').execute();
}
