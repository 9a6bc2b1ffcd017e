/**
 * The products' validation-rule records as the server holds them: what the browser loads, what
 * operations read and replace, and what every change to an application is checked against.
 * Nothing is cached in memory, so a replacement counts for the next request on every instance.
 */
import type { Kysely } from 'kysely';
import type { ProductRuleRecords, ProductRuleSet, RuleRecordFinding, RuleRecordsCheck } from '../../../engine/contract/validation-rules.contract';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import type { Database } from '../../db/database';
import { appError } from '../../errors';
import type { ApplicationRules } from '../application-rules';
import type { Diagnostic } from '../../journeys/diagnostics';
import { ruleRecordShapeFindings } from '../../journeys/validate/judge-rule-records';
import { findRuleRecords, findRuleSet, replaceRuleRecords } from '../../repositories/validation-rules.repository';

export interface ValidationRulesDeps {
  db: Kysely<Database>;
  rules: Pick<ApplicationRules, 'products' | 'judgeRuleRecords'>;
}

const toFinding = ({ pointer, code, message, severity }: Diagnostic): RuleRecordFinding => ({ pointer, code, message, severity: severity ?? 'error' });

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
  // One snapshot: a save between two reads would pair the old records with the new version, and an
  // edit made from them would pass the version check and undo that save.
  const [set, records] = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => [await findRuleSet(trx, product), await findRuleRecords(trx, product)] as const);
  return {
    product,
    records,
    version: set?.version ?? 0,
    updatedAt: set ? set.updated_at.toISOString() : null,
    updatedBy: set?.updated_by ?? null,
  };
}

/**
 * The journey check on records sent for the product, as `journey validate` runs it on a rules
 * file: their shape and parameters first, then against the product's journey.
 */
export function judgeProductRuleRecords(deps: ValidationRulesDeps, product: string, records: unknown): RuleRecordsCheck {
  knownProduct(deps, product);
  const shape = ruleRecordShapeFindings(records, 'records');
  const findings = shape.length > 0 ? shape : deps.rules.judgeRuleRecords(product, records as RuleRecord[]);
  return { product, findings: findings.map(toFinding) };
}

/**
 * Replaces the product's records (operations) when the journey check finds no error in them; 400
 * names every error. `expectedVersion`, when given, must be the stored version: a change made from
 * an older one would silently undo another's (409).
 */
export async function replaceProductRuleRecords(
  deps: ValidationRulesDeps,
  product: string,
  input: { records: unknown; updatedBy: string; expectedVersion?: number },
): Promise<ProductRuleSet> {
  const errors = judgeProductRuleRecords(deps, product, input.records).findings.filter((f) => f.severity === 'error');
  if (errors.length > 0) {
    const named = errors.map((f) => (f.pointer ? `records${f.pointer}: ${f.message}` : f.message));
    throw appError('REQUEST_ERR_VALIDATION', {}, { message: `Invalid validation-rule records: ${named.join('; ')}` });
  }
  const records = input.records as RuleRecord[];
  const set = await deps.db.transaction().execute(async (trx) => {
    const stored = await replaceRuleRecords(trx, { product, records, updatedBy: input.updatedBy, at: new Date() });
    if (input.expectedVersion !== undefined && stored.version !== input.expectedVersion + 1) {
      throw appError(
        'RULES_ERR_VERSION_CONFLICT',
        {},
        { message: `The rule records changed since version ${input.expectedVersion}: they are at version ${stored.version - 1}.` },
      );
    }
    return stored;
  });
  return {
    product,
    records,
    version: set.version,
    updatedAt: set.updated_at.toISOString(),
    updatedBy: set.updated_by,
  };
}
