/** The business register search (spec 02 section 7): the portal's API asks the register, never the browser. */
import type { RegisterSearchAnswer, RegisterSearchRequest } from '../../engine/contract/business-register.contract';
import { request } from './http';

export function searchBusinessRegister(search: RegisterSearchRequest, signal?: AbortSignal): Promise<RegisterSearchAnswer> {
  const query = new URLSearchParams({ q: search.q, activeOnly: String(search.activeOnly ?? false), requireAcn: String(search.requireAcn ?? false) });
  return request('GET', `/api/business-register/search?${query}`, { signal });
}
