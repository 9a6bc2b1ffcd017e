import type { DecisionRow } from '../../db/tables/decisions.table';
import type { DecisionOutcome, RequiredDocument } from '../../../engine/decision/decision.types';

/** A decision as the API shows it. */
export interface DecisionView {
  id: string;
  applicationId: string;
  outcome: DecisionOutcome;
  maxAmount: number | null;
  tier: string | null;
  documents: RequiredDocument[];
  reasons: string[];
  decidedBy: DecisionRow['decided_by'];
  ruleId: string | null;
  decidedAt: string;
  expiresAt: string | null;
}

export function toDecisionView(row: DecisionRow): DecisionView {
  return {
    id: row.id,
    applicationId: row.application_id,
    outcome: row.outcome,
    maxAmount: row.approved_max_amount,
    tier: row.tier,
    documents: row.documents,
    reasons: row.declined_reasons,
    decidedBy: row.decided_by,
    ruleId: row.rule_id,
    decidedAt: row.created_at.toISOString(),
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
  };
}
