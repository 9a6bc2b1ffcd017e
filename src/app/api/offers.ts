/** Offers of an application (spec 01 section 7, 'Get offers for an application') and accepting one. */
import type { AcceptOfferRequest, OffersAnswer } from '../../engine/contract/offers.contract';
import type { ApplicationRecord } from './application.types';
import { request } from './http';

export function getOffers(applicationId: string): Promise<OffersAnswer> {
  return request('GET', `/api/apps/${encodeURIComponent(applicationId)}/offers`);
}

/** The server prices the terms again and refuses any outside the offer; answers the application moved on. */
export function acceptOffer(applicationId: string, terms: AcceptOfferRequest): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(applicationId)}/workflow/accept-offer`, { body: terms });
}

/** The documents a conditional approval asked for are all uploaded. */
export function submitRequestedDocuments(applicationId: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(applicationId)}/workflow/documents-submitted`, { body: {} });
}
