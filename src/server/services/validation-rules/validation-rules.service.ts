/**
 * The products' validation-rule records as the server holds them: what the browser loads, what
 * operations read and replace, and what every change to an application is checked against.
 * Nothing is cached in memory, so a replacement counts for the next request on every instance.
 */
import type { Kysely } from 'kysely';
import type { ProductRuleRecords, ProductRuleSet } from '../../../engine/contract/validation-rules.contract';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import type { Database } from '../../db/database';
import { appError } from '../../errors';
import type { ApplicationRules } from '../application-rules';
import { unknownLimitReferences } from '../../../engine/rules/with-product-limits';
import { checkRuleRecords } from './check-rule-records';
import { findRuleRecords, findRuleSet, replaceRuleRecords } from './validation-rules.repository';

export interface ValidationRulesDeps {
  db: Kysely<Database>;
  rules: Pick<ApplicationRules, 'products' | 'limits'>;
}

function knownProduct(deps: ValidationRulesDeps, product: string): string {
  if (!deps.rules.products().includes(product)) {
    throw appError('HTTP_ERR_NOT_FOUND', {}, { message: `No journey for product "${product}".` });
  }
  return product;
}

/** The records the engine applies to the product's applications, in order (also inside a transaction). */
export function currentRuleRecords(db: Kysely<Database>, product: string): Promise<RuleRecord[]> {
  return findRuleRecords(db, product);
}

/** GET /api/validation-rules: a product with a journey but no records answers an empty list. */
export async function getProductRuleRecords(deps: ValidationRulesDeps, product: string): Promise<ProductRuleRecords> {
  return { product: knownProduct(deps, product), records: await findRuleRecords(deps.db, product) };
}

export async function getProductRuleSet(deps: ValidationRulesDeps, product: string): Promise<ProductRuleSet> {
  knownProduct(deps, product);
  const [set, records] = await Promise.all([findRuleSet(deps.db, product), findRuleRecords(deps.db, product)]);
  return {
    product,
    records,
    version: set?.version ?? 0,
    updatedAt: set ? set.updated_at.toISOString() : null,
    updatedBy: set?.updated_by ?? null,
  };
}

/** Replaces the product's records (operations); 400 names every bad record. */
export async function replaceProductRuleRecords(
  deps: ValidationRulesDeps,
  product: string,
  input: { records: unknown; updatedBy: string },
): Promise<ProductRuleSet> {
  knownProduct(deps, product);
  const checked = checkRuleRecords(input.records);
  const problems = checked.ok
    ? unknownLimitReferences(checked.records, deps.rules.limits(product)).map(
        ({ pointer, reference }) => `records${pointer}: "${reference}" names no limit of product "${product}"`,
      )
    : checked.problems;
  if (!checked.ok || problems.length > 0) {
    throw appError('REQUEST_ERR_VALIDATION', {}, { message: `Invalid validation-rule records: ${problems.join('; ')}` });
  }
  const set = await deps.db
    .transaction()
    .execute((trx) => replaceRuleRecords(trx, { product, records: checked.records, updatedBy: input.updatedBy, at: new Date() }));
  return {
    product,
    records: checked.records,
    version: set.version,
    updatedAt: set.updated_at.toISOString(),
    updatedBy: set.updated_by,
  };
}
