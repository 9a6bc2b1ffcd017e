/**
 * The applicant's offers (`GET /api/apps/:id/offers`) and accepting one
 * (`POST /api/apps/:id/workflow/accept-offer`). The server enforces the offer's time rule: an
 * offer past its expiry moves the application to the offer-expired status whoever asks first (the
 * applicant, or the time rules' sweep: time-rules/offer-expiry.ts).
 * Accepted terms are priced again here with the engine's module and refused outside the offer.
 */
import type { Transaction } from 'kysely';
import type { AcceptOfferRequest, OffersAnswer, OfferView } from '../../../engine/contract/offers.contract';
import { checkOfferTerms } from '../../../engine/offers/offer-bounds';
import { priceOfferedTerms } from '../../../engine/offers/price-offered-terms';
import type { PricedOffer } from '../../../engine/offers/offer.types';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { DecisionRow } from '../../db/tables/decisions.table';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import { findLatestDecision, recordAcceptedTerms } from '../../repositories/decisions.repository';
import { findLoanOfApplication } from '../../repositories/loans.repository';
import { toApplicationView, type ApplicationView } from '../applications/application-view';
import { moveApplication } from '../applications/move-application';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { expireOfferIfLapsed } from '../time-rules/offer-expiry';
import { offerOfDecision } from './offer-of-decision';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';

/** Where an approval waits for its offer to be accepted, where accepting it goes, and where a lapsed one does (spec 01 section 4). */
const offerStatuses = (rules: Deps['rules'], product: string) => ({
  open: rules.statusOfOutcome(product, 'APPROVED'),
  accepted: rules.roleStatus(product, 'offerAccepted'),
  expired: rules.roleStatus(product, 'offerExpired'),
});

type Deps = Pick<ApplicationServiceDeps, 'db' | 'rules'>;

export async function getOffers(deps: Deps, userId: string, applicationId: string, now = new Date()): Promise<OffersAnswer> {
  const { application, decision } = await expireLapsedOffer(deps, userId, applicationId, now);
  const renewed = await renewedLoanOf(deps, application);
  const payoff = renewed?.outstandingBalance;
  const parentLoanBalance = payoff ? { parentLoanBalance: { outstandingBalanceBAIPF: payoff } } : {};
  if (!decision) return { offers: [], decision: null, ...parentLoanBalance };
  const offer = application.status === offerStatuses(deps.rules, application.product).open ? offerFor(deps, application, decision, now, renewed) : undefined;
  return {
    ...parentLoanBalance,
    offers: offer ? [{ ...offer, ...(decision.accepted_terms ? { accepted: decision.accepted_terms } : {}) }] : [],
    decision: {
      decisionId: decision.id,
      outcome: decision.outcome,
      maxAmount: decision.approved_max_amount,
      declinedReasons: decision.declined_reasons,
      documents: decision.documents,
      decidedAt: decision.created_at.toISOString(),
      expiresAt: decision.expires_at?.toISOString() ?? null,
      acceptedTerms: decision.accepted_terms ?? null,
    },
  };
}

