/**
 * Operations: put an application in a status (and stage), as the lender's back office does when
 * it declines, expires or withdraws one. The stage defaults to the status's first stage in the
 * journey's lifecycle table; a stage of another status, and a move the lifecycle does not allow
 * (out of a terminal status, or skipping the decision), is refused.
 */
import { appError } from '../../errors';
import { findApplicationById, insertApplicationEvent } from '../../repositories/applications.repository';
import { updateStatusAtVersion } from '../../repositories/application-status.repository';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { toApplicationView, type ApplicationView } from './application-view';

export interface StatusChangeInput {
  status: string;
  stage?: string;
}

export async function setApplicationStatus(
  deps: ApplicationServiceDeps,
  applicationId: string,
  input: StatusChangeInput,
): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const stages = deps.rules.lifecycleStages(current.product, input.status);
    if (stages.length === 0) {
      throw appError('REQUEST_ERR_VALIDATION', { field: 'status' }, { message: `The ${current.product} journey has no status ${input.status}.` });
    }
    if (input.status !== current.status && !deps.rules.mayMove(current.product, current.status, input.status)) {
      throw appError('APP_ERR_STATUS_NOT_ALLOWED', { from: current.status, to: input.status }, { message: `An application cannot move from ${current.status} to ${input.status}.` });
    }
    const stage = input.stage ?? stages[0];
    if (!stages.includes(stage)) {
      throw appError('REQUEST_ERR_VALIDATION', { field: 'stage' }, { message: `Stage ${stage} does not belong to status ${input.status}.` });
    }
    const now = new Date();
    const updated = await updateStatusAtVersion(trx, {
      id: current.id,
      expectedVersion: current.version,
      data: current.data,
      status: input.status,
      stage,
      at: now,
    });
    if (!updated) throw appError('APP_ERR_VERSION_CONFLICT', { currentVersion: current.version + 1 });
    await insertApplicationEvent(trx, {
      applicationId: current.id,
      userId: null,
      type: 'status_changed',
      stageFrom: current.stage,
      stageTo: stage,
      version: updated.version,
      patch: [],
      at: now,
    });
    return updated;
  });
  return toApplicationView(row);
}
