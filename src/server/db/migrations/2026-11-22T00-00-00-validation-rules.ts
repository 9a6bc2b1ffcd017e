/**
 * Validation-rule records per product (the lender changes rules without a release). Frozen once
 * it lands. Runs unchanged on PGlite and PostgreSQL.
 *
 * `validation_rule_sets` holds one row per product: the hash of the rules file last seeded from
 * the release, a version bumped by every replacement, and who made it. `validation_rule_records`
 * holds the records in order; a product's records are always replaced together.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('validation_rule_sets')
    .addColumn('product', 'text', (col) => col.primaryKey())
    .addColumn('source_hash', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('validation_rule_records')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('product', 'text', (col) => col.notNull().references('validation_rule_sets.product').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`"position" >= 0`))
    .addColumn('record', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('validation_rule_records_product_position_key', ['product', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('validation_rule_records').execute();
  await db.schema.dropTable('validation_rule_sets').execute();
}
