/**
 * The lifecycle's checks on a move, the same whoever makes it (transition-requirement.ts says
 * which applies): complete answers to be submitted, a decision for an offer's status, accepted
 * terms to check out, and an agreement with all its terms after signing. Staff may move an
 * application that falls short with an override and its reason, which the move's event keeps;
 * never past the agreement's terms. The applicant and the system never override.
 */
import type { Transaction } from 'kysely';
import { mayOverride, type TransitionRequirement } from '../../../engine/lifecycle/transition-requirement';
import type { Database } from '../../db/database';
import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';
import { appError, offeredForOverride, type AppError } from '../../errors';
import { findLatestDecision } from '../../repositories/decisions.repository';
import type { ApplicationRules } from '../application-rules';
import { agreementIncomplete, missingAgreementTerms } from '../checkout/agreement-terms';
import { currentRuleRecords } from '../validation-rules/validation-rules.service';

export type TransitionRules = Pick<ApplicationRules, 'transitionRequirement' | 'checkSubmission'>;

/** Who asks for the move: staff may override a requirement, with a reason. */
export type TransitionActor = { kind: 'applicant' } | { kind: 'system' } | { kind: 'staff'; override?: { reason: string } };

/** What the move's event keeps of an override. */
export interface OverrideRecord {
  requirement: TransitionRequirement['kind'];
  code: string;
  reason: string;
}

/** Whether the submitted document can be submitted; throws the applicant's 422 otherwise. */
export async function checkCompleteAnswers(trx: Transaction<Database>, rules: TransitionRules, current: ApplicationRow, data: ApplicationDocument) {
  // Read in the transaction, like a PATCH: a rule changed a moment ago applies to this submission.
  const records = await currentRuleRecords(trx, current.product);
  return rules.checkSubmission(current.product, data, records);
}

async function shortfall(
  trx: Transaction<Database>,
  rules: TransitionRules,
  current: ApplicationRow,
  to: string,
  data: ApplicationDocument,
  requirement: TransitionRequirement,
): Promise<AppError<'APP_ERR_INCOMPLETE' | 'APP_ERR_DECISION_MISSING' | 'APP_ERR_TERMS_NOT_ACCEPTED' | 'APP_ERR_AGREEMENT_INCOMPLETE'> | undefined> {
  switch (requirement.kind) {
    case 'completeAnswers': {
      const verdict = await checkCompleteAnswers(trx, rules, current, data);
      return verdict.ok ? undefined : appError('APP_ERR_INCOMPLETE', { errors: verdict.errors, steps: verdict.steps, to });
    }
    case 'decision': {
      const decision = await findLatestDecision(trx, current.id);
      if (decision?.outcome === requirement.outcome) return undefined;
      return appError(
        'APP_ERR_DECISION_MISSING',
        { unmet: ['decision'], to },
        { message: `The application has no ${requirement.outcome} decision to move to ${to} with.` },
      );
    }
    case 'acceptedTerms': {
      const decision = await findLatestDecision(trx, current.id);
      return decision?.accepted_terms ? undefined : appError('APP_ERR_TERMS_NOT_ACCEPTED', { unmet: ['acceptedTerms'], to });
    }
    case 'agreementTerms': {
      const missing = await missingAgreementTerms(trx, { id: current.id, data });
      return missing.length > 0 ? agreementIncomplete(missing, to) : undefined;
    }
  }
}

/**
 * Throws the refusal of a move that does not meet its requirement, unless staff override it.
 * Answers the override to record, if one was used. `trx`: the transaction `current` was locked in.
 */
export async function checkTransition(
  trx: Transaction<Database>,
  rules: TransitionRules,
  current: ApplicationRow,
  move: { to: string; data: ApplicationDocument; actor: TransitionActor },
): Promise<OverrideRecord | undefined> {
  const requirement = rules.transitionRequirement(current.product, move.to, { submitted: current.submitted_at !== null });
  if (!requirement) return undefined;
  const refusal = await shortfall(trx, rules, current, move.to, move.data, requirement);
  if (!refusal) return undefined;
  const { actor } = move;
  if (actor.kind !== 'staff' || !mayOverride(requirement)) throw refusal;
  // The console offers the override when the refusal says it may be overridden.
  if (!actor.override) throw offeredForOverride(refusal);
  return { requirement: requirement.kind, code: refusal.code, reason: actor.override.reason };
}
