/**
 * The state of the offer customiser, free of React (spec 01 section 2 'Offers'): the offer
 * loaded, the amount, term and repayment period chosen within its bounds, and every figure priced
 * by the engine's pricing module, the same the server runs. The figures follow a choice within a
 * frame (`pricingDelayMs`), so a slider stays with the finger while a long daily schedule is
 * priced. Accept sends the chosen terms once per press; a refusal is shown with the server's
 * words, and the application is fetched again since its page may now be another (an expired
 * offer). A renderer subscribes to snapshots and calls the actions; answers that arrive after
 * `start`'s stop are not shown.
 */
import type { OfferView } from '../../engine/contract/offers.contract';
import { checkOfferTerms } from '../../engine/offers/offer-bounds';
import type { OfferTerms, PricedOffer } from '../../engine/offers/offer.types';
import { priceOfferedTerms } from '../../engine/offers/price-offered-terms';
import { ACCEPT_FAILED, type AcceptAnswer, type OfferPort } from './offer-port';
import { Subscribable } from '../../engine/subscribable/subscribable';

export type OfferRefusal = Exclude<AcceptAnswer, { kind: 'accepted' }>;

/** What the applicant may change: the unit of the term is the offer's. */
export type OfferChoice = Partial<Pick<OfferTerms, 'loanAmount' | 'term' | 'paymentPeriod'>>;

export interface OfferCustomiserSnapshot {
  /** `noOffer`: the application has no offer to customise (yet, or any more). */
  status: 'loading' | 'loadFailed' | 'noOffer' | 'ready';
  offer: OfferView | null;
  terms: OfferTerms | null;
  /** The figures of `terms`, or of the terms before them while `pricing`. */
  priced: PricedOffer | null;
  pricing: boolean;
  /** An acceptance is under way, or went through and the application is moving on. */
  accepting: boolean;
  refusal: OfferRefusal | null;
  /** The offer can still be accepted: not after it expired, was accepted, or closed. */
  open: boolean;
  canChoose: boolean;
  canAccept: boolean;
}

export interface OfferCustomiserOptions {
  /** The version of the application the page was opened with; another one loads the offers again. */
  version?: number;
  /** How long the figures may trail a choice (about a frame). */
  pricingDelayMs?: number;
}

export const PRICING_DELAY_MS = 16;

/** A refusal after which nothing can be accepted on this page. */
const CLOSING: ReadonlySet<OfferRefusal['kind']> = new Set(['expired', 'alreadyAccepted', 'notOpen']);

const withinOffer = (terms: OfferTerms, offer: OfferView) =>
  checkOfferTerms(terms, {
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
    pricing: { amountStep: offer.amountStep, terms: offer.terms, paymentPeriods: offer.paymentPeriods },
  }) === undefined;

export class OfferCustomiser extends Subscribable<OfferCustomiserSnapshot> {
  private readonly pricingDelayMs: number;
  private version: number | undefined;
  private status: OfferCustomiserSnapshot['status'] = 'loading';
  private offer: OfferView | null = null;
  private terms: OfferTerms | null = null;
  private priced: PricedOffer | null = null;
  private accepting = false;
  private refusal: OfferRefusal | null = null;
  private open = true;
  private live = false;
  /** Each load counts; an answer to an older one than the last is not shown. */
  private loads = 0;
  private pricingTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly port: OfferPort,
    options: OfferCustomiserOptions = {},
  ) {
    super();
    this.version = options.version;
    this.pricingDelayMs = options.pricingDelayMs ?? PRICING_DELAY_MS;
    this.snapshot = this.build();
  }

  /** Loads the offer; answers the function that stops the page (nothing arriving later is shown). */
  start(): () => void {
    this.live = true;
    void this.load();
    return () => {
      this.live = false;
      clearTimeout(this.pricingTimer);
      this.pricingTimer = undefined;
    };
  }

  /** The application the app holds now: a new version (staff changed the decision) loads the offers again. */
  showVersion(version: number | undefined): void {
    if (version === this.version) return;
    this.version = version;
    if (this.live) void this.load();
  }

  async load(): Promise<void> {
    const load = ++this.loads;
    try {
      const answer = await this.port.loadOffers();
      if (!this.live || load !== this.loads) return;
      const offer = answer.offers[0];
      if (!offer) {
        this.offer = this.terms = this.priced = null;
        this.status = 'noOffer';
        this.publish();
        // The application may have moved on (expired, withdrawn): a fresh copy takes the applicant to its page.
        void this.port.reloadApplication().catch(() => undefined);
        return;
      }
      // The same offer again keeps what was chosen, while it is still within the offer.
      const kept = this.offer?.offerId === offer.offerId && this.terms && withinOffer(this.terms, offer) ? this.terms : offer.suggested;
      this.offer = offer;
      this.status = 'ready';
      this.priceNow(kept);
    } catch {
      // A failed reload leaves the offer shown in place; only a page with nothing to show says so.
      if (this.live && load === this.loads && !this.offer) {
        this.status = 'loadFailed';
        this.publish();
      }
    }
  }

  choose(choice: OfferChoice): void {
    if (!this.snapshot.canChoose || !this.offer || !this.terms) return;
    this.terms = { ...this.terms, ...choice, termUnit: this.offer.terms.unit };
    // Prices the latest terms about a frame later, however many choices came meanwhile.
    this.pricingTimer ??= setTimeout(() => {
      this.pricingTimer = undefined;
      if (this.live && this.terms) this.priceNow(this.terms);
    }, this.pricingDelayMs);
    this.publish();
  }

  /** Accepts the chosen terms: a press while one is under way (a double click) sends nothing more. */
  async accept(): Promise<void> {
    if (!this.snapshot.canAccept || !this.offer || !this.terms) return;
    const { offerId } = this.offer;
    const terms = this.terms;
    // The figures shown when pressed are those of the terms sent.
    if (this.pricingTimer) this.priceNow(terms);
    this.accepting = true;
    this.refusal = null;
    this.publish();
    let answer: AcceptAnswer;
    try {
      answer = await this.port.accept({ ...terms, offerId });
    } catch {
      answer = { kind: 'failed', message: ACCEPT_FAILED };
    }
    if (!this.live) return;
    // Accepted: the page stays busy until the application, stored by the app, takes it on.
    if (answer.kind === 'accepted') return;
    this.accepting = false;
    this.refusal = answer;
    if (CLOSING.has(answer.kind)) this.open = false;
    // The terms that stand are the ones to show.
    if (answer.kind === 'alreadyAccepted') this.priceNow(answer.acceptedTerms);
    else this.publish();
    void this.port.reloadApplication().catch(() => undefined);
  }

  private priceNow(terms: OfferTerms): void {
    clearTimeout(this.pricingTimer);
    this.pricingTimer = undefined;
    this.terms = terms;
    this.priced = this.offer && priceOfferedTerms(this.offer, terms);
    this.publish();
  }

  private publish(): void {
    this.setSnapshot(this.build());
  }

  private build(): OfferCustomiserSnapshot {
    const ready = this.status === 'ready';
    const canChoose = ready && this.open && !this.accepting;
    return {
      status: this.status,
      offer: this.offer,
      terms: this.terms,
      priced: this.priced,
      pricing: this.pricingTimer !== undefined,
      accepting: this.accepting,
      refusal: this.refusal,
      open: this.open,
      canChoose,
      canAccept: canChoose,
    };
  }
}
