/**
 * Submits an application (spec 01 section 4: IN_PROGRESS -> SUBMITTED, stage ApplicationInReview).
 * The server validates the whole application itself, every step and every rule record, and
 * stores only the answers on the path taken. Submitting twice (a double click, a retried request)
 * submits once: an already submitted application is answered as it is.
 */
import jsonPatch from 'fast-json-patch';
import { appError } from '../../errors';
import { findApplication, insertApplicationEvent } from '../../repositories/applications.repository';
import { updateStatusAtVersion } from '../../repositories/application-status.repository';
import { currentRuleRecords } from '../validation-rules/validation-rules.service';
import { isUuid } from '../uuid';
import { toApplicationView, type ApplicationView } from './application-view';
import type { ApplicationServiceDeps } from '../service-deps';

export async function submitApplication(deps: ApplicationServiceDeps, userId: string, applicationId: string): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    if (current.submitted_at) return current;
    if (current.status !== deps.rules.initialStatus(current.product)) throw appError('APP_ERR_NOT_SUBMITTABLE');
    // Read in the transaction, like a PATCH: a rule changed a moment ago applies to this submission.
    const records = await currentRuleRecords(trx, current.product);
    const verdict = deps.rules.checkSubmission(current.product, current.data, records);
    if (!verdict.ok) throw appError('APP_ERR_INCOMPLETE', { errors: verdict.errors, steps: verdict.steps });
    const now = new Date();
    const updated = await updateStatusAtVersion(trx, {
      id: current.id,
      expectedVersion: current.version,
      data: verdict.document,
      status: verdict.status,
      stage: verdict.stage,
      at: now,
      submitted: true,
    });
    if (!updated) throw appError('APP_ERR_VERSION_CONFLICT', { currentVersion: current.version + 1 });
    await insertApplicationEvent(trx, {
      applicationId: current.id,
      userId,
      type: 'submitted',
      stageFrom: current.stage,
      stageTo: updated.stage,
      version: updated.version,
      patch: jsonPatch.compare(current.data, verdict.document),
      at: now,
    });
    return updated;
  });
  return toApplicationView(row);
}
