/**
 * Address autocomplete for signed-in applicants (registered inside the authenticated subtree):
 * GET /api/address/suggest, GET /api/address/details, GET /api/address/at, and
 * POST /api/address/session/reset (spec 01 section 7, 'Reset an address session', body ownerId).
 * The browser never calls the provider itself: a hosted service's key stays on the server, and
 * the portal counts each applicant's lookups.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import { isAddressLookupError } from '../../services/address/address-errors';
import { createAddressLookup } from '../../services/address/address-lookup.service';
import {
  addressAtQuerySchema,
  addressDetailsQuerySchema,
  addressPartsSchema,
  addressRefusalSchema,
  addressSessionResetSchema,
  addressSuggestionsSchema,
  addressSuggestQuerySchema,
} from './schemas';

const addressRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of [addressSuggestQuerySchema, addressDetailsQuerySchema, addressAtQuerySchema, addressSessionResetSchema, addressSuggestionsSchema, addressPartsSchema, addressRefusalSchema]) {
    app.addSchema(schema);
  }
  const { countries, cacheSeconds, limit } = app.config.address;
  const lookup = createAddressLookup({
    db: app.db,
    provider: app.addressProvider,
    countries,
    cacheSeconds,
    limit,
    onFailure(error) {
      const details = { provider: app.addressProvider.id, failure: error.failure, providerStatus: error.providerStatus };
      if (error.failure === 'notAuthorised') app.log.error(details, 'the address service refused the portal (check GOOGLE_MAPS_API_KEY)');
      else app.log.warn(details, 'the address service failed');
    },
  });
  const refusal = ref('AddressLookupRefusal');
  const refusals = { 400: refusal, 401: ref('ErrorResponse'), 404: refusal, 429: refusal, 502: refusal };
  /** A refusal in the catalogue's words. */
  const inWords = (error: unknown) => (isAddressLookupError(error) ? error.inWords(app.messages) : error);

  app.get<{ Querystring: { q: string; ownerId: string; lat?: number; lng?: number } }>(
    '/suggest',
    {
      schema: {
        tags: ['address'],
        summary: 'Address suggestions for what the applicant typed, in the configured countries, nearest first when lat and lng are sent',
        querystring: ref('AddressSuggestQuery'),
        response: { 200: ref('AddressSuggestions'), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { q, ownerId, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      try {
        return { suggestions: await lookup.suggest(userId, { q, ownerId, near }) };
      } catch (error) {
        throw inWords(error);
      }
    },
  );

  app.get<{ Querystring: { id: string; ownerId: string } }>(
    '/details',
    {
      schema: {
        tags: ['address'],
        summary: "A suggestion's parts, as the application's address fields; ends the owner's address session",
        querystring: ref('AddressDetailsQuery'),
        response: { 200: ref('AddressParts'), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      try {
        return await lookup.details(userId, request.query);
      } catch (error) {
        throw inWords(error);
      }
    },
  );

  app.get<{ Querystring: { lat: number; lng: number } }>(
    '/at',
    {
      schema: {
        tags: ['address'],
        summary: 'The address at a point the browser reported (the applicant shared their location)',
        querystring: ref('AddressAtQuery'),
        response: { 200: ref('AddressParts'), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      try {
        return await lookup.addressAt(userId, request.query);
      } catch (error) {
        throw inWords(error);
      }
    },
  );

  app.post<{ Body: { ownerId: string } }>(
    '/session/reset',
    {
      schema: {
        tags: ['address'],
        summary: "Ends an owner's address session without a pick; the next search starts a new one",
        body: ref('AddressSessionReset'),
        response: { 204: { type: 'null', description: 'The session is ended.' }, 400: ref('ErrorResponse'), 401: ref('ErrorResponse') },
      },
    },
    async (request, reply) => {
      await lookup.resetSession(requireAuth(request).userId, request.body.ownerId);
      return reply.code(204).send();
    },
  );
};

export default addressRoutes;
