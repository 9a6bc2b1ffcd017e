/**
 * A signing link is bound to the browser that first opened it: the hash of a random secret kept
 * in that browser's cookie, reset with every new link. Frozen once it lands. Runs unchanged on
 * PGlite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('signatures').addColumn('device_sha256', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('signatures').dropColumn('device_sha256').execute();
}
