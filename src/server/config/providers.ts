/** The third parties the portal looks things up with: the business register and the address provider. */
import type { Env } from './env-readers';
import { optionalText, readVariables, textVariable, variableArea, wholeVariable } from './variables';

export const ProviderVariables = variableArea('Business register and addresses', {
  ABR_GUID: optionalText({
    meaning:
      "The ABN Lookup web services' authentication GUID. Unset runs the built-in register sandbox. Server-side only: never sent to browsers, never logged.",
  }),
  ABR_BASE_URL: textVariable({
    default: 'https://abr.business.gov.au/abrxmlsearch/AbrXmlSearch.asmx',
    shownDefault: "the ABR's `AbrXmlSearch.asmx`",
    meaning: "Where the register's XML search service is.",
  }),
  ABR_TIMEOUT_SECONDS: wholeVariable({ default: 8, atLeast: 1, meaning: 'How long a call to the register may take.' }),
  REGISTER_CACHE_SECONDS: wholeVariable({ default: 300, meaning: "How long this process reuses the register's answer to the same search." }),
  ADDRESS_AUTOCOMPLETE_COUNTRY: textVariable({
    default: 'AU',
    meaning:
      "Countries the address search is restricted to, ISO 3166-1 alpha-2, comma-separated (`AU,NZ`); the web app's settings carry the first. The built-in gazetteer knows Australia only.",
  }),
  GOOGLE_MAPS_API_KEY: optionalText({
    meaning:
      'A Google Maps Platform key with Places API (New) and the Geocoding API: address suggestions come from Google. Unset runs the built-in gazetteer. Server-side only: never sent to browsers, never logged.',
  }),
  GOOGLE_PLACES_BASE_URL: textVariable({ default: 'https://places.googleapis.com', meaning: "Where Google's Places service is (a proxy, a test double)." }),
  GOOGLE_GEOCODING_BASE_URL: textVariable({ default: 'https://maps.googleapis.com', meaning: "Where Google's Geocoding service is (a proxy, a test double)." }),
  ADDRESS_TIMEOUT_SECONDS: wholeVariable({ default: 5, atLeast: 1, meaning: 'How long a call to the address provider may take.' }),
  ADDRESS_CACHE_SECONDS: wholeVariable({
    default: 300,
    meaning:
      "How long this process reuses the gazetteer's answer to the same lookup. Google's answers are never reused (its terms allow keeping place ids only).",
  }),
});

export interface BusinessRegisterConfig {
  /** The ABN Lookup authentication GUID; null runs the sandbox. Server-side only, never logged. */
  guid: string | null;
  baseUrl: string;
  timeoutSeconds: number;
  /** How long an answer is reused for the same search, in this process. */
  cacheSeconds: number;
}

export interface AddressConfig {
  /** ISO 3166-1 alpha-2 codes searches are restricted to (ADDRESS_AUTOCOMPLETE_COUNTRY, comma-separated). */
  countries: string[];
  /** The Google Maps Platform key; null runs the gazetteer. Server-side only, never logged. */
  apiKey: string | null;
  placesBaseUrl: string;
  geocodingBaseUrl: string;
  timeoutSeconds: number;
  /** How long an answer is reused for the same lookup, in this process, when the provider's terms allow it. */
  cacheSeconds: number;
}

export function loadProvidersConfig(env: Env): { businessRegister: BusinessRegisterConfig; address: AddressConfig } {
  const read = readVariables(ProviderVariables, env);
  return {
    businessRegister: {
      guid: read.ABR_GUID?.trim() || null,
      baseUrl: read.ABR_BASE_URL,
      timeoutSeconds: read.ABR_TIMEOUT_SECONDS,
      cacheSeconds: read.REGISTER_CACHE_SECONDS,
    },
    address: {
      countries: addressCountries(env),
      apiKey: read.GOOGLE_MAPS_API_KEY?.trim() || null,
      placesBaseUrl: read.GOOGLE_PLACES_BASE_URL,
      geocodingBaseUrl: read.GOOGLE_GEOCODING_BASE_URL,
      timeoutSeconds: read.ADDRESS_TIMEOUT_SECONDS,
      cacheSeconds: read.ADDRESS_CACHE_SECONDS,
    },
  };
}

/** ADDRESS_AUTOCOMPLETE_COUNTRY: one or more ISO 3166-1 alpha-2 codes, comma-separated ('AU', 'AU,NZ'). */
export function addressCountries(env: Env): string[] {
  const codes = readVariables(ProviderVariables, env)
    .ADDRESS_AUTOCOMPLETE_COUNTRY.split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0 || codes.some((code) => !/^[A-Z]{2}$/.test(code)))
    throw new Error('ADDRESS_AUTOCOMPLETE_COUNTRY must be ISO 3166-1 alpha-2 country codes, comma-separated (e.g. AU)');
  return codes;
}
