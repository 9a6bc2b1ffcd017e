/** Decisions on applications: appended, the latest being the application's current decision. */
import type { PricedOffer } from '../../engine/offers/offer.types';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { ApplicationRow } from '../db/tables/applications.table';
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

/** The terms accepted with the decision; null when none were (or there is no such decision). */
export async function findAcceptedTerms(db: Kysely<Database>, decisionId: string): Promise<PricedOffer | null> {
  const row = await db.selectFrom('decisions').select('accepted_terms').where('id', '=', decisionId).executeTakeFirst();
  return row?.accepted_terms ?? null;
}

/** A current offer to remind its applicant of, with the application it is for. */
export type OfferToRemind = Pick<DecisionRow, 'id' | 'application_id' | 'expires_at'> & Pick<ApplicationRow, 'user_id' | 'product' | 'status' | 'data'>;

/**
 * Up to `limit` current offers (their application's latest decision) not accepted nor reminded
 * of, lapsing after `now` and at or before `until`, soonest first; locked, skipping those another
 * instance holds.
 */
export function claimOffersToRemind(trx: Transaction<Database>, window: { now: Date; until: Date; limit: number }): Promise<OfferToRemind[]> {
  return (
    trx
      .selectFrom('decisions as d')
      .innerJoin('applications as a', 'a.id', 'd.application_id')
      .select(['d.id', 'd.application_id', 'd.expires_at', 'a.user_id', 'a.product', 'a.status', 'a.data'])
      .where('d.expires_at', '>', window.now)
      .where('d.expires_at', '<=', window.until)
      .where('d.accepted_at', 'is', null)
      .where('d.expiry_reminded_at', 'is', null)
      // The application's current decision only: a later one replaced it.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('decisions as later')
              .select('later.id')
              .whereRef('later.application_id', '=', 'd.application_id')
              .whereRef('later.created_at', '>', 'd.created_at'),
          ),
        ),
      )
      .orderBy('d.expires_at')
      .limit(window.limit)
      .forUpdate('d')
      .skipLocked()
      .execute()
  );
}

export async function recordOfferReminded(db: Kysely<Database>, decisionId: string, at: Date): Promise<void> {
  await db.updateTable('decisions').set({ expiry_reminded_at: at }).where('id', '=', decisionId).execute();
}
