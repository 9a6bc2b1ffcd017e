/**
 * The lender says whether a funded loan may be renewed (`POST /api/ops/applications/:id/loan`),
 * optionally with the balance still owed. The funded application shows it in
 * `_extension.renewable`, and the borrower is notified (APPLICATION_RENEWAL, NOT_SUBMIT) unless a
 * renewal of it is already submitted.
 */
import type { Loan, LoanRenewableRequest } from '../../../engine/contract/renewals.contract';
import type { LoanRow } from '../../db/tables/loans.table';
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { findLoanOfApplication, updateLoan } from '../../repositories/loans.repository';
import { recordApplicationChange } from '../applications/record-change';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { extensionOf, withServerExtension } from './application-extension';
import { notifyRenewal, renewalAppStatus } from './renewal-notification';

export const toLoanView = (loan: LoanRow): Loan => ({
  loanId: loan.id,
  applicationId: loan.application_id,
  uniqueLoanCode: loan.loan_code,
  fundedAmount: loan.funded_amount,
  outstandingBalance: loan.outstanding_balance,
  renewable: loan.renewable,
});

export async function setLoanRenewable(deps: Pick<ApplicationServiceDeps, 'db'>, applicationId: string, input: LoanRenewableRequest): Promise<Loan> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  return deps.db.transaction().execute(async (trx) => {
    const application = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!application) throw appError('APP_ERR_NOT_FOUND');
    const loan = await findLoanOfApplication(trx, application.id);
    if (!loan) throw appError('APP_ERR_NO_LOAN');
    const at = new Date();
    const updated = await updateLoan(trx, loan.id, { renewable: input.renewable, outstandingBalance: input.outstandingBalance, at });
    if (extensionOf(application.data).renewable !== input.renewable) {
      await recordApplicationChange(trx, application, {
        data: withServerExtension(application.data, { renewable: input.renewable }),
        userId: null,
        type: 'loan_renewable',
        details: { loanId: loan.id, renewable: input.renewable },
        at,
      });
    }
    if (input.renewable && (await renewalAppStatus(trx, application.id)) !== 'SUBMITTED') {
      await notifyRenewal(trx, { userId: application.user_id, parentId: application.id, status: 'NOT_SUBMIT', at });
    }
    return toLoanView(updated);
  });
}
