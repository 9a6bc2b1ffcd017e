/**
 * Address autocomplete for signed-in applicants (registered inside the authenticated subtree):
 * GET /api/address/suggest, GET /api/address/details, GET /api/address/at, and
 * POST /api/address/session/reset (spec 01 section 7, 'Reset an address session', body ownerId).
 * The browser never calls the provider itself: a hosted service's key stays on the server, and
 * the portal counts each applicant's lookups.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddressAtQuerySchema,
  AddressDetailsQuerySchema,
  AddressPartsSchema,
  AddressSessionResetSchema,
  AddressSuggestionsSchema,
  AddressSuggestQuerySchema,
} from '../../../engine/contract/address.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { createAddressLookup } from '../../services/address/address-lookup.service';

const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
  const refusal = named(ErrorResponseSchema);
  const refusals = { 400: refusal, 401: refusal, 404: refusal, 429: refusal, 502: refusal };

  app.get(
    '/suggest',
    {
      schema: {
        tags: ['address'],
        summary: 'Address suggestions for what the applicant typed, in the configured countries, nearest first when lat and lng are sent',
        querystring: named(AddressSuggestQuerySchema),
        response: { 200: named(AddressSuggestionsSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { q, ownerId, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return { suggestions: await lookup.suggest(userId, { q, ownerId, near }) };
    },
  );

  app.get(
    '/details',
    {
      schema: {
        tags: ['address'],
        summary: "A suggestion's parts, as the application's address fields; ends the owner's address session",
        querystring: named(AddressDetailsQuerySchema),
        response: { 200: named(AddressPartsSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      return lookup.details(userId, request.query);
    },
  );

  app.get(
    '/at',
    {
      schema: {
        tags: ['address'],
        summary: 'The address at a point the browser reported (the applicant shared their location)',
        querystring: named(AddressAtQuerySchema),
        response: { 200: named(AddressPartsSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      return lookup.addressAt(userId, request.query);
    },
  );

  app.post(
    '/session/reset',
    {
      schema: {
        tags: ['address'],
        summary: "Ends an owner's address session without a pick; the next search starts a new one",
        body: named(AddressSessionResetSchema),
        // void, not null: a 204 has no body to send.
        response: { 204: Type.Unsafe<void>({ type: 'null', description: 'The session is ended.' }), 400: refusal, 401: refusal },
      },
    },
    async (request, reply) => {
      await lookup.resetSession(requireAuth(request).userId, request.body.ownerId);
      return reply.code(204).send();
    },
  );
};

export default addressRoutes;
