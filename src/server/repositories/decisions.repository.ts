/** Decisions on applications: appended, the latest being the application's current decision. */
import type { PricedOffer } from '../../engine/offers/offer.types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DecidedBy, DecisionRow } from '../db/tables/decisions.table';
import type { DecisionTerms } from '../../engine/decision/decision.types';

export interface NewDecision extends DecisionTerms {
  applicationId: string;
  decidedBy: DecidedBy;
  ruleId: string | null;
  at: Date;
  expiresAt: Date | null;
  /** When the applicant was reminded that the offer lapses; kept when a decision restates an earlier one. */
  remindedAt?: Date | null;
}

export async function insertDecision(db: Kysely<Database>, decision: NewDecision): Promise<DecisionRow> {
  return db
    .insertInto('decisions')
    .values({
      application_id: decision.applicationId,
      outcome: decision.outcome,
      approved_max_amount: decision.outcome === 'DECLINED' ? null : (decision.maxAmount ?? null),
      tier: decision.tier ?? null,
      documents: JSON.stringify(decision.documents ?? []),
      declined_reasons: JSON.stringify(decision.reasons ?? []),
      decided_by: decision.decidedBy,
      rule_id: decision.ruleId,
      created_at: decision.at,
      expires_at: decision.expiresAt,
      expiry_reminded_at: decision.remindedAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The application's current decision: the latest one. */
export async function findLatestDecision(db: Kysely<Database>, applicationId: string): Promise<DecisionRow | undefined> {
  return db
    .selectFrom('decisions')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listDecisions(db: Kysely<Database>, applicationId: string): Promise<DecisionRow[]> {
  return db.selectFrom('decisions').selectAll().where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
}

/** Keeps the terms the applicant accepted, priced by the server, with the decision they accept. */
export async function recordAcceptedTerms(db: Kysely<Database>, decisionId: string, terms: PricedOffer, at: Date): Promise<void> {
  await db
    .updateTable('decisions')
    .set({ accepted_terms: JSON.stringify(terms), accepted_at: at })
    .where('id', '=', decisionId)
    .execute();
}
