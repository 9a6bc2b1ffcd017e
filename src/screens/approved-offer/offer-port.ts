/**
 * What the offer customiser asks of the app: the application's offers, accepting one with the
 * chosen terms, and a fresh copy of the application (whose status decides the page). Accepting
 * answers a discriminated union, and `offerPortOf` is the one place where the server's refusals
 * (spec 01 section 7: APP_ERR_OFFER_*) become those answers.
 */
import type { AcceptOfferRequest, OffersAnswer } from '../../engine/contract/offers.contract';
import { readErrorBody } from '../../engine/contract/read-error-body';
import type { OfferTerms } from '../../engine/offers/offer.types';

/** What became of an acceptance; every refusal carries the server's words for it. */
export type AcceptAnswer =
  | { kind: 'accepted' }
  /** The offer lapsed (409 APP_ERR_OFFER_EXPIRED): nothing can be accepted any more. */
  | { kind: 'expired'; message: string }
  /** Accepted before with other terms (409 APP_ERR_OFFER_ALREADY_ACCEPTED): those terms stand. */
  | { kind: 'alreadyAccepted'; message: string; acceptedTerms: OfferTerms }
  /** The terms are outside the offer (422 APP_ERR_OFFER_TERMS): `key` names what is outside. */
  | { kind: 'outsideOffer'; message: string; key?: string }
  /** No open offer on the application (409 APP_ERR_OFFER_NOT_OPEN): it moved on elsewhere. */
  | { kind: 'notOpen'; message: string }
  /** No answer, or one nobody expects: pressing again may work. */
  | { kind: 'failed'; message: string };

export interface OfferPort {
  loadOffers(): Promise<OffersAnswer>;
  accept(request: AcceptOfferRequest): Promise<AcceptAnswer>;
  /** Fetches the application again, so the routes take the applicant to its page. */
  reloadApplication(): Promise<unknown>;
}

/** The services the customiser's port is built from, as the app provides them now. */
export interface OfferServicesUsed {
  offers: { load(): Promise<OffersAnswer>; accept(request: AcceptOfferRequest): Promise<unknown> };
  reloadApplication(): Promise<unknown>;
}

export const ACCEPT_FAILED = 'We could not record your acceptance. Please try again.';

const TERM_UNITS: readonly string[] = ['days', 'weeks', 'months'];
const PERIODS: readonly string[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** The members of a refusal of an acceptance this page reads (the contract's error body has them). */
interface AcceptRefusal {
  code?: string;
  message?: string;
  key?: string;
  acceptedTerms?: { loanAmount: number; term: number; termUnit: string; paymentPeriod: string };
}

/** The accepted terms a refusal names, when they are terms this page knows how to show. */
function termsOf(accepted: AcceptRefusal['acceptedTerms']): OfferTerms | undefined {
  if (!accepted || !TERM_UNITS.includes(accepted.termUnit) || !PERIODS.includes(accepted.paymentPeriod)) return undefined;
  return accepted as OfferTerms;
}

/** A refused call as the app's API client rejects it (`status`, `body`), read as an answer. */
export function acceptAnswerOf(error: unknown): AcceptAnswer {
  const e = error as { status?: unknown; body?: unknown } | null;
  const body: AcceptRefusal | undefined = readErrorBody(e?.body);
  const message = body?.message ?? ACCEPT_FAILED;
  const accepted = termsOf(body?.acceptedTerms);
  switch (body?.code) {
    case 'APP_ERR_OFFER_EXPIRED':
      return { kind: 'expired', message };
    case 'APP_ERR_OFFER_ALREADY_ACCEPTED':
      return accepted ? { kind: 'alreadyAccepted', message, acceptedTerms: accepted } : { kind: 'notOpen', message };
    case 'APP_ERR_OFFER_TERMS':
      return { kind: 'outsideOffer', message, ...(body?.key ? { key: body.key } : {}) };
    case 'APP_ERR_OFFER_NOT_OPEN':
      return { kind: 'notOpen', message };
    default:
      return { kind: 'failed', message };
  }
}

export function offerPortOf(services: OfferServicesUsed): OfferPort {
  return {
    loadOffers: () => services.offers.load(),
    accept: (request) => services.offers.accept(request).then((): AcceptAnswer => ({ kind: 'accepted' }), acceptAnswerOf),
    reloadApplication: () => services.reloadApplication(),
  };
}
