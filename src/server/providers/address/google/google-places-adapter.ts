/**
 * Google Maps Platform as the address provider: Places API (New) Autocomplete and Place Details
 * for suggestions and picks, the Geocoding API for the address at a point. Places calls carry the
 * key in a header; the Geocoding API takes it only in the query string, so no request URL is ever
 * put into an error or a log line: failures carry the service's status alone.
 *
 * Billing: suggestions and the Place Details of the pick share the owner's session token, so
 * Google bills them as one session. Its terms allow keeping place ids, not the answers' content,
 * so the portal does not cache this provider's answers (`mayCache: false`).
 */
import { AddressProviderError, type AddressProvider, type AddressSuggestion } from '../address-provider';
import { addressPartsOf, fromGeocodingComponents, fromPlacesComponents } from './address-components';
import type { GeocodingAnswer, PlaceDetailsAnswer, PlacesAutocompleteAnswer, PlacesErrorAnswer } from './google-wire.types';

export interface GooglePlacesAdapterOptions {
  apiKey: string;
  /** https://places.googleapis.com unless a test or a proxy points elsewhere. */
  placesBaseUrl?: string;
  /** https://maps.googleapis.com likewise. */
  geocodingBaseUrl?: string;
  timeoutMs?: number;
}

/** The largest bias circle Places accepts, in metres. */
const BIAS_RADIUS_M = 50_000;
const ADDRESS_TYPES = ['street_address', 'subpremise', 'premise', 'route'];

function failureOfStatus(httpStatus: number, status: string | undefined): AddressProviderError {
  const label = status ?? `HTTP ${httpStatus}`;
  if (httpStatus === 400 || status === 'INVALID_ARGUMENT' || status === 'INVALID_REQUEST') return new AddressProviderError('invalidRequest', label);
  if (httpStatus === 401 || httpStatus === 403 || status === 'PERMISSION_DENIED' || status === 'UNAUTHENTICATED' || status === 'REQUEST_DENIED') {
    return new AddressProviderError('notAuthorised', label);
  }
  return new AddressProviderError('unavailable', label);
}

export function createGooglePlacesAdapter(options: GooglePlacesAdapterOptions): AddressProvider {
  const places = (options.placesBaseUrl ?? 'https://places.googleapis.com').replace(/\/+$/, '');
  const geocoding = (options.geocodingBaseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;

  /** One call; the answer's JSON, or a coded failure that names no URL. */
  async function call<T>(what: string, url: string, init: RequestInit): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const kind = error instanceof Error ? error.name : 'Error';
      throw new AddressProviderError('unavailable', kind, `${what}: Google could not be reached (${kind})`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new AddressProviderError('unavailable', `HTTP ${response.status}`, `${what}: Google answered something that is not JSON`);
    }
    return { status: response.status, body: body as T };
  }

  const placesHeaders = (fieldMask: string) => ({ 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': fieldMask });

  return {
    id: 'google',
    mayCache: false,
    async suggest(input, { countries, near, sessionToken, maxResults }) {
      const body = {
        input,
        includedRegionCodes: countries.map((c) => c.toLowerCase()),
        includedPrimaryTypes: ADDRESS_TYPES,
        languageCode: 'en-AU',
        regionCode: countries[0]?.toLowerCase(),
        ...(near ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: BIAS_RADIUS_M } } } : {}),
        ...(sessionToken ? { sessionToken } : {}),
      };
      const fields = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat';
      const { status, body: answer } = await call<PlacesAutocompleteAnswer & PlacesErrorAnswer>('Autocomplete', `${places}/v1/places:autocomplete`, {
        method: 'POST',
        headers: placesHeaders(fields),
        body: JSON.stringify(body),
      });
      if (status !== 200) throw failureOfStatus(status, answer.error?.status);
      const suggestions: AddressSuggestion[] = [];
      for (const { placePrediction: p } of answer.suggestions ?? []) {
        if (!p?.placeId) continue;
        const text = p.text?.text ?? '';
        // Google's predictions are its own places: found, never the input echoed.
        suggestions.push({
          id: p.placeId,
          kind: 'found',
          text,
          mainText: p.structuredFormat?.mainText?.text ?? text,
          secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
        });
      }
      return suggestions.slice(0, maxResults);
    },
    async details(placeId, { countries, sessionToken }) {
      const query = new URLSearchParams({
        languageCode: 'en-AU',
        ...(countries[0] ? { regionCode: countries[0].toLowerCase() } : {}),
        ...(sessionToken ? { sessionToken } : {}),
      });
      const { status, body } = await call<PlaceDetailsAnswer & PlacesErrorAnswer>(
        'Place Details',
        `${places}/v1/places/${encodeURIComponent(placeId)}?${query}`,
        {
          headers: placesHeaders('id,formattedAddress,addressComponents'),
        },
      );
      if (status === 404 || body.error?.status === 'NOT_FOUND') return undefined;
      if (status !== 200) throw failureOfStatus(status, body.error?.status);
      const parts = addressPartsOf(fromPlacesComponents(body.addressComponents), body.formattedAddress ?? '');
      return countries.includes(parts.country) ? parts : undefined;
    },
    async addressAt({ lat, lng }, { countries }) {
      const query = new URLSearchParams({
        latlng: `${lat},${lng}`,
        result_type: 'street_address|subpremise|premise|locality',
        language: 'en-AU',
        key: options.apiKey,
      });
      const { status, body } = await call<GeocodingAnswer>('Reverse geocoding', `${geocoding}/maps/api/geocode/json?${query}`, {});
      if (body.status === 'ZERO_RESULTS') return undefined;
      if (status !== 200 || body.status !== 'OK') throw failureOfStatus(status, body.status);
      for (const result of body.results ?? []) {
        const parts = addressPartsOf(fromGeocodingComponents(result.address_components), result.formatted_address ?? '');
        if (countries.includes(parts.country)) return parts;
      }
      return undefined;
    },
  };
}
