/**
 * What the address routes answer (spec 01 section 5 'Address autocomplete', section 7 'Get
 * addresses for an application' and 'Reset an address session'), typed once for the server's
 * routes and the browser's calls.
 */

/** A point the browser reports when the applicant lets it share their location. */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** One suggestion of the list: its first line names the street, the second the place. */
export interface AddressSuggestion {
  /** Opaque: what `details` takes to give the suggestion's parts. */
  id: string;
  /** The whole address on one line. */
  text: string;
  mainText: string;
  secondaryText: string;
}

export interface AddressSuggestRequest {
  q: string;
  /** Whose address is searched (see `AddressOwnerId`): the search session it belongs to. */
  ownerId: string;
  /** Where the applicant is, when they allowed the browser to say: results near it come first. */
  near?: Coordinates;
}

export interface AddressSuggestAnswer {
  suggestions: AddressSuggestion[];
}

export interface AddressDetailsRequest {
  id: string;
  ownerId: string;
}

/**
 * A chosen address in the application's own fields: the street split into name and type (the
 * last word is the type), the suburb falling back to a level-3 area (spec 01 section 5). A result
 * for a place rather than a street (a suburb) has no street parts.
 */
export interface AddressParts {
  unitNumber?: string;
  streetNumber?: string;
  streetName?: string;
  streetType?: string;
  suburb?: string;
  /** ACT, NSW, NT, QLD, SA, TAS, VIC or WA. */
  state?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The address on one line, as the provider writes it. */
  formatted: string;
}

/**
 * Whose address: `business`, `owners/0` (the applicant) or `coOwners/<n>`, the holder's place in
 * the application document. Address sessions and the application's addresses use the same names.
 */
export type AddressOwnerId = string;

export const ADDRESS_OWNER_ID_PATTERN = '^(business|owners/0|coOwners/[0-9]{1,2})$';

/** One address held in the application, and which of its required parts are missing. */
export interface ApplicationAddress {
  ownerId: AddressOwnerId;
  unitNumber?: string;
  streetNumber?: string;
  streetName?: string;
  streetType?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  /** The address on one line, from the parts present. */
  formatted: string;
  /** Required parts (spec 01 section 5) still empty. */
  missing: string[];
  complete: boolean;
}

export interface ApplicationAddresses {
  addresses: ApplicationAddress[];
}

/** The body of a refused lookup: the message key and its parameters pick the catalogue's text. */
export interface AddressLookupRefusal {
  code: string;
  message: string;
  messageKey: string;
  params: string[];
  retryAfterSeconds?: number;
}
