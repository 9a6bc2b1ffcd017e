import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';
import { decideByOperations, type OpsDecisionInput } from '../../services/decisions/ops-decision.service';

/** POST /api/ops/applications/:id/decision: the operations-token hook of ops/index.ts guards it. */
const opsApplicationDecisionRoutes: FastifyPluginAsync = async (app) => {
  const error = ref('ErrorResponse');
  app.post<{ Params: { id: string }; Body: OpsDecisionInput }>(
    '/:id/decision',
    {
      schema: {
        tags: ['operations'],
        summary: 'Decide an application: approve, approve on conditions, or decline',
        description:
          'Writes a decision (decided by operations) and moves the application to the outcome’s status where the lifecycle allows it ' +
          '(from SUBMITTED, or after documents from ADDITIONAL_DOC_UPLOAD or IN_VERIFY). 400 names a term that does not fit the outcome or the product.',
        params: ref('ApplicationIdParams'),
        body: ref('OpsDecisionRequest'),
        response: { 200: ref('DecidedApplication'), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => decideByOperations({ db: app.db, rules: app.applicationRules }, request.params.id, request.body),
  );
};

export default opsApplicationDecisionRoutes;
