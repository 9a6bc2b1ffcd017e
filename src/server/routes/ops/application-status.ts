import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema, ApplicationSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { StatusChangeRequestSchema } from '../../../engine/contract/operations.contract';
import { setApplicationStatus } from '../../services/applications/ops-status.service';

/** POST /api/ops/applications/:id/status: the operations-token hook of ops/index.ts guards it. */
const opsApplicationStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/:id/status',
    {
      schema: {
        tags: ['operations'],
        summary: 'Put an application in a status and stage (back-office decisions; tests)',
        params: named(ApplicationIdParamsSchema),
        body: named(StatusChangeRequestSchema),
        response: { 200: named(ApplicationSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => setApplicationStatus({ db: app.db, rules: app.applicationRules }, request.params.id, request.body),
  );
};

export default opsApplicationStatusRoutes;
