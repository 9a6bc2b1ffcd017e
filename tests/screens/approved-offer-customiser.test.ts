/**
 * The offer customiser's model without a DOM: the figures follow each choice (priced by the
 * engine), Accept sends once per press, each refusal of the server ends where it should, and an
 * answer that arrives after the page was left changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AcceptOfferRequest, OffersAnswer, OfferView } from '../../src/engine/contract/offers.contract';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { OfferCustomiser } from '../../src/screens/approved-offer/offer-customiser';
import { acceptAnswerOf, offerPortOf, type AcceptAnswer, type OfferPort } from '../../src/screens/approved-offer/offer-port';

function weekdaysFrom(first: string, count: number): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); days.length < count; t += 86_400_000) {
    if (new Date(t).getUTCDay() % 6 !== 0) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const pricing = { annualRatePercent: 19.95, originationFeePercent: 2.5, firstPaymentDate: '2026-12-01', businessDays: weekdaysFrom('2026-12-01', 560) };
const suggested = { loanAmount: 50000, term: 12, termUnit: 'months' as const, paymentPeriod: 'WEEKLY' as const };
const offer: OfferView = {
  offerId: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  minAmount: 10000,
  maxAmount: 80000,
  amountStep: 1000,
  terms: { unit: 'months', values: [6, 12, 24] },
  paymentPeriods: ['WEEKLY', 'DAILY'],
  tier: 'A',
  ...pricing,
  expiresAt: '2026-12-10T00:00:00.000Z',
  suggested,
};
const offers = (...list: OfferView[]): OffersAnswer => ({ offers: list, decision: null });
const priced = (terms: typeof suggested | { loanAmount: number; term: number; termUnit: 'months'; paymentPeriod: 'WEEKLY' | 'DAILY' }) =>
  priceOffer({ ...terms, ...pricing });

const DELAY = 16;

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function page(port: Partial<OfferPort> = {}, version = 4) {
  const calls = { accepts: [] as AcceptOfferRequest[], reloads: 0, loads: 0 };
  const accept = port.accept ?? (async (): Promise<AcceptAnswer> => ({ kind: 'accepted' }));
  const fake: OfferPort = {
    loadOffers: port.loadOffers ?? (async () => (calls.loads++, offers(offer))),
    accept: (request) => (calls.accepts.push(request), accept(request)),
    reloadApplication: async () => calls.reloads++,
  };
  const model = new OfferCustomiser(fake, { version, pricingDelayMs: DELAY });
  return { model, calls, stop: model.start() };
}

/** Lets the model's awaited answers arrive (fake timers do not hold microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const refusedBy = (answer: AcceptAnswer) => page({ accept: async () => answer });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the offer customiser', () => {
  it('starts at the suggested terms, priced by the engine', async () => {
    const { model } = page();
    expect(model.getSnapshot()).toMatchObject({ status: 'loading', canAccept: false });
    await settle();
    expect(model.getSnapshot()).toMatchObject({ status: 'ready', offer, terms: suggested, pricing: false, canChoose: true, canAccept: true });
    expect(model.getSnapshot().priced).toEqual(priced(suggested));
  });

  it('prices each choice of amount, term and period within a frame, the latest of several once', async () => {
    const { model } = page();
    await settle();
    model.choose({ loanAmount: 78000 });
    // The slider moves at once; the figures follow.
    expect(model.getSnapshot()).toMatchObject({ terms: { ...suggested, loanAmount: 78000 }, pricing: true });
    expect(model.getSnapshot().priced).toEqual(priced(suggested));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(model.getSnapshot().pricing).toBe(false);
    expect(model.getSnapshot().priced?.originationFee).toBe('1950.00');
    expect(model.getSnapshot().priced).toEqual(priced({ ...suggested, loanAmount: 78000 }));

    model.choose({ term: 24 });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(model.getSnapshot().priced).toEqual(priced({ ...suggested, loanAmount: 78000, term: 24 }));

    model.choose({ paymentPeriod: 'DAILY' });
    await vi.advanceTimersByTimeAsync(DELAY);
    const daily = { loanAmount: 78000, term: 24, termUnit: 'months' as const, paymentPeriod: 'DAILY' as const };
    expect(model.getSnapshot().priced).toEqual(priced(daily));
    expect(model.getSnapshot().priced?.numberOfPayments).toBeGreaterThan(480);

    // A drag: three amounts within a frame, priced once, at the last.
    const listener = vi.fn();
    model.subscribe(listener);
    model.choose({ loanAmount: 70000 });
    model.choose({ loanAmount: 60000 });
    model.choose({ loanAmount: 55000 });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(model.getSnapshot().priced).toEqual(priced({ ...daily, loanAmount: 55000 }));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('sends one acceptance per press: a double click sends the terms once, and nothing changes while it is under way', async () => {
    const answer = deferred<AcceptAnswer>();
    const { model, calls } = page({ accept: () => answer.promise });
    await settle();
    model.choose({ loanAmount: 60000 });
    const first = model.accept();
    void model.accept();
    expect(calls.accepts).toEqual([{ ...suggested, loanAmount: 60000, offerId: offer.offerId }]);
    // The figures shown are those of the terms sent, without waiting for the frame.
    expect(model.getSnapshot()).toMatchObject({ accepting: true, pricing: false, canChoose: false, canAccept: false });
    expect(model.getSnapshot().priced).toEqual(priced({ ...suggested, loanAmount: 60000 }));
    model.choose({ loanAmount: 20000 });
    expect(model.getSnapshot().terms?.loanAmount).toBe(60000);
    answer.resolve({ kind: 'accepted' });
    await first;
    // Accepted: busy until the application moves the page on; another press sends nothing.
    await model.accept();
    expect(calls.accepts).toHaveLength(1);
    expect(model.getSnapshot()).toMatchObject({ accepting: true, refusal: null });
    expect(calls.reloads).toBe(0);
  });

  it('closes on an expired offer and fetches the application, whose page says so', async () => {
    const { model, calls } = refusedBy({ kind: 'expired', message: 'Your offer has expired, please re-apply.' });
    await settle();
    await model.accept();
    expect(model.getSnapshot()).toMatchObject({
      refusal: { kind: 'expired', message: 'Your offer has expired, please re-apply.' },
      accepting: false,
      open: false,
      canChoose: false,
      canAccept: false,
    });
    expect(calls.reloads).toBe(1);
    await model.accept();
    expect(calls.accepts).toHaveLength(1);
  });

  it('shows the terms an offer was already accepted with, priced, and closes', async () => {
    const acceptedTerms = { loanAmount: 40000, term: 6, termUnit: 'months' as const, paymentPeriod: 'WEEKLY' as const };
    const { model, calls } = refusedBy({ kind: 'alreadyAccepted', message: 'This offer was already accepted with other terms.', acceptedTerms });
    await settle();
    model.choose({ loanAmount: 70000 });
    await model.accept();
    expect(model.getSnapshot()).toMatchObject({ refusal: { kind: 'alreadyAccepted' }, terms: acceptedTerms, open: false, canAccept: false });
    expect(model.getSnapshot().priced).toEqual(priced(acceptedTerms));
    expect(calls.reloads).toBe(1);
  });

  it('keeps the offer open after terms outside it or a failed call: the applicant chooses and presses again', async () => {
    const answers: AcceptAnswer[] = [
      { kind: 'outsideOffer', message: 'Those terms are outside your offer. Please choose again.', key: 'offerAmountOutOfRange' },
      { kind: 'failed', message: 'We could not record your acceptance. Please try again.' },
      { kind: 'accepted' },
    ];
    const { model, calls } = page({ accept: async () => answers.shift()! });
    await settle();
    await model.accept();
    expect(model.getSnapshot()).toMatchObject({
      refusal: { kind: 'outsideOffer', key: 'offerAmountOutOfRange' },
      open: true,
      canChoose: true,
      canAccept: true,
    });
    expect(calls.reloads).toBe(1);
    model.choose({ loanAmount: 30000 });
    await model.accept();
    expect(model.getSnapshot()).toMatchObject({ refusal: { kind: 'failed' }, canAccept: true });
    expect(calls.reloads).toBe(2);
    const pressed = model.accept();
    // A new press clears the last refusal.
    expect(model.getSnapshot().refusal).toBeNull();
    await pressed;
    expect(calls.accepts.map((a) => a.loanAmount)).toEqual([50000, 30000, 30000]);
  });

  it('reads a call that throws as a failure to try again', async () => {
    const { model } = page({
      accept: async () => {
        throw new Error('offline');
      },
    });
    await settle();
    await model.accept();
    expect(model.getSnapshot()).toMatchObject({ refusal: { kind: 'failed' }, canAccept: true });
  });

  it('says there is no offer and fetches the application when none is open, and tells a failed load', async () => {
    const none = page({ loadOffers: async () => offers() });
    await settle();
    expect(none.model.getSnapshot()).toMatchObject({ status: 'noOffer', offer: null, canAccept: false });
    expect(none.calls.reloads).toBe(1);

    const failing = page({
      loadOffers: async () => {
        throw new Error('offline');
      },
    });
    await settle();
    expect(failing.model.getSnapshot()).toMatchObject({ status: 'loadFailed', canAccept: false });
  });

  it('loads again for a new version: the same offer keeps the choices within it, another starts over', async () => {
    let answer = offers(offer);
    let fail = false;
    let loads = 0;
    const { model } = page({
      loadOffers: async () => {
        loads++;
        if (fail) throw new Error('offline');
        return answer;
      },
    });
    await settle();
    model.choose({ loanAmount: 70000, term: 24 });
    model.showVersion(4);
    expect(loads).toBe(1);
    model.showVersion(5);
    await settle();
    expect(loads).toBe(2);
    expect(model.getSnapshot()).toMatchObject({ terms: { loanAmount: 70000, term: 24 }, pricing: false });
    expect(model.getSnapshot().priced).toEqual(priced({ ...suggested, loanAmount: 70000, term: 24 }));
    // Staff lowered the maximum: 70,000 is outside it now.
    answer = offers({ ...offer, maxAmount: 60000 });
    model.showVersion(6);
    await settle();
    expect(model.getSnapshot().terms).toEqual(suggested);
    // A failed reload leaves the offer in place.
    fail = true;
    model.showVersion(7);
    await settle();
    expect(model.getSnapshot()).toMatchObject({ status: 'ready', offer: { maxAmount: 60000 } });
    fail = false;
    answer = offers({ ...offer, offerId: '7f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', suggested: { ...suggested, loanAmount: 20000 } });
    model.choose({ term: 6 });
    model.showVersion(8);
    await settle();
    expect(model.getSnapshot().terms).toEqual({ ...suggested, loanAmount: 20000 });
  });

  it('shows nothing that arrives after the page was left: no offer, no refusal, no figures, no reload', async () => {
    const load = deferred<OffersAnswer>();
    const early = page({ loadOffers: () => load.promise });
    early.stop();
    load.resolve(offers(offer));
    await settle();
    expect(early.model.getSnapshot().status).toBe('loading');

    const answer = deferred<AcceptAnswer>();
    const { model, calls, stop } = page({ accept: () => answer.promise });
    await settle();
    const pressed = model.accept();
    stop();
    answer.resolve({ kind: 'expired', message: 'expired' });
    await pressed;
    expect(model.getSnapshot()).toMatchObject({ refusal: null, open: true });
    expect(calls.reloads).toBe(0);
  });

  it('prices nothing after the page was left', async () => {
    const { model, stop } = page();
    await settle();
    model.choose({ loanAmount: 20000 });
    stop();
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(model.getSnapshot().priced).toEqual(priced(suggested));
  });

  it('ignores an older load answered after a newer one', async () => {
    const answers = [deferred<OffersAnswer>(), deferred<OffersAnswer>()];
    let n = 0;
    const { model } = page({ loadOffers: () => answers[n++].promise });
    model.showVersion(5);
    answers[1].resolve(offers({ ...offer, maxAmount: 60000 }));
    await settle();
    answers[0].resolve(offers(offer));
    await settle();
    expect(model.getSnapshot().offer?.maxAmount).toBe(60000);
  });
});

describe("the customiser's port", () => {
  const refused = (status: number, body: object) => Object.assign(new Error('refused'), { status, body });
  const accepted = { loanAmount: 40000, term: 6, termUnit: 'months', paymentPeriod: 'WEEKLY' };

  it("reads each of the server's refusals as its answer, with the server's words", () => {
    expect(acceptAnswerOf(refused(409, { code: 'APP_ERR_OFFER_EXPIRED', message: 'Your offer has expired, please re-apply.' }))).toEqual({
      kind: 'expired',
      message: 'Your offer has expired, please re-apply.',
    });
    expect(acceptAnswerOf(refused(409, { code: 'APP_ERR_OFFER_ALREADY_ACCEPTED', message: 'Other terms.', acceptedTerms: accepted }))).toEqual({
      kind: 'alreadyAccepted',
      message: 'Other terms.',
      acceptedTerms: accepted,
    });
    expect(acceptAnswerOf(refused(422, { code: 'APP_ERR_OFFER_TERMS', message: 'Outside.', key: 'offerTermNotOffered' }))).toEqual({
      kind: 'outsideOffer',
      message: 'Outside.',
      key: 'offerTermNotOffered',
    });
    expect(acceptAnswerOf(refused(409, { code: 'APP_ERR_OFFER_NOT_OPEN', message: 'No open offer.' }))).toEqual({ kind: 'notOpen', message: 'No open offer.' });
    // Accepted terms it cannot read: the offer is closed all the same.
    expect(acceptAnswerOf(refused(409, { code: 'APP_ERR_OFFER_ALREADY_ACCEPTED', message: 'm', acceptedTerms: { ...accepted, termUnit: 'years' } }))).toEqual({
      kind: 'notOpen',
      message: 'm',
    });
    expect(acceptAnswerOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: 'We could not record your acceptance. Please try again.' });
    expect(acceptAnswerOf(refused(500, { code: 'INTERNAL', message: 'Something went wrong.' }))).toMatchObject({ kind: 'failed' });
  });

  it('answers an accepted offer as accepted, and a refusal without throwing', async () => {
    let reloads = 0;
    const port = offerPortOf({
      offers: {
        load: async () => offers(offer),
        accept: async (request) => {
          if (request.loanAmount > 80000) throw refused(422, { code: 'APP_ERR_OFFER_TERMS', message: 'Outside.', key: 'offerAmountOutOfRange' });
          return {};
        },
      },
      reloadApplication: async () => reloads++,
    });
    await expect(port.accept({ ...suggested, offerId: offer.offerId })).resolves.toEqual({ kind: 'accepted' });
    await expect(port.accept({ ...suggested, loanAmount: 90000, offerId: offer.offerId })).resolves.toEqual({
      kind: 'outsideOffer',
      message: 'Outside.',
      key: 'offerAmountOutOfRange',
    });
    await port.reloadApplication();
    expect(reloads).toBe(1);
  });
});
