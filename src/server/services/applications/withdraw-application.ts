/**
 * The applicant withdraws their application (spec 01 section 4, CUSTOMER_WITHDRAWN: 'Your
 * application has been withdrawn'): to the journey's `withdrawnByCustomer` status, from any status
 * whose moves allow it. The lifecycle is the authority: tl's allows it until the applicant has
 * signed. Asking again once withdrawn answers the withdrawn application.
 */
import type { ApplicationView } from './application-view';
import { toApplicationView } from './application-view';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import type { ApplicationServiceDeps } from '../service-deps';
import { hasLapsed } from '../time-rules/application-validity';
import { isUuid } from '../uuid';
import { moveApplication } from './move-application';

export async function withdrawApplication(deps: ApplicationServiceDeps, userId: string, applicationId: string, now = new Date()): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const withdrawn = deps.rules.roleStatus(current.product, 'withdrawnByCustomer');
    if (current.status === withdrawn) return current;
    // A lapsed application has expired already, whether or not a read has moved it yet.
    if (hasLapsed(deps.rules, current, now) || !deps.rules.mayMove(current.product, current.status, withdrawn)) {
      throw appError('APP_ERR_NOT_WITHDRAWABLE');
    }
    return moveApplication(trx, deps.rules, current, { to: withdrawn, userId, type: 'customer_withdrew', at: now });
  });
  return toApplicationView(row);
}
