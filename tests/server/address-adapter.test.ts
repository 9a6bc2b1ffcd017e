/**
 * The Google Places adapter over HTTP against recorded answers (tests/fixtures/address/, each
 * naming its source): the documented examples of Places API (New) Autocomplete and Place Details
 * and of the Geocoding API's reverse lookup, and Australian answers built to the same documented
 * formats. A node:http server started here serves them; the adapter uses its own fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressProviderError, type AddressProvider } from '../../src/server/providers/address/address-provider';
import { createGooglePlacesAdapter } from '../../src/server/providers/address/google/google-places-adapter';
import { recordedAnswer, startRecordedGoogle } from '../support/recorded-google';

const KEY = 'AIzaSy-test-key-0000000000000000000000';
const AU = { countries: ['AU'], maxResults: 5 };
const US = { countries: ['US'], maxResults: 5 };

let google: Awaited<ReturnType<typeof startRecordedGoogle>>;
let adapter: AddressProvider;

beforeAll(async () => {
  google = await startRecordedGoogle();
  adapter = createGooglePlacesAdapter({ apiKey: KEY, placesBaseUrl: `${google.baseUrl}/`, geocodingBaseUrl: google.baseUrl, timeoutMs: 5000 });
});
afterAll(() => google?.close());

async function failureOf(promise: Promise<unknown>): Promise<AddressProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AddressProviderError);
  return error as AddressProviderError;
}

describe('the recorded answers', () => {
  it('each name the documentation page they come from', () => {
    for (const name of [
      'places-autocomplete-amoeba.json',
      'places-autocomplete-george-st.json',
      'places-autocomplete-empty.json',
      'places-details-googleplex.json',
      'places-details-unit.json',
      'places-details-level3.json',
      'places-details-new-zealand.json',
      'places-error-not-found.json',
      'places-error-permission-denied.json',
      'places-error-resource-exhausted.json',
      'geocode-reverse-brooklyn.json',
      'geocode-reverse-surry-hills.json',
      'geocode-zero-results.json',
      'geocode-request-denied.json',
    ]) {
      const answer = recordedAnswer(name);
      expect(answer.source, name).toMatch(/^https:\/\/developers\.google\.com\/maps\/documentation\//);
      expect(['documented example', 'constructed to the documented format'], name).toContain(answer.provenance);
    }
  });
});

describe('Google Places adapter', () => {
  it("reads Autocomplete's documented example as places found", async () => {
    google.serve('places-autocomplete-amoeba.json');
    expect(await adapter.suggest('Amoeba', US)).toEqual([
      {
        id: 'ChIJ5YQQf1GHhYARPKG7WLIaOko',
        kind: 'found',
        text: 'Amoeba Music, Haight Street, San Francisco, CA, USA',
        mainText: 'Amoeba Music',
        secondaryText: 'Haight Street, San Francisco, CA, USA',
      },
      {
        id: 'ChIJr7uwwy58hYARBY-e7-QVwqw',
        kind: 'found',
        text: 'Amoeba Music, Telegraph Avenue, Berkeley, CA, USA',
        mainText: 'Amoeba Music',
        secondaryText: 'Telegraph Avenue, Berkeley, CA, USA',
      },
    ]);
  });

  it('asks Autocomplete for addresses in the configured countries, near the applicant, in the session, with the key in a header', async () => {
    google.serve('places-autocomplete-george-st.json');
    const suggestions = await adapter.suggest('12 george st', { ...AU, near: { lat: -33.8847, lng: 151.2111 }, sessionToken: 'session-1' });
    expect(suggestions.map((s) => [s.kind, s.mainText, s.secondaryText])).toEqual([
      ['found', '3/12 George St', 'Surry Hills NSW, Australia'],
      ['found', '12 George St', 'Sydney NSW, Australia'],
      ['found', 'George St', 'Parramatta NSW, Australia'],
    ]);
    const [call] = google.asked;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/v1/places:autocomplete');
    expect(call.headers['x-goog-api-key']).toBe(KEY);
    expect(call.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
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
    google.serve('places-autocomplete-empty.json');
    expect(await adapter.suggest('zzzz', AU)).toEqual([]);
    google.serve('places-autocomplete-george-st.json');
    expect(await adapter.suggest('george', { ...AU, maxResults: 2 })).toHaveLength(2);
  });

  it("reads a pick's Place Details: unit, number, the street split into name and type, suburb, state, postcode", async () => {
    google.serve('places-details-unit.json');
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
    const [call] = google.asked;
    expect(call.url.pathname).toBe('/v1/places/EjAzLzEy%2Fabc');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ languageCode: 'en-AU', regionCode: 'au', sessionToken: 'session-1' });
    expect(call.headers['x-goog-api-key']).toBe(KEY);
    expect(call.headers['x-goog-fieldmask']).toBe('id,formattedAddress,addressComponents');
    expect(call.url.href).not.toContain(KEY);
  });

  it("gives no address for Place Details' documented example, which has no address components", async () => {
    google.serve('places-details-googleplex.json');
    expect(await adapter.details('ChIJj61dQgK6j4AR4GeTYWZsKWw', US)).toBeUndefined();
  });

  it('takes the level-3 area as the suburb when there is no locality, and the last word of the street as its type', async () => {
    google.serve('places-details-level3.json');
    const parts = await adapter.details('ChIJb2tZ0Zb6lGsRkNjl2wDbAQY', AU);
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
    google.serve('places-details-new-zealand.json');
    expect(await adapter.details('ChIJX7n0eH5HDW0RcyM1jJ8Ai2U', AU)).toBeUndefined();
    expect(await adapter.details('ChIJX7n0eH5HDW0RcyM1jJ8Ai2U', { countries: ['AU', 'NZ'] })).toMatchObject({ suburb: 'Auckland', country: 'NZ' });
    google.serve('places-error-not-found.json');
    expect(await adapter.details('gone', AU)).toBeUndefined();
  });

  it("reads the Geocoding API's documented reverse example: a neighbourhood and a sublocality are not a suburb", async () => {
    google.serve('geocode-reverse-brooklyn.json');
    expect(await adapter.addressAt({ lat: 40.714224, lng: -73.961452 }, US)).toEqual({
      streetNumber: '277',
      streetName: 'Bedford',
      streetType: 'Avenue',
      state: 'NY',
      postcode: '11211',
      country: 'US',
      formatted: '277 Bedford Ave, Brooklyn, NY 11211, USA',
    });
    expect(google.asked[0].url.searchParams.get('latlng')).toBe('40.714224,-73.961452');
    expect(await adapter.addressAt({ lat: 40.714224, lng: -73.961452 }, AU)).toBeUndefined();
  });

  it('reads the reverse geocoding of a point, in the configured countries', async () => {
    google.serve('geocode-reverse-surry-hills.json');
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
    const [call] = google.asked;
    expect(call.url.pathname).toBe('/maps/api/geocode/json');
    expect(call.url.searchParams.get('latlng')).toBe('-33.8847,151.2111');
    expect(call.url.searchParams.get('key')).toBe(KEY);
    google.serve('geocode-zero-results.json');
    expect(await adapter.addressAt({ lat: -40, lng: 170 }, AU)).toBeUndefined();
  });

  it('codes failures by what they mean, and never carries the key or a URL', async () => {
    google.serve('places-error-permission-denied.json');
    const denied = await failureOf(adapter.suggest('george', AU));
    expect([denied.failure, denied.providerStatus]).toEqual(['notAuthorised', 'PERMISSION_DENIED']);
    google.serve('places-error-resource-exhausted.json');
    const exhausted = await failureOf(adapter.suggest('george', AU));
    expect([exhausted.failure, exhausted.providerStatus]).toEqual(['unavailable', 'RESOURCE_EXHAUSTED']);
    google.serve('geocode-request-denied.json');
    const geocodeDenied = await failureOf(adapter.addressAt({ lat: -33.8, lng: 151.2 }, AU));
    expect([geocodeDenied.failure, geocodeDenied.providerStatus]).toEqual(['notAuthorised', 'REQUEST_DENIED']);
    google.serveText(502, '<html>Bad gateway</html>');
    const proxyPage = await failureOf(adapter.details('x', AU));
    expect(proxyPage.failure).toBe('unavailable');
    // Nobody listening: a port that was just closed.
    const gone = await startRecordedGoogle();
    await gone.close();
    const unreachable = await failureOf(
      createGooglePlacesAdapter({ apiKey: KEY, placesBaseUrl: gone.baseUrl, geocodingBaseUrl: gone.baseUrl }).addressAt({ lat: 1, lng: 2 }, AU),
    );
    expect(unreachable.failure).toBe('unavailable');
    for (const error of [denied, exhausted, geocodeDenied, proxyPage, unreachable]) {
      expect(`${error.message} ${error.providerStatus}`).not.toContain(KEY);
      expect(error.message).not.toContain('127.0.0.1');
    }
  });
});
