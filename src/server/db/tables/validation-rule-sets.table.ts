import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedTimestamp } from './column-types';

/** One row per product whose validation-rule records the server holds. */
export interface ValidationRuleSetsTable {
  product: string;
  /** Hash of journeys/rules/<product>.rules.json when it was last seeded; a new hash means a new release. */
  source_hash: string;
  /** Bumped by every replacement of the product's records (release or operations). */
  version: number;
  updated_at: GeneratedTimestamp;
  /** `release <file>` for a seed, otherwise what the operations call named. */
  updated_by: string;
}

export type ValidationRuleSetRow = Selectable<ValidationRuleSetsTable>;
export type NewValidationRuleSetRow = Insertable<ValidationRuleSetsTable>;
export type ValidationRuleSetRowUpdate = Updateable<ValidationRuleSetsTable>;
