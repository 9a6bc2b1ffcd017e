/**
 * Submits an application (spec 01 section 4: IN_PROGRESS -> SUBMITTED, stage ApplicationInReview).
 * The server validates the whole application itself, every step and every rule record, and
 * stores only the answers on the path taken. Submitting twice (a double click, a retried request)
 * submits once: an already submitted application is answered as it is. The decision policy's job
 * is queued in the same transaction, so a submitted application always gets its decision.
 */
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import { queuePolicyDecision } from '../decisions/decide-application.job';
import { isUuid } from '../uuid';
import { notifyRenewal } from '../renewals/renewal-notification';
import { toApplicationView, type ApplicationView } from './application-view';
import { hasLapsed } from '../time-rules/application-validity';
import { moveApplication } from './move-application';
import { checkCompleteAnswers } from './transition-check';
import type { ApplicationServiceDeps } from '../service-deps';

export async function submitApplication(deps: ApplicationServiceDeps, userId: string, applicationId: string): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    if (current.submitted_at) return current;
    if (current.status !== deps.rules.initialStatus(current.product)) throw appError('APP_ERR_NOT_SUBMITTABLE');
    // Past its validity it can only expire (the next read moves it).
    if (hasLapsed(deps.rules, current, new Date())) throw appError('APP_ERR_NOT_SUBMITTABLE');
    // The same completeness check as every move to the submitted status (staff's too).
    const verdict = await checkCompleteAnswers(trx, deps.rules, current, current.data);
    if (!verdict.ok) throw appError('APP_ERR_INCOMPLETE', { errors: verdict.errors, steps: verdict.steps });
    const at = new Date();
    const submitted = await moveApplication(trx, deps.rules, current, {
      to: verdict.status,
      stage: verdict.stage,
      userId,
      type: 'submitted',
      data: verdict.document,
      at,
      submitted: true,
    });
    const policyDelay = deps.rules.decisionDelaySeconds(current.product);
    // Without a decision policy the product's applications are decided by operations.
    if (policyDelay !== undefined) await queuePolicyDecision(trx, current.id, at, deps.decisionDelaySeconds ?? policyDelay);
    // The funded application this renews tells its borrower the renewal is with the lender.
    if (current.parent_application_id) await notifyRenewal(trx, { userId, parentId: current.parent_application_id, status: 'SUBMITTED', at });
    // Each additional owner is invited to their own part (spec 01 section 6).
    await deps.inviteOwners?.(trx, submitted, at);
    return submitted;
  });
  return toApplicationView(row);
}
