/**
 * The reminder two days before an offer lapses is sent once: `decisions.expiry_reminded_at`
 * marks the decision whose applicant was reminded. Frozen once it lands. Runs unchanged on PGlite
 * and PostgreSQL.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decisions').addColumn('expiry_reminded_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decisions').dropColumn('expiry_reminded_at').execute();
}
