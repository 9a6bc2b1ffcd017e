/**
 * The business register search, GET /api/business-register/search, for signed-in applicants
 * (registered inside the authenticated subtree): the browser never calls the register itself, as
 * its terms keep the authentication GUID on the server. Each search counts towards the
 * applicant's limit before the register is asked; answers are reused for a few minutes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterSearchAnswerSchema, RegisterSearchQuerySchema } from '../../../engine/contract/business-register.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { createRegisterSearch } from '../../services/business-register/register-search.service';
import { countSearchWithinLimit } from '../../services/business-register/search-limit';

const businessRegisterRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
  const refusal = named(ErrorResponseSchema);

  app.get(
    '/search',
    {
      schema: {
        tags: ['business register'],
        summary: 'Searches the business register by ABN (11 digits), ACN (9 digits) or name (3 or more characters)',
        querystring: named(RegisterSearchQuerySchema),
        response: { 200: named(RegisterSearchAnswerSchema), 400: refusal, 401: refusal, 404: refusal, 422: refusal, 429: refusal, 502: refusal },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await countSearchWithinLimit(app.db, limit, userId);
      return search(request.query);
    },
  );
};

export default businessRegisterRoutes;
