import fp from 'fastify-plugin';
import type { AddressProvider } from './address-provider';
import { createGazetteerAddressProvider } from './gazetteer/gazetteer-address-provider';
import { createGooglePlacesAdapter } from './google/google-places-adapter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Address autocomplete: Google Places when GOOGLE_MAPS_API_KEY is set, the built-in gazetteer otherwise. */
    addressProvider: AddressProvider;
  }
}

export default fp<{ provider?: AddressProvider }>(
  async (app, options) => {
    const { apiKey, placesBaseUrl, geocodingBaseUrl, timeoutSeconds } = app.config.address;
    const provider =
      options.provider ??
      (apiKey ? createGooglePlacesAdapter({ apiKey, placesBaseUrl, geocodingBaseUrl, timeoutMs: timeoutSeconds * 1000 }) : createGazetteerAddressProvider());
    app.decorate('addressProvider', provider);
  },
  { name: 'address-provider', dependencies: ['config'], fastify: '5.x' },
);
