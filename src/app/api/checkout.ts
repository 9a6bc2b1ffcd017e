/** Checkout (spec 02 section 7): the funding account, the signing link and the workflow calls around signing. */
import type { BankAccountInput } from '../../engine/checkout/bank-account';
import type { FundingAccountView, SigningStatusView } from '../../engine/checkout/checkout.types';
import type { PricedOffer } from '../../engine/offers/offer.types';
import type { ApplicationRecord } from './application.types';
import { request } from './http';

const app = (id: string) => `/api/apps/${encodeURIComponent(id)}`;

export async function getFundingAccount(applicationId: string): Promise<FundingAccountView | null> {
  return (await request<{ account: FundingAccountView | null }>('GET', `${app(applicationId)}/funding-account`)).account;
}

export function saveFundingAccount(applicationId: string, input: BankAccountInput): Promise<FundingAccountView> {
  return request('PUT', `${app(applicationId)}/funding-account`, { body: input });
}

/** agreementAccepted: the agreement is generated and the applicant's signing page answered. */
export function startSigning(applicationId: string): Promise<{ embeddedUrl: string }> {
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
  return (await request<{ round: SigningStatusView | null }>('GET', `${app(applicationId)}/signing`)).round;
}

/** The built-in e-signature provider's page, by the signer's link token (no session). */
export interface SigningSession {
  signerName: string;
  lenderName: string;
  businessName: string;
  signingDate: string;
  agreementSha256: string;
  expiresAt: string;
  terms: Pick<PricedOffer, 'loanAmount' | 'termMonths' | 'paymentPeriod' | 'numberOfPayments' | 'paymentAmount' | 'annualRatePercent' | 'originationFee' | 'disbursementAmount' | 'totalRepayment'>;
  account: FundingAccountView | null;
}

export const signingAgreementUrl = (token: string) => `/api/signing/${encodeURIComponent(token)}/agreement`;

export function getSigningSession(token: string): Promise<SigningSession> {
  return request('GET', `/api/signing/${encodeURIComponent(token)}`, { auth: false });
}

export function signAgreement(token: string, input: { typedName: string; consent: boolean }): Promise<{ returnUrl: string | null }> {
  return request('POST', `/api/signing/${encodeURIComponent(token)}/sign`, { body: input, auth: false });
}

export function declineAgreement(token: string): Promise<{ returnUrl: string | null }> {
  return request('POST', `/api/signing/${encodeURIComponent(token)}/decline`, { body: {}, auth: false });
}
