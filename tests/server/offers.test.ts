/**
 * Offers through the API with the real tl journey, on PGlite and PostgreSQL: an approval answers
 * its offer, accepting prices the terms again and moves to checkout, terms outside the offer and
 * an expired offer are refused, and the browser's pricing gives the server's cents.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { priceOffer } from '../../src/engine/offers/price-offer';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-offers-tests-0123456789';
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };

describeEachDatabase('offers', (kind) => {
  const server = useDocumentsServer(kind, 'offers', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' },
  });
  const app = () => server().app;
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A submitted application approved by operations up to $80,000 at tier B. */
  async function approved() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: completeTlApplication });
    await connectGoodSandboxUser(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    expect((await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    const decided = await inject('POST', `/api/ops/applications/${created.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
    expect(decided.statusCode, decided.body).toBe(200);
    return { user, id: created.id };
  }

  const offersOf = async (token: string, id: string) => {
    const response = await inject('GET', `/api/apps/${id}/offers`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers the offer of an approval: bounds, rate, business days, and where the customiser starts', async () => {
    const { user, id } = await approved();
    const answer = await offersOf(user.token, id);
    expect(answer.decision).toMatchObject({ outcome: 'APPROVED', declinedReasons: [], documents: [] });
    const [offer] = answer.offers as OfferView[];
    expect(offer).toMatchObject({
      offerId: answer.decision.decisionId,
      minAmount: 10000,
      maxAmount: 80000,
      amountStep: 1000,
      tier: 'B',
      annualRatePercent: 19.95,
      originationFeePercent: 2.5,
    });
    expect(offer.businessDays[0]).toBe(offer.firstPaymentDate);
    expect(offer.businessDays.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect(offer.suggested.loanAmount).toBeLessThanOrEqual(80000);
    // A new loan renews nothing: no payoff, no current loan.
    expect(offer.payoffAmount).toBeUndefined();
    expect(offer.renewedLoan).toBeUndefined();
  });

  it("accepts terms within the offer, priced again by the server to the browser's cents, and moves to checkout", async () => {
    const { user, id } = await approved();
    const [offer] = (await offersOf(user.token, id)).offers as OfferView[];
    const terms = { loanAmount: 57000, term: 18, termUnit: 'months' as const, paymentPeriod: 'DAILY' as const };
    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...terms });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'CHECKOUT_STARTED', stage: 'LoanDetailsConfirmed' });
    const again = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...terms });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().version).toBe(accepted.json().version);

    const browser = priceOffer({
      ...terms,
      annualRatePercent: offer.annualRatePercent,
      originationFeePercent: offer.originationFeePercent,
      firstPaymentDate: offer.firstPaymentDate,
      businessDays: offer.businessDays,
    });
    const decision = await server().db.selectFrom('decisions').selectAll().where('id', '=', offer.offerId).executeTakeFirstOrThrow();
    expect(decision.accepted_terms).toEqual(JSON.parse(JSON.stringify(browser)));
    expect(decision.accepted_at).not.toBeNull();
  });

  it('keeps the first acceptance: other terms get 409 naming it, terms outside the offer 422, and of 20 parallel acceptances one wins', async () => {
    const { user, id } = await approved();
    const [offer] = (await offersOf(user.token, id)).offers as OfferView[];
    const accept = (terms: object) => inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...terms });
    const amounts = Array.from({ length: 20 }, (_, i) => 30000 + i * 1000);
    const answers = await Promise.all(amounts.map((loanAmount) => accept({ loanAmount, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const winner = amounts[answers.findIndex((a) => a.statusCode === 200)];
    const acceptedTerms = { loanAmount: winner, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' };
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'APP_ERR_OFFER_ALREADY_ACCEPTED', acceptedTerms });
    }
    expect((await accept(acceptedTerms)).statusCode).toBe(200);
    for (const outside of [
      { loanAmount: 90000, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' },
      { loanAmount: 50000, term: 7, termUnit: 'months', paymentPeriod: 'WEEKLY' },
      { loanAmount: 50000, term: 12, termUnit: 'months', paymentPeriod: 'MONTHLY' },
      { loanAmount: 50500, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' },
    ]) {
      const refused = await accept(outside);
      expect(refused.statusCode, JSON.stringify(outside)).toBe(422);
      expect(refused.json().code).toBe('APP_ERR_OFFER_TERMS');
    }
    const decision = await server().db.selectFrom('decisions').selectAll().where('id', '=', offer.offerId).executeTakeFirstOrThrow();
    expect(decision.accepted_terms).toMatchObject(acceptedTerms);
    const events = await server()
      .db.selectFrom('application_events')
      .select('type')
      .where('application_id', '=', id)
      .where('type', '=', 'offer_accepted')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses terms outside the offer, and writes nothing', async () => {
    const { user, id } = await approved();
    const [offer] = (await offersOf(user.token, id)).offers as OfferView[];
    const outside = [
      { loanAmount: 81000, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' },
      { loanAmount: 50500, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' },
      { loanAmount: 9000, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' },
      { loanAmount: 50000, term: 7, termUnit: 'months', paymentPeriod: 'WEEKLY' },
      { loanAmount: 50000, term: 12, termUnit: 'months', paymentPeriod: 'MONTHLY' },
    ];
    for (const terms of outside) {
      const response = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...terms });
      expect(response.statusCode, JSON.stringify(terms)).toBe(422);
      expect(response.json().code).toBe('APP_ERR_OFFER_TERMS');
    }
    const wrongOffer = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, {
      offerId: '00000000-0000-4000-8000-000000000000',
      loanAmount: 50000,
      term: 12,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(wrongOffer.statusCode).toBe(409);
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('APPROVED');
  });

  it('an offer past its expiry moves the application to OFFER_EXPIRED and cannot be accepted', async () => {
    const { user, id } = await approved();
    const [offer] = (await offersOf(user.token, id)).offers as OfferView[];
    await server()
      .db.updateTable('decisions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', offer.offerId)
      .execute();
    const accept = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...offer.suggested });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('APP_ERR_OFFER_EXPIRED');
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json()).toMatchObject({ status: 'OFFER_EXPIRED', stage: 'OfferExpired' });
    expect((await offersOf(user.token, id)).offers).toEqual([]);
  });

  it('another applicant reaches neither the offers nor the acceptance', async () => {
    const { id } = await approved();
    const stranger = await signUpAndLogIn(app());
    expect((await inject('GET', `/api/apps/${id}/offers`, stranger.token)).statusCode).toBe(404);
    expect(
      (
        await inject('POST', `/api/apps/${id}/workflow/accept-offer`, stranger.token, {
          offerId: '00000000-0000-4000-8000-000000000000',
          loanAmount: 50000,
          term: 12,
          termUnit: 'months',
          paymentPeriod: 'WEEKLY',
        })
      ).statusCode,
    ).toBe(404);
  });
});
