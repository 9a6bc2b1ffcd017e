/**
 * The business register search, GET /api/business-register/search, for signed-in applicants
 * (registered inside the authenticated subtree): the browser never calls the register itself, as
 * its terms keep the authentication GUID on the server. Each search counts towards the
 * applicant's limit before the register is asked; answers are reused for a few minutes.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RegisterSearchRequest } from '../../../engine/business-register/register-search.types';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import { isRegisterSearchError } from '../../services/business-register/register-errors';
import { createRegisterSearch } from '../../services/business-register/register-search.service';
import { countSearchWithinLimit } from '../../services/business-register/search-limit';
import { registerEntitySchema, registerNameMatchSchema, registerRefusalSchema, registerSearchAnswerSchema, registerSearchQuerySchema } from './schemas';

const businessRegisterRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of [registerSearchQuerySchema, registerEntitySchema, registerNameMatchSchema, registerSearchAnswerSchema, registerRefusalSchema]) {
    app.addSchema(schema);
  }
  const { cacheSeconds, limit } = app.config.businessRegister;
  const search = createRegisterSearch({
    provider: app.businessRegister,
    cacheSeconds,
    onFailure(error) {
      const details = { provider: app.businessRegister.id, failure: error.failure, registerCode: error.registerCode };
      if (error.failure === 'notAuthorised') app.log.error(details, 'the business register refused the portal (check ABR_GUID)');
      else if (error.failure === 'unavailable') app.log.warn(details, 'the business register failed');
    },
  });
  const refusal = ref('RegisterSearchRefusal');

  app.get<{ Querystring: RegisterSearchRequest }>(
    '/search',
    {
      schema: {
        tags: ['business register'],
        summary: 'Searches the business register by ABN (11 digits), ACN (9 digits) or name (3 or more characters)',
        querystring: ref('RegisterSearchQuery'),
        response: { 200: ref('RegisterSearchAnswer'), 400: refusal, 401: ref('ErrorResponse'), 404: refusal, 422: refusal, 429: refusal, 502: refusal },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      try {
        await countSearchWithinLimit(app.db, limit, userId);
        return await search(request.query);
      } catch (error) {
        throw isRegisterSearchError(error) ? error.inWords(app.messages) : error;
      }
    },
  );
};

export default businessRegisterRoutes;
