/**
 * A product's validation-rule records: read by the web app (/api/validation-rules), read and
 * replaced by operations (/api/ops/validation-rules). A record's schema is the public file
 * schemas/rule-record.schema.json, registered with the server as it is; the contract refers to it.
 */
import { staffReason } from './staff-reason';
import type { RuleRecord } from '../rules/rule-record.types';
import { named, nullable, Type, type Static } from './named';

/** schemas/rule-record.schema.json by its `$id`: a list of rule records. */
export const RuleRecordListRef = Type.Unsafe<RuleRecord[]>({ $ref: 'rule-record.schema.json#' });

const product = () => Type.String({ minLength: 1, maxLength: 64 });

export const ValidationRulesQuerySchema = Type.Object({ product: product() }, { $id: 'ValidationRulesQuery' });
export const RuleProductParamsSchema = Type.Object({ product: product() }, { $id: 'RuleProductParams' });

export const ProductRuleRecordsSchema = Type.Object({ product: Type.String(), records: RuleRecordListRef }, { $id: 'ProductRuleRecords' });
/** A product's rule records, in order. */
export type ProductRuleRecords = Static<typeof ProductRuleRecordsSchema>;

export const ProductRuleSetSchema = Type.Object(
  {
    product: Type.String(),
    version: Type.Integer({ description: 'Bumped by every replacement; 0 while nothing was stored.' }),
    updatedAt: Type.Optional(nullable(Type.String({ format: 'date-time' }))),
    updatedBy: Type.Optional(nullable(Type.String())),
    records: RuleRecordListRef,
  },
  { $id: 'ProductRuleSet' },
);
/** A product's rule records with the version operations change them by. */
export type ProductRuleSet = Static<typeof ProductRuleSetSchema>;

export const ReplaceRuleRecordsRequestSchema = Type.Object(
  {
    // Checked by the service against the schema itself, so nothing is silently dropped or coerced here.
    records: Type.Unsafe<unknown[]>({ type: 'array', maxItems: 1000, description: 'RuleRecord[] (schemas/rule-record.schema.json).' }),
    updatedBy: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Who makes the change (kept with the version).' })),
    expectedVersion: Type.Optional(Type.Integer({ minimum: 0, description: 'The version the change was made from; 409 when another change came first.' })),
    reason: Type.Optional(staffReason('Why: kept in the staff audit with who and when.')),
  },
  { $id: 'ReplaceRuleRecordsRequest' },
);
export type ReplaceRuleRecordsRequest = Static<typeof ReplaceRuleRecordsRequestSchema>;

export const CheckRuleRecordsRequestSchema = Type.Object(
  { records: Type.Unsafe<unknown[]>({ type: 'array', maxItems: 1000, description: 'RuleRecord[] to judge, not stored.' }) },
  { $id: 'CheckRuleRecordsRequest' },
);

export const RuleRecordFindingSchema = Type.Object(
  {
    pointer: Type.String({ description: 'JSON Pointer into the records sent, e.g. /2/jsonPath; empty for the list.' }),
    code: Type.String({ description: "The journey check's code, e.g. JOURNEY_ERR_UNKNOWN_RULE_PATH." }),
    message: Type.String(),
    severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  },
  { $id: 'RuleRecordFinding' },
);
export type RuleRecordFinding = Static<typeof RuleRecordFindingSchema>;

export const RuleRecordsCheckSchema = Type.Object(
  { product: Type.String(), findings: Type.Array(named(RuleRecordFindingSchema)) },
  { $id: 'RuleRecordsCheck', description: 'What `journey validate` finds in the records for the product: no error, and a save would pass.' },
);
export type RuleRecordsCheck = Static<typeof RuleRecordsCheckSchema>;