export async function acceptOffer(deps: Deps, userId: string, applicationId: string, request: AcceptOfferRequest, now = new Date()): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  await expireLapsedOffer(deps, userId, applicationId, now);
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const decision = await findLatestDecision(trx, current.id);
    const statuses = offerStatuses(deps.rules, current.product);
    if (current.status === statuses.expired) throw appError('APP_ERR_OFFER_EXPIRED');
    const terms = { loanAmount: request.loanAmount, term: request.term, termUnit: request.termUnit, paymentPeriod: request.paymentPeriod };
    const pricing = deps.rules.pricing(current.product);
    const outsideOffer = (offer: { minAmount: number; maxAmount: number }) =>
      pricing && checkOfferTerms(terms, { minAmount: offer.minAmount, maxAmount: offer.maxAmount, pricing });
    if (current.status !== statuses.open && decision?.id === request.offerId && decision.accepted_terms) {
      // Accepted already: the same terms again (a double click, a retry) answer the application as
      // it is; terms outside the offer are refused as such; other terms name the accepted ones.
      const { loanAmount, term, termUnit, paymentPeriod } = decision.accepted_terms;
      const accepted = { loanAmount, term, termUnit, paymentPeriod };
      if (sameTerms(accepted, terms)) {
        if (current.status === statuses.accepted) return current;
        throw appError('APP_ERR_OFFER_NOT_OPEN');
      }
      const offer = offerFor(deps, current, decision, now, await renewedLoanOf({ db: trx }, current));
      const problem = offer && outsideOffer(offer);
      if (problem) throw appError('APP_ERR_OFFER_TERMS', { key: problem });
      throw appError('APP_ERR_OFFER_ALREADY_ACCEPTED', { acceptedTerms: accepted });
    }
    if (current.status !== statuses.open || !decision || decision.id !== request.offerId) throw appError('APP_ERR_OFFER_NOT_OPEN');
    const offer = offerFor(deps, current, decision, now, await renewedLoanOf({ db: trx }, current));
    if (!offer || !pricing) throw appError('APP_ERR_OFFER_NOT_OPEN');
    const problem = outsideOffer(offer);
    if (problem) throw appError('APP_ERR_OFFER_TERMS', { key: problem });
    const priced = priceOfferedTerms(offer, terms);
    await recordAcceptedTerms(trx, decision.id, priced, now);
    return moveApplication(trx, deps.rules, current, {
      to: statuses.accepted,
      userId,
      type: 'offer_accepted',
      details: { decisionId: decision.id, ...terms },
      at: now,
    });
  });
  return toApplicationView(row);
}

type RenewedLoan = NonNullable<OfferView['renewedLoan']>;

type ChosenTerms = Pick<PricedOffer, 'loanAmount' | 'term' | 'termUnit' | 'paymentPeriod'>;

const sameTerms = (a: ChosenTerms, b: ChosenTerms) =>
  a.loanAmount === b.loanAmount && a.term === b.term && a.termUnit === b.termUnit && a.paymentPeriod === b.paymentPeriod;

/**
 * The loan a renewal renews, with the balance the lender last reported for it (or, until the
 * lender reports one, the funded terms' total repayment: see funded-loan.ts). The renewal pays
 * off exactly that balance; no figure of its own is recorded for the payoff.
 */
async function renewedLoanOf(deps: Pick<Deps, 'db'>, application: ApplicationRow): Promise<RenewedLoan | undefined> {
  if (!application.parent_application_id) return undefined;
  const loan = await findLoanOfApplication(deps.db, application.parent_application_id);
  return loan ? { outstandingBalance: loan.outstanding_balance } : undefined;
}

function offerFor(deps: Deps, application: ApplicationRow, decision: DecisionRow, now: Date, renewedLoan?: RenewedLoan) {
  const pricing = deps.rules.pricing(application.product);
  if (!pricing) return undefined;
  const answers = readApplicationDocument(application.data);
  return offerOfDecision(decision, {
    pricing,
    minAmount: deps.rules.limits(application.product).loanAmount.min,
    requestedAmount: answers.fundingNeeds.desiredLoanAmount,
    state: answers.business.state,
    ...(renewedLoan ? { payoffAmount: renewedLoan.outstandingBalance, renewedLoan } : {}),
    now,
  });
}

/** Reads the caller's application and its decision, moving an offer past its expiry to the expired status first. */
async function expireLapsedOffer(
  deps: Deps,
  userId: string,
  applicationId: string,
  now: Date,
): Promise<{ application: ApplicationRow; decision?: DecisionRow }> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  return deps.db.transaction().execute(async (trx: Transaction<Database>) => {
    const application = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!application) throw appError('APP_ERR_NOT_FOUND');
    const decision = await findLatestDecision(trx, application.id);
    return { application: await expireOfferIfLapsed(trx, deps.rules, application, decision, now), decision };
  });
}
