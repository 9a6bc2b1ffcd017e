/**
 * A Google address (Places API's `addressComponents` or the Geocoding API's `address_components`)
 * as the application's fields (spec 01 section 5): the route split into street name and type
 * (the last word is the type), the suburb from the locality, falling back to the level-3 area.
 */
import { splitStreet } from '../../../../engine/address/split-street';
import type { AddressParts } from '../address-provider';

export interface AddressComponent {
  long: string;
  short: string;
  types: string[];
}

/** Places API (New): `{longText, shortText, types}`. */
export function fromPlacesComponents(components: readonly { longText?: string; shortText?: string; types?: string[] }[] = []): AddressComponent[] {
  return components.map((c) => ({ long: c.longText ?? '', short: c.shortText ?? c.longText ?? '', types: c.types ?? [] }));
}

/** Geocoding API: `{long_name, short_name, types}`. */
export function fromGeocodingComponents(components: readonly { long_name?: string; short_name?: string; types?: string[] }[] = []): AddressComponent[] {
  return components.map((c) => ({ long: c.long_name ?? '', short: c.short_name ?? c.long_name ?? '', types: c.types ?? [] }));
}

export function addressPartsOf(components: readonly AddressComponent[], formatted: string): AddressParts {
  const of = (type: string) => components.find((c) => c.types.includes(type));
  const route = of('route')?.long;
  const street = route ? splitStreet(route) : undefined;
  const parts: Omit<AddressParts, 'country' | 'formatted'> = {
    unitNumber: of('subpremise')?.long,
    streetNumber: of('street_number')?.long,
    streetName: street?.streetName,
    streetType: street?.streetType,
    suburb: (of('locality') ?? of('administrative_area_level_3'))?.long,
    // Australian states by their abbreviation (NSW), as the application stores them.
    state: of('administrative_area_level_1')?.short,
    postcode: of('postal_code')?.long,
  };
  const defined = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined && value !== ''));
  return { ...defined, country: of('country')?.short ?? '', formatted };
}
