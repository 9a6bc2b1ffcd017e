import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { DecidedApplicationSchema, OpsDecisionRequestSchema } from '../../../engine/contract/decisions.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { decideByOperations } from '../../services/decisions/ops-decision.service';

/** POST /api/ops/applications/:id/decision: the operations-token hook of ops/index.ts guards it. */
const opsApplicationDecisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/:id/decision',
    {
      schema: {
        tags: ['operations'],
        summary: 'Decide an application: approve, approve on conditions, or decline',
        description:
          'Writes a decision (decided by operations) and moves the application to the outcome’s status where the lifecycle allows it ' +
          '(from SUBMITTED, or after documents from ADDITIONAL_DOC_UPLOAD or IN_VERIFY). 400 names a term that does not fit the outcome or the product.',
        params: named(ApplicationIdParamsSchema),
        body: named(OpsDecisionRequestSchema),
        response: { 200: named(DecidedApplicationSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => decideByOperations({ db: app.db, rules: app.applicationRules }, request.params.id, request.body),
  );
};

export default opsApplicationDecisionRoutes;
