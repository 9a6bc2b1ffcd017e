/**
 * Writes a decision and moves the application to its outcome's status, in the caller's
 * transaction: either both are stored or neither is. The offer of an approval (or conditional
 * approval) lapses `offers.expiryDays` days after the decision; a decline does not lapse.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { DecidedBy, DecisionRow } from '../../db/tables/decisions.table';
import type { DecisionTerms } from '../../../engine/decision/decision.types';
import { insertDecision } from '../../repositories/decisions.repository';
import type { ApplicationRules } from '../application-rules';
import { moveApplication } from '../applications/move-application';

const DAY_MS = 86_400_000;

export interface DecisionToRecord extends DecisionTerms {
  decidedBy: DecidedBy;
  ruleId: string | null;
  at: Date;
}

export interface RecordDecisionOptions {
  /**
   * Runs between writing the decision and moving the application. Tests interrupt here to show
   * that a failure between the two leaves neither behind.
   */
  beforeStatusMove?: () => Promise<void> | void;
}

export function offerExpiry(rules: Pick<ApplicationRules, 'pricing'>, product: string, decision: Pick<DecisionToRecord, 'outcome' | 'at'>): Date | null {
  const pricing = rules.pricing(product);
  if (decision.outcome === 'DECLINED' || !pricing) return null;
  return new Date(decision.at.getTime() + pricing.expiryDays * DAY_MS);
}

/** `trx` must be a transaction in which `current` was read FOR UPDATE. */
export async function recordDecision(
  trx: Transaction<Database>,
  rules: ApplicationRules,
  current: ApplicationRow,
  decision: DecisionToRecord,
  options: RecordDecisionOptions = {},
): Promise<{ decision: DecisionRow; application: ApplicationRow }> {
  const row = await insertDecision(trx, {
    ...decision,
    applicationId: current.id,
    expiresAt: offerExpiry(rules, current.product, decision),
  });
  await options.beforeStatusMove?.();
  const application = await moveApplication(trx, rules, current, {
    to: rules.statusOfOutcome(current.product, decision.outcome),
    userId: null,
    type: 'decided',
    details: { decisionId: row.id, outcome: row.outcome, decidedBy: row.decided_by, ...(row.rule_id ? { ruleId: row.rule_id } : {}) },
    at: decision.at,
  });
  return { decision: row, application };
}
