import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { OpsApplicationDetailSchema, OpsApplicationPageSchema, OpsApplicationQuerySchema } from '../../../engine/contract/ops-console.contract';
import { readApplicationForStaff, searchApplications } from '../../services/operations/ops-applications.service';

/** GET /api/ops/applications and /api/ops/applications/:id: the console's reads (any staff member). */
const opsApplicationReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'Find applications by status, product, e-mail, answers and creation date, newest first, a page at a time',
        querystring: named(OpsApplicationQuerySchema),
        response: { 200: named(OpsApplicationPageSchema), 400: error, 401: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchApplications({ db: app.db }, request.query);
    },
  );
  app.get(
    '/:id',
    {
      schema: {
        tags: ['operations'],
        summary: 'One application with its account, documents and history',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(OpsApplicationDetailSchema), 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readApplicationForStaff({ db: app.db }, request.params.id);
    },
  );
};

export default opsApplicationReadRoutes;
