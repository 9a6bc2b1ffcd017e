/**
 * How long the In Review page waits for the automatic decision before it tells the applicant a
 * credit analyst will look at their application (design decision 63): the settings'
 * `approvedMaxDelaySeconds`, or `flashLoansMaxDelaySeconds` for a product its journey marks
 * `flashLoan` (decided at once). Counted from submission, so a page opened again later does
 * not spin for minutes more; from the page's opening when the submission time is unknown or the
 * server's clock is ahead of the browser's.
 */
import type { Journey } from '../journey/journey.types';

export interface DecisionWaitSettings {
  approvedMaxDelaySeconds: number;
  flashLoansMaxDelaySeconds: number;
}

export function maxDecisionWaitSeconds(settings: DecisionWaitSettings, journey: Pick<Journey, 'flashLoan'>): number {
  return journey.flashLoan === true ? settings.flashLoansMaxDelaySeconds : settings.approvedMaxDelaySeconds;
}

/** Milliseconds the page still waits for the decision at `now`; 0 once it has stopped. */
export function decisionWaitLeftMs(o: { submittedAt?: string | null; openedAt: number; now: number; maxWaitSeconds: number }): number {
  const submitted = o.submittedAt ? Date.parse(o.submittedAt) : Number.NaN;
  const from = Number.isFinite(submitted) ? Math.min(submitted, o.openedAt) : o.openedAt;
  return Math.max(0, from + o.maxWaitSeconds * 1000 - o.now);
}
