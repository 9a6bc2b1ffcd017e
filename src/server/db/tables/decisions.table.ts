import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DecisionOutcome, RequiredDocument } from '../../../engine/decision/decision.types';
import type { PricedOffer } from '../../../engine/offers/offer.types';
import type { GeneratedTimestamp, NullableTimestamp } from './column-types';

/** Who decided: the journey's decision policy, or the lender's operations staff. */
export type DecidedBy = 'policy' | 'operations';

/**
 * What the lender decided on an application. Appended, never rewritten; the latest row is the
 * application's current decision.
 */
export interface DecisionsTable {
  id: Generated<string>;
  application_id: string;
  outcome: DecisionOutcome;
  /** Whole dollars; null for a decline. */
  approved_max_amount: number | null;
  /** A pricing tier of the product's offers (an approval; a conditional approval may name one). */
  tier: string | null;
  /** What a conditional approval asks the applicant to upload; empty otherwise. jsonb, written as a JSON string. */
  documents: ColumnType<RequiredDocument[], string | undefined, string>;
  /** A decline's reasons, as the applicant reads them; empty otherwise. */
  declined_reasons: ColumnType<string[], string | undefined, string>;
  decided_by: DecidedBy;
  /** The policy rule that decided; null for operations. */
  rule_id: string | null;
  created_at: GeneratedTimestamp;
  /** When the offer lapses (decision time + the product's `offers.expiryDays`); null for a decline. */
  expires_at: NullableTimestamp;
  /** The terms the applicant accepted from the offer, once accepted. */
  accepted_terms: ColumnType<PricedOffer | null, string | null | undefined, string | null>;
  accepted_at: NullableTimestamp;
  /** When the applicant was reminded that the offer lapses soon; null until then. */
  expiry_reminded_at: NullableTimestamp;
}

export type DecisionRow = Selectable<DecisionsTable>;
export type NewDecisionRow = Insertable<DecisionsTable>;
