import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentParamsSchema } from '../../../engine/contract/documents.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { appError } from '../../errors';
import { findDocument } from '../../repositories/documents.repository';
import { recordStaffAction } from '../../services/staff/staff-audit';
import { isUuid } from '../../services/uuid';
import { documentBytes, sendDocument } from '../docs/send-document';
import { staffActorOf } from './staff-guard';

/**
 * GET /api/ops/applications/:id/documents/:docId/content: a document's bytes for staff. Reading
 * an applicant's document is audited like a change: who opened what, when.
 */
const opsApplicationDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.get(
    '/:id/documents/:docId/content',
    {
      schema: {
        tags: ['operations'],
        summary: "A document's bytes, as an attachment; the read is audited",
        params: named(DocumentParamsSchema),
        response: { 200: documentBytes, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const document = isUuid(id) && isUuid(docId) ? await findDocument(app.db, id, docId) : undefined;
      if (!document) throw appError('HTTP_ERR_NOT_FOUND', {}, { message: 'No such document of this application.' });
      const content = await app.documentStorage.get(document.storage_key);
      await recordStaffAction(app.db, {
        actor: staffActorOf(request),
        action: `GET ${request.routeOptions.url ?? request.url}`,
        applicationId: id,
        body: { documentId: docId, fileName: document.file_name },
      });
      return sendDocument(reply, document, content);
    },
  );
};

export default opsApplicationDocumentRoutes;
