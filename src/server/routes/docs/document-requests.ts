/**
 * What the conditional approval asks the applicant for, under /api/apps/:id/docs: the requests
 * with their templates and where each stands, and a template's bytes (spec 02 section 7,
 * 'documents template fetch'). Only the application's owner reaches them; another user's
 * application answers 404, as does a template the current request does not name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { DocumentRequestListSchema, DocumentTemplateParamsSchema } from '../../../engine/contract/document-requests.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import { documentRequestsOf } from '../../services/documents/document-requests';
import { openApplicantTemplate } from '../../services/documents/document-templates.service';
import { isUuid } from '../../services/uuid';
import { documentBytes, sendDocument } from './send-document';

const documentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);

  app.get(
    '/:id/docs/requests',
    {
      schema: {
        tags: ['documents'],
        summary: 'The documents the conditional approval asks for: template, uploads, and outstanding, received, accepted or refused with its reason',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(DocumentRequestListSchema), 401: error, 404: error },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const application = isUuid(request.params.id) ? await findApplication(app.db, request.params.id, userId) : undefined;
      if (!application) throw appError('APP_ERR_NOT_FOUND');
      return { items: await documentRequestsOf(app.db, application.id) };
    },
  );

  app.get(
    '/:id/docs/templates/:templateId/content',
    {
      schema: {
        tags: ['documents'],
        summary: "A requested document's template (a form to download, fill and upload back), as an attachment",
        params: named(DocumentTemplateParamsSchema),
        response: { 200: documentBytes, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const { id, templateId } = request.params;
      const { template, content } = await openApplicantTemplate({ db: app.db, storage: app.documentStorage }, requireAuth(request).userId, id, templateId);
      return sendDocument(reply, template, content);
    },
  );
};

export default documentRequestRoutes;
