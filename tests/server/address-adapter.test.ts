/**
 * The Google Places adapter against answers recorded to the services' published formats
 * (tests/fixtures/address/): Places API (New) Autocomplete and Place Details, and the Geocoding
 * API's reverse lookup, with an injected fetch: no test reaches the network.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AddressProviderError } from '../../src/server/providers/address/address-provider';
import { createGooglePlacesAdapter } from '../../src/server/providers/address/google/google-places-adapter';

const KEY = 'AIzaSy-test-key-0000000000000000000000';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/address/${name}`, import.meta.url), 'utf8');

interface Asked {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** An adapter whose fetch answers `body` with `status` and records what it was asked. */
function adapterAnswering(body: string | (() => Promise<Response>), status = 200) {
  const asked: Asked[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return typeof body === 'function' ? body() : new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }) as typeof fetch;
  const adapter = createGooglePlacesAdapter({ apiKey: KEY, placesBaseUrl: 'https://places.test/', geocodingBaseUrl: 'https://maps.test', fetch: fetchFn });
  return { adapter, asked };
}

async function failureOf(promise: Promise<unknown>): Promise<AddressProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AddressProviderError);
  return error as AddressProviderError;
}

const AU = { countries: ['AU'], maxResults: 5 };

describe('Google Places adapter', () => {
  it('asks Autocomplete for addresses in the configured countries, near the applicant, in the session, with the key in a header', async () => {
    const { adapter, asked } = adapterAnswering(fixture('places-autocomplete-george-st.json'));
    const suggestions = await adapter.suggest('12 george st', { ...AU, near: { lat: -33.8847, lng: 151.2111 }, sessionToken: 'session-1' });
    expect(suggestions).toEqual([
      {
        id: 'EjAzLzEyIEdlb3JnZSBTdCwgU3VycnkgSGlsbHMgTlNXIDIwMTAsIEF1c3RyYWxpYSIfGh0KFgoUChIJx8Hx6SeuEmsRYBhRRUXvIWMSAzMvMTI',
        text: '3/12 George St, Surry Hills NSW, Australia',
        mainText: '3/12 George St',
        secondaryText: 'Surry Hills NSW, Australia',
      },
      { id: 'ChIJ0yd3mECuEmsRkFvQjqrZnGE', text: '12 George St, Sydney NSW, Australia', mainText: '12 George St', secondaryText: 'Sydney NSW, Australia' },
      expect.objectContaining({ mainText: 'George St', secondaryText: 'Parramatta NSW, Australia' }),
    ]);
    const [call] = asked;
    expect(call.method).toBe('POST');
    expect(call.url.href).toBe('https://places.test/v1/places:autocomplete');
    expect(call.headers.get('x-goog-api-key')).toBe(KEY);
    expect(call.headers.get('x-goog-fieldmask')).toContain('suggestions.placePrediction.placeId');
    expect(call.body).toEqual({
      input: '12 george st',
      includedRegionCodes: ['au'],
      includedPrimaryTypes: ['street_address', 'subpremise', 'premise', 'route'],
      languageCode: 'en-AU',
      regionCode: 'au',
      locationBias: { circle: { center: { latitude: -33.8847, longitude: 151.2111 }, radius: 50000 } },
      sessionToken: 'session-1',
    });
    expect(JSON.stringify(call.body)).not.toContain(KEY);
  });

  it('answers no suggestions for an empty answer, and keeps to maxResults', async () => {
    expect(await adapterAnswering(fixture('places-autocomplete-empty.json')).adapter.suggest('zzzz', AU)).toEqual([]);
    expect(await adapterAnswering(fixture('places-autocomplete-george-st.json')).adapter.suggest('george', { ...AU, maxResults: 2 })).toHaveLength(2);
  });

  it("reads a pick's Place Details: unit, number, the street split into name and type, suburb, state, postcode", async () => {
    const { adapter, asked } = adapterAnswering(fixture('places-details-unit.json'));
    const parts = await adapter.details('EjAzLzEy/abc', { countries: ['AU'], sessionToken: 'session-1' });
    expect(parts).toEqual({
      unitNumber: '3',
      streetNumber: '12',
      streetName: 'George',
      streetType: 'Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: '3/12 George St, Surry Hills NSW 2010, Australia',
    });
    const [call] = asked;
    expect(call.url.pathname).toBe('/v1/places/EjAzLzEy%2Fabc');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ languageCode: 'en-AU', regionCode: 'au', sessionToken: 'session-1' });
    expect(call.headers.get('x-goog-api-key')).toBe(KEY);
    expect(call.headers.get('x-goog-fieldmask')).toBe('id,formattedAddress,addressComponents');
    expect(call.url.href).not.toContain(KEY);
  });

  it('takes the level-3 area as the suburb when there is no locality, and the last word of the street as its type', async () => {
    const parts = await adapterAnswering(fixture('places-details-level3.json')).adapter.details('ChIJb2tZ0Zb6lGsRkNjl2wDbAQY', AU);
    expect(parts).toMatchObject({
      streetNumber: '1480',
      streetName: 'Great Western',
      streetType: 'Highway',
      suburb: 'Bullaburra',
      state: 'NSW',
      postcode: '2784',
    });
    expect(parts).not.toHaveProperty('unitNumber');
  });

  it('refuses a place outside the configured countries, and answers nothing for a place Google no longer knows', async () => {
    expect(await adapterAnswering(fixture('places-details-new-zealand.json')).adapter.details('ChIJX7n0eH5HDW0RcyM1jJ8Ai2U', AU)).toBeUndefined();
    expect(
      await adapterAnswering(fixture('places-details-new-zealand.json')).adapter.details('ChIJX7n0eH5HDW0RcyM1jJ8Ai2U', { countries: ['AU', 'NZ'] }),
    ).toMatchObject({ suburb: 'Auckland', country: 'NZ' });
    expect(await adapterAnswering(fixture('places-error-not-found.json'), 404).adapter.details('gone', AU)).toBeUndefined();
  });

  it('reads the reverse geocoding of a point, in the configured countries', async () => {
    const { adapter, asked } = adapterAnswering(fixture('geocode-reverse-surry-hills.json'));
    expect(await adapter.addressAt({ lat: -33.8847, lng: 151.2111 }, AU)).toEqual({
      streetNumber: '52',
      streetName: 'Foveaux',
      streetType: 'Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: '52 Foveaux St, Surry Hills NSW 2010, Australia',
    });
    expect(asked[0].url.origin + asked[0].url.pathname).toBe('https://maps.test/maps/api/geocode/json');
    expect(asked[0].url.searchParams.get('latlng')).toBe('-33.8847,151.2111');
    expect(asked[0].url.searchParams.get('key')).toBe(KEY);
    expect(await adapter.addressAt({ lat: -33.8847, lng: 151.2111 }, { countries: ['NZ'] })).toBeUndefined();
    expect(await adapterAnswering(fixture('geocode-zero-results.json')).adapter.addressAt({ lat: -40, lng: 170 }, AU)).toBeUndefined();
  });

  it('codes failures by what they mean, and never carries the key or a URL', async () => {
    const denied = await failureOf(adapterAnswering(fixture('places-error-permission-denied.json'), 403).adapter.suggest('george', AU));
    expect([denied.failure, denied.providerStatus]).toEqual(['notAuthorised', 'PERMISSION_DENIED']);
    const exhausted = await failureOf(adapterAnswering(fixture('places-error-resource-exhausted.json'), 429).adapter.suggest('george', AU));
    expect([exhausted.failure, exhausted.providerStatus]).toEqual(['unavailable', 'RESOURCE_EXHAUSTED']);
    const geocodeDenied = await failureOf(adapterAnswering(fixture('geocode-request-denied.json')).adapter.addressAt({ lat: -33.8, lng: 151.2 }, AU));
    expect([geocodeDenied.failure, geocodeDenied.providerStatus]).toEqual(['notAuthorised', 'REQUEST_DENIED']);
    const proxyPage = await failureOf(adapterAnswering('<html>Bad gateway</html>', 502).adapter.details('x', AU));
    expect(proxyPage.failure).toBe('unavailable');
    const unreachable = await failureOf(
      adapterAnswering(() => Promise.reject(new TypeError(`fetch failed for https://maps.test/?key=${KEY}`))).adapter.addressAt({ lat: 1, lng: 2 }, AU),
    );
    expect(unreachable.failure).toBe('unavailable');
    for (const error of [denied, exhausted, geocodeDenied, proxyPage, unreachable]) {
      expect(`${error.message} ${error.providerStatus}`).not.toContain(KEY);
      expect(error.message).not.toContain('maps.test');
    }
  });
});
