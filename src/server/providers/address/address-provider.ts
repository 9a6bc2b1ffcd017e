/**
 * Address autocomplete (spec 01 section 5): suggestions for what the applicant typed, restricted
 * to the configured countries and optionally near where they are; the parts of a chosen
 * suggestion; and the address at a point, for an applicant who shares their location. Only the
 * server calls a provider: a hosted service's key stays here, and the portal counts the lookups.
 */
import type { AddressParts, AddressSuggestion, Coordinates } from '../../../engine/contract/address.contract';

export type { AddressParts, AddressSuggestion, Coordinates } from '../../../engine/contract/address.contract';

export interface SuggestOptions {
  /** ISO 3166-1 alpha-2 codes; nothing outside them is suggested. */
  countries: readonly string[];
  /** Results near this point come first. */
  near?: Coordinates;
  /** The owner's session (hosted services bill a session's suggestions and its details together). */
  sessionToken?: string;
  maxResults: number;
}

export interface DetailsOptions {
  countries: readonly string[];
  /** The session the suggestion came from; the details end it. */
  sessionToken?: string;
}

export interface AddressProvider {
  /** 'gazetteer' or 'google'. */
  readonly id: string;
  /** Whether the provider's terms let the portal reuse its answers for a few minutes. */
  readonly mayCache: boolean;
  /** Suggestions, best first; none is an empty list. */
  suggest(input: string, options: SuggestOptions): Promise<AddressSuggestion[]>;
  /** The parts of a suggestion, or undefined when the provider no longer knows it. */
  details(suggestionId: string, options: DetailsOptions): Promise<AddressParts | undefined>;
  /** The address at a point, or undefined when there is none (the sea, another country). */
  addressAt(at: Coordinates, options: { countries: readonly string[] }): Promise<AddressParts | undefined>;
  /**
   * Loads what the first lookup would wait for (the gazetteer's data). The server leaves it to the
   * first lookup, so a portal nobody asks for an address from never holds it; tests and benches
   * call it to time lookups without the load.
   */
  prepare?(): Promise<void>;
}

/**
 * Why a lookup failed: the provider refused the request (`invalidRequest`), refused the portal's
 * key (`notAuthorised`: a configuration problem, logged as an error), or could not be reached or
 * answered with something else than its payload (`unavailable`).
 */
export type AddressProviderFailure = 'invalidRequest' | 'notAuthorised' | 'unavailable';

export class AddressProviderError extends Error {
  constructor(
    readonly failure: AddressProviderFailure,
    /** The provider's own status, when it gave one (never a URL: a key may be in it). */
    readonly providerStatus?: string,
    message = `Address provider: ${failure}`,
  ) {
    super(message);
    this.name = 'AddressProviderError';
  }
}

export function isAddressProviderError(error: unknown): error is AddressProviderError {
  return error instanceof AddressProviderError;
}
