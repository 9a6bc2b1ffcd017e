/**
 * agreementAccepted (`POST /api/apps/:id/workflow/agreementAccepted`): the applicant has accepted
 * the offer and given the funding account, and asks to sign. A round already open today for the
 * same decision is reused (a second tab, or a return from the signing page's Cancel); one from an
 * earlier day is voided first. The answer is the applicant's signing page: a single-use link that
 * lives `signingLinkMinutes`.
 */
import { appError } from '../../errors';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { closeRound, findFundingAccount, findOpenRound, listSignatures, renewSignatureToken } from '../../repositories/checkout.repository';
import { agreementIncomplete, agreementTermsMissing, borrowerName } from './agreement-terms';
import { lockCheckoutApplication } from './checkout-application';
import type { CheckoutDeps } from './checkout-deps';
import { newLinkToken, openRound } from './signing-round';
import { signingDay } from './signing-day';

/** The built-in e-signature provider's signing page, in this web app. */
export const signingPagePath = (token: string) => `/sign/${token}`;

export async function startSigning(deps: CheckoutDeps, userId: string, applicationId: string, now = new Date()): Promise<{ embeddedUrl: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const { application, checkout } = await lockCheckoutApplication(trx, deps.rules, userId, applicationId);
    if (application.status !== checkout.signingStatus) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
    const decision = await findLatestDecision(trx, application.id);
    if (!decision?.accepted_terms) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
    const account = await findFundingAccount(trx, application.id);
    if (!account) throw appError('APP_ERR_FUNDING_ACCOUNT_MISSING');
    // No agreement is drawn up with a blank party or term, however the application got here.
    const missing = agreementTermsMissing({ acceptedTerms: true, businessName: borrowerName(application.data), fundingAccount: true });
    if (missing.length > 0) throw agreementIncomplete(missing);
    let round = await findOpenRound(trx, application.id, { forUpdate: true });
    if (round && (round.signing_date !== signingDay(now, checkout.signingTimeZone) || round.decision_id !== decision.id)) {
      await closeRound(trx, round.id, { state: 'void', at: now });
      round = undefined;
    }
    round ??= await openRound(deps, trx, { application, checkout, decision, account, now });
    const applicant = (await listSignatures(trx, round.id)).find((s) => s.signer_index === 0);
    if (!applicant) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
    const { token, hash } = newLinkToken();
    await renewSignatureToken(trx, applicant.id, hash, new Date(now.getTime() + checkout.signingLinkMinutes * 60_000));
    return { embeddedUrl: signingPagePath(token) };
  });
}
