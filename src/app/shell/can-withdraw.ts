/** Whether the account menu offers withdrawal: the journey's lifecycle allows the move from the current status. */
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { mayMove } from '../../engine/lifecycle/lifecycle';
import type { ApplicationRecord } from '../api/application.types';

/** Whether the applicant may withdraw this application now. */
export function canWithdraw(cj: CompiledJourney, application: ApplicationRecord | undefined): application is ApplicationRecord {
  const withdrawn = cj.journey.lifecycle.withdrawnByCustomer;
  return Boolean(application && withdrawn && application.product === cj.journey.product && mayMove(cj.journey, application.status, withdrawn));
}
