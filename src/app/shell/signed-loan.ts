/** Whether the account menu offers the loan documents: the application's agreement has been signed (its journey's checkout says which statuses follow signing). */
import type { ApplicationRecord } from '../api/application.types';
import { journeyOf } from '../journeys/compiled-journeys';

export function hasSignedAgreement(application: ApplicationRecord | undefined): application is ApplicationRecord {
  const checkout = application && journeyOf(application.product)?.journey.checkout;
  return Boolean(checkout && (application.status === checkout.waitingStatus || application.status === checkout.completedStatus));
}
