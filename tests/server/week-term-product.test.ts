/**
 * A product whose terms are weeks, made by config alone: the new product of new-product.ts with
 * `offers.terms` of 4, 8 and 12 weeks. Its offer is customised, accepted and signed through the
 * API, on PGlite and PostgreSQL, and the accepted terms, the signing page's schedule of terms and
 * the agreement PDF all say weeks.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { completeEquipmentApplication, NEW_PRODUCT, writeNewProductJourneys } from '../support/new-product';
import { injectAsOneBrowser } from '../support/signing-cookies';
import { pdfText } from '../support/pdf-text';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const root = await mkdtemp(path.join(tmpdir(), 'week-term-product-'));
const journeysDir = await writeNewProductJourneys(root);
{
  // The lender's only edit: the terms, in weeks, repaid weekly or monthly.
  const file = path.join(journeysDir, `${NEW_PRODUCT}.journey.json`);
  const journey = JSON.parse(await readFile(file, 'utf8')) as { offers: Record<string, unknown> };
  journey.offers = { ...journey.offers, terms: { unit: 'weeks', values: [4, 8, 12] }, paymentPeriods: ['WEEKLY', 'MONTHLY'] };
  await writeFile(file, JSON.stringify(journey, null, 2));
}
afterAll(() => rm(root, { recursive: true, force: true }));
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: NEW_PRODUCT };
const account = { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };

describeEachDatabase('a product with terms in weeks', (kind) => {
  const server = useDocumentsServer(kind, 'week-term-product', {
    rules: () => createJourneyRules(journeysDir),
    env: { DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  // One browser for every signing link: each link's cookie goes back with its calls.
  const inject = injectAsOneBrowser(app);
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.join(journeysDir, 'rules'), products: [NEW_PRODUCT, 'tl', 'renewal-tl'] });
  });

  async function approved() {
    const user = await signUpAndLogIn(app());
    const { id } = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: completeEquipmentApplication });
    await connectGoodSandboxUser(app(), user.token, id);
    const { version } = (await inject('GET', `/api/apps/${id}`, user.token)).json();
    expect((await inject('PATCH', `/api/apps/${id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version })).statusCode).toBe(200);
    expect((await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    await app().jobWorker.drain();
    return { user, id };
  }

  it('offers, prices, accepts and signs a 12-week weekly loan, every text saying weeks', async () => {
    const { user, id } = await approved();
    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().offers as OfferView[];
    expect(offer.terms).toEqual({ unit: 'weeks', values: [4, 8, 12] });
    expect(offer.suggested).toMatchObject({ term: 4, termUnit: 'weeks' });

    // The customiser's choice, priced in the browser exactly as the server will.
    const chosen = { loanAmount: 60000, term: 12, termUnit: 'weeks' as const, paymentPeriod: 'WEEKLY' as const };
    const shown = priceOffer({ ...chosen, ...offer });
    expect(shown.numberOfPayments).toBe(12);

    // Twelve of another unit is not a term of this offer.
    const months = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...chosen, termUnit: 'months' });
    expect(months.statusCode).toBe(422);
    expect(months.json()).toMatchObject({ code: 'APP_ERR_OFFER_TERMS', key: 'offerTermNotOffered' });

    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...chosen });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decision = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().decision;
    expect(decision.acceptedTerms).toMatchObject({ term: 12, termUnit: 'weeks', paymentPeriod: 'WEEKLY', numberOfPayments: 12 });
    expect(decision.acceptedTerms.paymentAmount).toBe(shown.paymentAmount);
    expect(decision.acceptedTerms.schedule).toEqual(shown.schedule);

    expect((await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account)).statusCode).toBe(200);
    const link = (await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl as string;
    const token = link.split('/sign/')[1];
    const session = (await inject('GET', `/api/signing/${token}`)).json();
    expect(session.terms).toMatchObject({ term: 12, termUnit: 'weeks', paymentPeriod: 'WEEKLY', numberOfPayments: 12 });

    const agreement = await inject('GET', `/api/signing/${token}/agreement`);
    expect(agreement.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(agreement.rawPayload));
    const amount = `$${Number(shown.paymentAmount).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
    expect(text).toContain('Term 12 weeks');
    expect(text).toContain(`Repayments 12 weekly payments of ${amount}`);
    expect(text).not.toMatch(/months/);

    const signed = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    const completed = await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {});
    expect(completed.json()).toMatchObject({ status: 'COMPLETED' });
  });

  it('repays an 8-week loan in 2 monthly payments', async () => {
    const { user, id } = await approved();
    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().offers as OfferView[];
    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, {
      offerId: offer.offerId,
      loanAmount: 20000,
      term: 8,
      termUnit: 'weeks',
      paymentPeriod: 'MONTHLY',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decision = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().decision;
    expect(decision.acceptedTerms).toMatchObject({ term: 8, termUnit: 'weeks', paymentPeriod: 'MONTHLY', numberOfPayments: 2 });
  });
});
