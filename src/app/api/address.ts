/**
 * Address autocomplete (spec 01 sections 5 and 7): the portal's API asks the address service,
 * never the browser, so a hosted service's key stays on the server.
 */
import type { AddressSuggestRequest } from '../../engine/address/address-search.types';
import type { AddressDetailsRequest, AddressParts, AddressSuggestAnswer, ApplicationAddresses, Coordinates } from '../../engine/contract/address.contract';
import { request } from './http';

export function suggestAddresses(search: AddressSuggestRequest, signal?: AbortSignal): Promise<AddressSuggestAnswer> {
  const query = new URLSearchParams({ q: search.q, ownerId: search.ownerId });
  if (search.near) {
    query.set('lat', search.near.lat.toFixed(5));
    query.set('lng', search.near.lng.toFixed(5));
  }
  return request('GET', `/api/address/suggest?${query}`, { signal });
}

export function addressDetails(pick: AddressDetailsRequest, signal?: AbortSignal): Promise<AddressParts> {
  return request('GET', `/api/address/details?${new URLSearchParams({ id: pick.id, ownerId: pick.ownerId })}`, { signal });
}

export function addressAt(at: Coordinates, signal?: AbortSignal): Promise<AddressParts> {
  return request('GET', `/api/address/at?${new URLSearchParams({ lat: at.lat.toFixed(5), lng: at.lng.toFixed(5) })}`, { signal });
}

/** Spec 01 section 7, 'Reset an address session': body ownerId. */
export function resetAddressSession(ownerId: string): Promise<void> {
  return request('POST', '/api/address/session/reset', { body: { ownerId } });
}

/** Spec 01 section 7, 'Get addresses for an application'. */
export function applicationAddresses(applicationId: string): Promise<ApplicationAddresses> {
  return request('GET', `/api/apps/${encodeURIComponent(applicationId)}/addresses`);
}
