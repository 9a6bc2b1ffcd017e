/**
 * The address search as the browser asks for it (spec 01 section 5 'Address autocomplete'); what
 * the routes answer is the wire contract's (`contract/address.contract.ts`).
 */
import type { Coordinates } from '../contract/address.contract';

export interface AddressSuggestRequest {
  q: string;
  /**
   * Whose address is searched, the search session it belongs to: `business`, `owners/0` (the
   * applicant) or `coOwners/<n>`, the holder's place in the application document.
   */
  ownerId: string;
  /** Where the applicant is, when they allowed the browser to say: results near it come first. */
  near?: Coordinates;
}
