/**
 * Operations: put an application in a status (and stage), as the lender's back office does when
 * it expires, withdraws or verifies one, or re-open one that ended where its lifecycle's `reopen`
 * allows (a second look after an appeal, a withdrawal made by mistake). The stage defaults to the
 * status's first stage in the journey's lifecycle table; a stage of another status, and a move the
 * lifecycle does not allow (out of a terminal status, or skipping the decision), is refused.
 * Re-opening to a status after submission needs an application that was submitted; to the initial
 * status, one never submitted whose validity has not run out; and it must be the applicant's latest
 * (one live application each) and still hold its answers (not past retention): nothing else would
 * stand. The move meets the lifecycle's requirements as the applicant's would (transition-check.ts),
 * unless the request overrides one with its reason where staff may.
 */
import type { StatusChangeRequest } from '../../../engine/contract/operations.contract';
import { appError } from '../../errors';
import { findApplicationById, findLatestApplication } from '../../repositories/applications.repository';
import type { ApplicationServiceDeps } from '../service-deps';
import { hasLapsed } from '../time-rules/application-validity';
import { isUuid } from '../uuid';
import { toApplicationView, type ApplicationView } from './application-view';
import { moveApplication } from './move-application';

export async function setApplicationStatus(deps: ApplicationServiceDeps, applicationId: string, input: StatusChangeRequest): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const { product, status: from } = current;
    const reopen = deps.rules.mayReopen(product, from, input.status);
    if (reopen) {
      const refuse = (message: string) => appError('APP_ERR_STATUS_NOT_ALLOWED', { from, to: input.status }, { message });
      const initial = deps.rules.initialStatus(product);
      if (current.deidentified_at) throw refuse('The application is past its retention: its answers were removed, so it cannot be re-opened.');
      const latest = await findLatestApplication(trx, current.user_id);
      if (latest && latest.id !== current.id) throw refuse('The applicant has started a newer application; it is the one to carry on with.');
      if (input.status !== initial && !current.submitted_at) throw refuse('An application that was never submitted cannot be re-opened after submission.');
      if (input.status === initial && current.submitted_at) throw refuse('A submitted application is re-opened for review, not for changes.');
      if (input.status === initial && hasLapsed(deps.rules, { ...current, status: initial }, new Date())) {
        throw refuse('The application is past its validity and cannot be re-opened for changes.');
      }
    }
    return moveApplication(trx, deps.rules, current, {
      to: input.status,
      stage: input.stage,
      userId: null,
      type: reopen ? 'reopened' : 'status_changed',
      reopen,
      actor: { kind: 'staff', override: input.override },
    });
  });
  return toApplicationView(row);
}
