import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';
import { setApplicationStatus, type StatusChangeInput } from '../../services/applications/ops-status.service';

const statusChangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', pattern: '^[A-Z][A-Z_]{0,63}$', description: 'A status of the journey lifecycle, e.g. EXPIRED.' },
    stage: { type: 'string', pattern: '^[A-Za-z]{1,64}$', description: "Defaults to the status's first stage in the lifecycle table." },
  },
} as const;

/** POST /api/ops/applications/:id/status: the operations-token hook of ops/index.ts guards it. */
const opsApplicationStatusRoutes: FastifyPluginAsync = async (app) => {
  const error = ref('ErrorResponse');
  app.post<{ Params: { id: string }; Body: StatusChangeInput }>(
    '/:id/status',
    {
      schema: {
        tags: ['operations'],
        summary: 'Put an application in a status and stage (back-office decisions; tests)',
        params: ref('ApplicationIdParams'),
        body: statusChangeBody,
        response: { 200: ref('Application'), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => setApplicationStatus({ db: app.db, rules: app.applicationRules }, request.params.id, request.body),
  );
};

export default opsApplicationStatusRoutes;
