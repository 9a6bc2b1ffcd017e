import type { DecisionRecord } from '../../../engine/contract/decisions.contract';
import type { DecisionRow } from '../../db/tables/decisions.table';

/** A decision as the API shows it. */
export function toDecisionView(row: DecisionRow): DecisionRecord {
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
