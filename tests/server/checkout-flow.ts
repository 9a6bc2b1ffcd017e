/**
 * Checkout through the API with the real tl journey, for suites that need an application in
 * checkout or signed: submitted, approved by operations, its offer accepted, then signed by the
 * applicant and each co-owner through their mailed links. Where the journey has the additional
 * owner role, a co-owner's mail leads to their own page: they sign in, confirm their details as
 * they are with the consents, upload their identification, and take their signing link there.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { connectGoodSandboxUser, multipart, samplePdf } from './documents-test-server';
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
    const token = await coOwnerSigningToken(app, mailText);
    const opened = await inject('GET', `/api/signing/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const name = opened.json().signerName as string;
    const signed = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: name, consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
  }

  return { inject, inCheckout, applicantSigns, coOwnerSigns };
}

/**
 * The signing link's token a co-owner reaches from their mail: the link itself, or, from a link to
 * their own page, the one their page gives once they have done their part there.
 */
export async function coOwnerSigningToken(app: () => FastifyInstance, mailText: string): Promise<string> {
  const direct = /\/sign\/([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
  if (direct) return direct;
  const link = /#link=([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
  expect(link, mailText).toBeTruthy();
  const owner = await ownerDoesTheirPart(app, link!);
  const signing = await app().inject({ method: 'POST', url: '/api/owner/signing', headers: bearer(owner) });
  expect(signing.statusCode, signing.body).toBe(200);
  return (signing.json().embeddedUrl as string).split('/sign/')[1];
}

/** Signs in with the owner's link and does their part as it stands (details as they are, every consent, identification); answers their token. */
export async function ownerDoesTheirPart(app: () => FastifyInstance, link: string): Promise<string> {
  const signedIn = await app().inject({ method: 'POST', url: '/api/owner/sign-in', payload: { link } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = signedIn.json().accessToken as string;
  const part = (await app().inject({ method: 'GET', url: '/api/owner', headers: bearer(token) })).json() as {
    details: Record<string, unknown>;
    consents: { id: string }[];
    documents: unknown[];
    progress: { detailsConfirmedAt: string | null };
  };
  if (!part.progress.detailsConfirmedAt) {
    const details = Object.fromEntries(Object.entries(part.details).map(([key, value]) => [key, String(value)]));
    const confirmed = await app().inject({
      method: 'PUT',
      url: '/api/owner/details',
      headers: bearer(token),
      payload: { details, consents: part.consents.map((c) => c.id) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  if (part.documents.length === 0) {
    const { payload, headers } = multipart({}, { name: 'licence.pdf', contentType: 'application/pdf', content: await samplePdf() });
    const uploaded = await app().inject({ method: 'POST', url: '/api/owner/documents', headers: { ...headers, ...bearer(token) }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  }
  return token;
}
