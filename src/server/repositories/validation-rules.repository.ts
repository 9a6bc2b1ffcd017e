/**
 * The validation-rule records of each product, in order, and the row that versions them. A
 * product's records are only ever replaced together, in one transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { Database } from '../db/database';
import type { ValidationRuleSetRow } from '../db/tables/validation-rule-sets.table';

/** The product's records in position order; none when the product has no rule set yet. */
export async function findRuleRecords(db: Kysely<Database>, product: string): Promise<RuleRecord[]> {
  const rows = await db.selectFrom('validation_rule_records').select('record').where('product', '=', product).orderBy('position').execute();
  return rows.map((row) => row.record);
}

/** How many records the product holds. */
export async function countRuleRecords(db: Kysely<Database>, product: string): Promise<number> {
  const { count } = await db
    .selectFrom('validation_rule_records')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('product', '=', product)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findRuleSet(db: Kysely<Database>, product: string, options: { forUpdate?: boolean } = {}): Promise<ValidationRuleSetRow | undefined> {
  let query = db.selectFrom('validation_rule_sets').selectAll().where('product', '=', product);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Replaces the product's records and bumps the set's version (1 for a new set). `sourceHash`
 * is written only when given (a release); an operations change keeps the hash of the file last
 * seeded, so the next start with the same file keeps the change. The upsert locks the set row,
 * so two replacements of one product run one after the other.
 */
export async function replaceRuleRecords(
  trx: Transaction<Database>,
  change: { product: string; records: readonly RuleRecord[]; updatedBy: string; sourceHash?: string; at: Date },
): Promise<ValidationRuleSetRow> {
  const set = await trx
    .insertInto('validation_rule_sets')
    .values({
      product: change.product,
      source_hash: change.sourceHash ?? '',
      version: 1,
      updated_at: change.at,
      updated_by: change.updatedBy,
    })
    .onConflict((oc) =>
      oc.column('product').doUpdateSet((eb) => ({
        version: eb('validation_rule_sets.version', '+', 1),
        updated_at: change.at,
        updated_by: change.updatedBy,
        ...(change.sourceHash === undefined ? {} : { source_hash: change.sourceHash }),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

  await trx.deleteFrom('validation_rule_records').where('product', '=', change.product).execute();
  if (change.records.length > 0) {
    await trx
      .insertInto('validation_rule_records')
      .values(
        change.records.map((record, position) => ({
          product: change.product,
          position,
          record: JSON.stringify(record),
          created_at: change.at,
          updated_at: change.at,
        })),
      )
      .execute();
  }
  return set;
}
