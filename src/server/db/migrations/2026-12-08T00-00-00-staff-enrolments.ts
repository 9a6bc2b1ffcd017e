/**
 * A staff member added through the API enrols themselves: the hash of a single-use enrolment
 * token and when it expires, on their row until they have set their password and second factor.
 * Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('enrolment_token_sha256', 'text').addColumn('enrolment_expires_at', 'timestamptz').execute();
  await db.schema.createIndex('staff_members_enrolment_token').unique().on('staff_members').column('enrolment_token_sha256').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_members_enrolment_token').execute();
  await db.schema.alterTable('staff_members').dropColumn('enrolment_token_sha256').dropColumn('enrolment_expires_at').execute();
}
