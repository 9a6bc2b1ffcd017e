/**
 * Operations: put an application in a status (and stage), as the lender's back office does when
 * it expires, withdraws or verifies one. The stage defaults to the status's first stage in the
 * journey's lifecycle table; a stage of another status, and a move the lifecycle does not allow
 * (out of a terminal status, or skipping the decision), is refused.
 */
import type { StatusChangeRequest } from '../../../engine/contract/operations.contract';
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { toApplicationView, type ApplicationView } from './application-view';
import { moveApplication } from './move-application';

export async function setApplicationStatus(deps: ApplicationServiceDeps, applicationId: string, input: StatusChangeRequest): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    return moveApplication(trx, deps.rules, current, { to: input.status, stage: input.stage, userId: null, type: 'status_changed' });
  });
  return toApplicationView(row);
}
