/** Checkout (spec 02 section 7): the funding account, the signing link and the workflow calls around signing. */
import type {
  FundingAccountAnswer,
  FundingAccountRequest,
  FundingAccountView,
  SignatureOutcome,
  SigningLink,
  SigningSession,
  SigningStatusAnswer,
  SigningStatusView,
  SignRequest,
} from '../../engine/contract/checkout.contract';
import type { ApplicationRecord } from './application.types';
import { request } from './http';
import type { AdditionalOwnerList, AdditionalOwnerStatus } from '../../engine/contract/owners.contract';

const app = (id: string) => `/api/apps/${encodeURIComponent(id)}`;

export async function getFundingAccount(applicationId: string): Promise<FundingAccountView | null> {
  return (await request<FundingAccountAnswer>('GET', `${app(applicationId)}/funding-account`)).account;
}

export function saveFundingAccount(applicationId: string, input: FundingAccountRequest): Promise<FundingAccountView> {
  return request('PUT', `${app(applicationId)}/funding-account`, { body: input });
}

/** agreementAccepted: the agreement is generated and the applicant's signing page answered. */
export function startSigning(applicationId: string): Promise<SigningLink> {
  return request('POST', `${app(applicationId)}/workflow/agreementAccepted`, { body: {} });
}

/** After the signing page: the server checks its own record of the signature. */
export function completeSigning(applicationId: string): Promise<ApplicationRecord> {
  return request('POST', `${app(applicationId)}/workflow/complete`, { body: {} });
}

export function resetCheckout(applicationId: string, decisionId: string): Promise<ApplicationRecord> {
  return request('POST', `${app(applicationId)}/workflow/resetCheckout`, { body: { decisionId } });
}

export function checkCheckoutStatusAndReset(applicationId: string): Promise<ApplicationRecord> {
  return request('POST', `${app(applicationId)}/workflow/checkCheckoutStatusAndReset`, { body: {} });
}

export async function getSigningStatus(applicationId: string): Promise<SigningStatusView | null> {
  return (await request<SigningStatusAnswer>('GET', `${app(applicationId)}/signing`)).round;
}

/** Each additional owner's progress in their own part. */
export async function getOwnersProgress(applicationId: string): Promise<AdditionalOwnerStatus[]> {
  return (await request<AdditionalOwnerList>('GET', `${app(applicationId)}/owners`)).owners;
}

/** The built-in e-signature provider's page, by the signer's link token (no session). */
export const signingAgreementUrl = (token: string) => `/api/signing/${encodeURIComponent(token)}/agreement`;

export function getSigningSession(token: string): Promise<SigningSession> {
  return request('GET', `/api/signing/${encodeURIComponent(token)}`, { auth: false });
}

export function signAgreement(token: string, input: SignRequest): Promise<SignatureOutcome> {
  return request('POST', `/api/signing/${encodeURIComponent(token)}/sign`, { body: input, auth: false });
}

export function declineAgreement(token: string): Promise<SignatureOutcome> {
  return request('POST', `/api/signing/${encodeURIComponent(token)}/decline`, { body: {}, auth: false });
}

/** A new link for the signer, mailed to them; the link in hand stops working. */
export function requestNewSigningLink(token: string): Promise<void> {
  return request('POST', `/api/signing/${encodeURIComponent(token)}/new-link`, { auth: false });
}
