/**
 * Reading the caller's application for a checkout call: it must exist, be theirs and belong to a
 * product with a checkout. Locked for update, as every checkout call may move it.
 */
import type { Transaction } from 'kysely';
import type { ProductCheckout } from '../../../engine/checkout/checkout.types';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import type { ApplicationRules } from '../application-rules';
import { isUuid } from '../uuid';

export async function lockCheckoutApplication(
  trx: Transaction<Database>,
  rules: ApplicationRules,
  userId: string,
  applicationId: string,
): Promise<{ application: ApplicationRow; checkout: ProductCheckout }> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const application = await findApplication(trx, applicationId, userId, { forUpdate: true });
  if (!application) throw appError('APP_ERR_NOT_FOUND');
  const checkout = rules.checkout(application.product);
  if (!checkout) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
  return { application, checkout };
}
