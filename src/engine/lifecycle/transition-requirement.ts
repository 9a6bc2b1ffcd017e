/**
 * What an application must hold before it may enter a status, whoever moves it (the applicant's
 * workflow calls, the decision policy, the signing service or staff). The journey's lifecycle
 * roles say which status is which, so a product may name its statuses as it likes:
 * - `completeAnswers`: entering the submitted status for the first time (a submission): every
 *   step on the applicant's path is complete, as the applicant's own submit checks.
 * - `decision`: entering a status a decision outcome with an offer leads to (approved,
 *   conditionally approved): the latest decision has that outcome.
 * - `acceptedTerms`: entering the offer-accepted status: the offer was accepted with its terms.
 * - `agreementTerms`: entering the statuses after signing (waiting for other owners, completed):
 *   the agreement has every term it needs (accepted terms, the business's name, the funding
 *   account). Nobody may override this one: an agreement with missing terms binds nobody.
 */
import type { DecisionOutcome } from '../decision/decision.types';
import type { Journey } from '../journey/journey.types';

export type TransitionRequirement =
  { kind: 'completeAnswers' } | { kind: 'decision'; outcome: DecisionOutcome } | { kind: 'acceptedTerms' } | { kind: 'agreementTerms' };

/** Whether staff may move an application that does not meet the requirement, with a reason. */
export const mayOverride = (requirement: TransitionRequirement) => requirement.kind !== 'agreementTerms';

export function transitionRequirement(
  journey: Pick<Journey, 'lifecycle' | 'checkout'>,
  to: string,
  application: { submitted: boolean },
): TransitionRequirement | undefined {
  const { lifecycle, checkout } = journey;
  if (to === lifecycle.submitted && !application.submitted) return { kind: 'completeAnswers' };
  for (const [outcome, status] of Object.entries(lifecycle.decided ?? {}) as [DecisionOutcome, string][]) {
    if (status === to && outcome !== 'DECLINED') return { kind: 'decision', outcome };
  }
  if (to === lifecycle.offerAccepted) return { kind: 'acceptedTerms' };
  if (checkout && (to === checkout.waitingStatus || to === checkout.completedStatus)) return { kind: 'agreementTerms' };
  return undefined;
}
