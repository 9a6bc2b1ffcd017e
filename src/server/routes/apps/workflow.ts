import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import { submitApplication } from '../../services/applications/submit-application';

/** Workflow actions on the caller's application (spec 02 section 7: /apps/{id}/workflow/...). */
const workflowRoutes: FastifyPluginAsync = async (app) => {
  const error = ref('ErrorResponse');
  app.post<{ Params: { id: string } }>(
    '/:id/workflow/submit',
    {
      schema: {
        tags: ['applications'],
        summary: 'Submit the application for review (idempotent)',
        description:
          'Validates the whole application (every step on the applicant’s path, every rule record). 422 lists the field errors and the steps to fix.',
        params: ref('ApplicationIdParams'),
        response: { 200: ref('Application'), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) =>
      submitApplication({ db: app.db, rules: app.applicationRules }, requireAuth(request).userId, request.params.id),
  );
};

export default workflowRoutes;
