/**
 * The applicant's workflow calls around signing (spec 02 section 7):
 * - complete: the browser's word that signing finished (dsCallback, event signing_complete). The
 *   event can be forged, so the server looks at its own signature record: without the applicant's
 *   signature in the current round it refuses (409 APP_ERR_NOT_SIGNED).
 * - resetCheckout {decisionId}: back to the offer to confirm it again; the open round is void.
 * - checkCheckoutStatusAndReset: a round left from an earlier day is void, and the application
 *   returns to its offer (auth callback step 5).
 * - signing status: who has signed, for the waiting page.
 */
import type { SigningStatusView } from '../../../engine/contract/checkout.contract';
import { appError } from '../../errors';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { findLatestRound, findOpenRound, listSignatures } from '../../repositories/checkout.repository';
import { toApplicationView, type ApplicationView } from '../applications/application-view';
import { moveApplication } from '../applications/move-application';
import { lockCheckoutApplication } from './checkout-application';
import type { CheckoutDeps } from './checkout-deps';
import { voidRound } from './signing-progress';
import { signingDay } from './signing-day';

export async function completeSigning(deps: CheckoutDeps, userId: string, applicationId: string): Promise<ApplicationView> {
  return deps.db.transaction().execute(async (trx) => {
    const { application, checkout } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    const round = await findLatestRound(trx, application.id);
    const applicant = round && round.state !== 'void' ? (await listSignatures(trx, round.id)).find((s) => s.signer_index === 0) : undefined;
    const moved = application.status === checkout.waitingStatus || application.status === checkout.completedStatus;
    if (!applicant?.signed_at || !moved) throw appError('APP_ERR_NOT_SIGNED');
    return toApplicationView(application);
  });
}

export async function resetCheckout(deps: CheckoutDeps, userId: string, applicationId: string, decisionId: string, now = new Date()): Promise<ApplicationView> {
  return deps.db.transaction().execute(async (trx) => {
    const { application, checkout } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    if (application.status === checkout.reconfirmStatus) return toApplicationView(application);
    if (application.status !== checkout.signingStatus && application.status !== checkout.waitingStatus) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
    const decision = await findLatestDecision(trx, application.id);
    if (!decision || decision.id !== decisionId) throw appError('APP_ERR_DECISION_MISMATCH');
    const round = await findOpenRound(trx, application.id, { forUpdate: true });
    if (round) return toApplicationView(await voidRound(deps, trx, { application, checkout, round, now, reason: 'reset_by_applicant' }));
    return toApplicationView(
      await moveApplication(trx, deps.rules, application, { to: checkout.reconfirmStatus, userId, type: 'checkout_reset', details: { decisionId }, at: now }),
    );
  });
}

export async function checkCheckoutStatusAndReset(deps: CheckoutDeps, userId: string, applicationId: string, now = new Date()): Promise<ApplicationView> {
  return deps.db.transaction().execute(async (trx) => {
    const { application, checkout } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    const round = await findOpenRound(trx, application.id, { forUpdate: true });
    const stale = round && round.signing_date !== signingDay(now, checkout.signingTimeZone);
    if (!round || !stale) return toApplicationView(application);
    return toApplicationView(await voidRound(deps, trx, { application, checkout, round, now, reason: 'signing_day_passed' }));
  });
}

export async function signingStatus(deps: CheckoutDeps, userId: string, applicationId: string): Promise<SigningStatusView | null> {
  return deps.db.transaction().execute(async (trx) => {
    const { application } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    const round = await findLatestRound(trx, application.id);
    if (!round) return null;
    const signatures = await listSignatures(trx, round.id);
    return {
      roundId: round.id,
      signingDate: round.signing_date,
      state: round.state,
      signers: signatures.map((s) => ({
        index: s.signer_index,
        name: s.name,
        signedAt: s.signed_at?.toISOString() ?? null,
        declinedAt: s.declined_at?.toISOString() ?? null,
      })),
    };
  });
}
