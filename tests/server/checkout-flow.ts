/**
 * Checkout through the API with the real tl journey, for suites that need an application in
 * checkout or signed: submitted, approved by operations, its offer accepted, then signed by the
 * applicant and each co-owner through their mailed links.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { connectGoodSandboxUser } from './documents-test-server';
import { injectAsOneBrowser } from '../support/signing-cookies';

export const checkoutApplicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };
export const fundingAccount = { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };

export function checkoutFlow(app: () => FastifyInstance, opsToken: string) {
  // One browser for every signing link: each link's cookie goes back with its calls.
  const inject = injectAsOneBrowser(app);

  /** An application whose offer is accepted: in checkout. */
  async function inCheckout(answers: Record<string, unknown>) {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: checkoutApplicant, patchAppData: answers });
    await connectGoodSandboxUser(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    expect((await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    const decided = await inject('POST', `/api/ops/applications/${created.id}/decision`, opsToken, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
    expect(decided.statusCode).toBe(200);
    const [offer] = (await inject('GET', `/api/apps/${created.id}/offers`, user.token)).json().offers as OfferView[];
    const accepted = await inject('POST', `/api/apps/${created.id}/workflow/accept-offer`, user.token, {
      offerId: offer.offerId,
      loanAmount: 50000,
      term: 12,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(accepted.json().status).toBe('CHECKOUT_STARTED');
    return { user, id: created.id };
  }

  /** The applicant gives the funding account and signs; answers the application's status after. */
  async function applicantSigns(user: { token: string }, id: string): Promise<string> {
    expect((await inject('PUT', `/api/apps/${id}/funding-account`, user.token, fundingAccount)).statusCode).toBe(200);
    const started = (await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json();
    const token = (started.embeddedUrl as string).split('/sign/')[1];
    const signed = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    return (await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {})).json().status as string;
  }

  /** A co-owner signs through the link of their mail's text. */
  async function coOwnerSigns(mailText: string): Promise<void> {
    const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
    expect(token, mailText).toBeTruthy();
    const opened = await inject('GET', `/api/signing/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const name = opened.json().signerName as string;
    const signed = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: name, consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
  }

  return { inject, inCheckout, applicantSigns, coOwnerSigns };
}
