import type { Insertable, Selectable } from 'kysely';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import type { BigIntId, GeneratedTimestamp, Jsonb } from './column-types';

/** A product's validation-rule records, in order; always replaced as a whole. */
export interface ValidationRuleRecordsTable {
  id: BigIntId;
  product: string;
  /** 0-based order within the product; the engine judges records in this order. */
  position: number;
  /** One record as schemas/rule-record.schema.json describes it. */
  record: Jsonb<RuleRecord>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type ValidationRuleRecordRow = Selectable<ValidationRuleRecordsTable>;
export type NewValidationRuleRecordRow = Insertable<ValidationRuleRecordsTable>;
