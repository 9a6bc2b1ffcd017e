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
        description:
          'The move meets what the lifecycle asks of the status, as the applicant’s own calls do: 422 APP_ERR_INCOMPLETE (answers to submit), ' +
          '409 APP_ERR_DECISION_MISSING (an offer’s status without its decision), 409 APP_ERR_TERMS_NOT_ACCEPTED (checkout without accepted terms), ' +
          'each with `overridable: true`: send `override: { reason }` to move it anyway, kept in the staff audit and the application history. ' +
          '422 APP_ERR_AGREEMENT_INCOMPLETE (signed or completed without accepted terms, the business name or the funding account) is never overridden.',
        params: named(ApplicationIdParamsSchema),
        body: named(StatusChangeRequestSchema),
        response: { 200: named(ApplicationSchema), 400: error, 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => setApplicationStatus({ db: app.db, rules: app.applicationRules }, request.params.id, request.body),
  );
};

export default opsApplicationStatusRoutes;
