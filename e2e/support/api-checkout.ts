/**
 * A loan signed through the API, the way an applicant gets one: complete answers (with a co-owner
 * who has yet to sign, for the waiting status), submitted and approved by operations, the offer
 * accepted, the funding account given and the agreement signed on the built-in signing page's API.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { coOwner } from '../../tools/fixtures/tl-application';
import { completeAnswers, createApplication, decide, setStatus, type Account, type Application } from './api-applicant';
import { uniqueEmail } from './tl-applicant';

export const e2eFundingAccount = { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };

function answersWithCoOwner(account: Account): Record<string, unknown> {
  const answers = completeAnswers(account);
  return {
    ...answers,
    owners: [{ ...(answers.owners as Record<string, unknown>[])[0], percentOwnership: '50' }],
    business: {
      ...(answers.business as Record<string, unknown>),
      _extension: { ...(answers.business as { _extension: object })._extension, hasAdditionalOwners: true },
    },
    coOwners: [{ ...coOwner(0, '50'), _extension: { email: uniqueEmail('coowner') } }],
  };
}

/**
 * Signed by the applicant: COMPLETED, or WAITING_FOR_ADDITIONAL_OWNERS with `waitForCoOwner`.
 * `upload`: a supporting document the applicant uploads while the application is in progress.
 */
export async function signedApplication(
  request: APIRequestContext,
  account: Account,
  options: { waitForCoOwner?: boolean; upload?: { name: string; text: string } } = {},
): Promise<Application> {
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const data = options.waitForCoOwner ? answersWithCoOwner(account) : completeAnswers(account);
  const application = await createApplication(request, account, { data, stage: 'FundingNeeds' });
  if (options.upload) {
    const { name, text } = options.upload;
    const uploaded = await request.post(`/api/apps/${application.id}/docs`, {
      headers,
      multipart: { documentType: 'SUPPORTING_DOCUMENT', file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  await setStatus(request, application.id, 'SUBMITTED');
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  return signAsApplicant(request, account, application.id);
}

/**
 * From an approved offer to the applicant's signature, as their browser would: the suggested terms
 * accepted, the funding account given, the agreement opened and signed. COMPLETED, or
 * WAITING_FOR_ADDITIONAL_OWNERS while a co-owner has yet to sign.
 */
export async function signAsApplicant(request: APIRequestContext, account: Account, applicationId: string): Promise<Application> {
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const offers = await (await request.get(`/api/apps/${applicationId}/offers`, { headers })).json();
  const accepted = await request.post(`/api/apps/${applicationId}/workflow/accept-offer`, {
    headers,
    // The terms the customiser starts from.
    data: { offerId: offers.offers[0].offerId, ...offers.offers[0].suggested },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const funded = await request.put(`/api/apps/${applicationId}/funding-account`, { headers, data: e2eFundingAccount });
  expect(funded.status(), await funded.text()).toBe(200);
  const started = await request.post(`/api/apps/${applicationId}/workflow/agreementAccepted`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const token = ((await started.json()).embeddedUrl as string).split('/sign/')[1];
  // Open the link first, as the signer's browser does, then sign.
  expect((await request.get(`/api/signing/${token}`)).status()).toBe(200);
  const { firstName, lastName } = account.grant.user;
  const signed = await request.post(`/api/signing/${token}/sign`, { data: { typedName: `${firstName} ${lastName}`, consent: true } });
  expect(signed.status(), await signed.text()).toBe(200);
  const completed = await request.post(`/api/apps/${applicationId}/workflow/complete`, { headers, data: {} });
  expect(completed.status(), await completed.text()).toBe(200);
  return completed.json();
}
