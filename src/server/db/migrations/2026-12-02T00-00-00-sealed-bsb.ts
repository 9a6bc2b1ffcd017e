/**
 * The funding account's BSB is sealed at rest like its number (envelope encryption): the column
 * holds a sealed value, or six digits in a row stored before (rotate-keys seals those). Frozen once
 * it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table funding_accounts drop constraint funding_accounts_bsb_check`.execute(db);
  await sql`alter table funding_accounts add constraint funding_accounts_bsb_check check (bsb ~ '^[0-9]{6}$' or bsb like 'e1.%')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table funding_accounts drop constraint funding_accounts_bsb_check`.execute(db);
  await sql`alter table funding_accounts add constraint funding_accounts_bsb_check check (bsb ~ '^[0-9]{6}$')`.execute(db);
}
