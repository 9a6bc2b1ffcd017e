/**
 * Documents of an application, under /api/apps/:id/docs (spec 02 section 7): multipart upload
 * (adrId, documentType, file; statements also statementFrom and statementTo), list, delete, and
 * the content for the document viewer. Registered inside the authenticated subtree.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { DocumentListSchema, DocumentParamsSchema, DocumentUploadAnswerSchema, StatementsStateSchema } from '../../../engine/contract/documents.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { documentError } from '../../errors';
import { documentBytes, sendDocument } from './send-document';
import {
  acceptManualUpload,
  DEFAULT_DOCUMENT_LIMITS,
  deleteApplicationDocument,
  listApplicationDocuments,
  MEGABYTE,
  openDocumentContent,
  uploadDocument,
  type DocumentLimits,
  type DocumentServiceDeps,
} from '../../services/documents/documents.service';
import { preparePdfInspection } from '../../services/documents/pdf-encryption';
import { UploadGuard } from './upload-guard';
import documentRequestRoutes from './document-requests';

export interface DocumentRoutesOptions {
  limits?: Partial<DocumentLimits>;
}

const documentRoutes: FastifyPluginAsyncTypebox<DocumentRoutesOptions> = async (app, options) => {
  const limits: DocumentLimits = { ...DEFAULT_DOCUMENT_LIMITS, ...options.limits };
  // A page that uploads lists its documents as it opens: PDF.js loads then, not under a first upload.
  app.addHook('onRequest', async () => preparePdfInspection());
  await app.register(documentRequestRoutes);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: limits.maxFileMb * MEGABYTE, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  // Uploads whose bodies are still arriving; a shutdown ends them rather than waiting for them.
  const receiving = new Set<UploadGuard>();
  app.addHook('preClose', async () => {
    for (const guard of receiving) guard.fail(documentError('DOC_ERR_UPLOAD_INTERRUPTED'));
  });
  const idleMs = app.config.uploads.idleTimeoutSeconds * 1000;

  const deps = (): DocumentServiceDeps => ({
    db: app.db,
    storage: app.documentStorage,
    limits,
    rules: app.applicationRules,
    warn: (message, details) => app.log.warn(details, message),
  });
  const error = named(ErrorResponseSchema);

  app.post(
    '/:id/docs',
    {
      schema: {
        tags: ['documents'],
        summary: 'Upload a document (multipart: adrId, documentType, statementFrom, statementTo, then file)',
        description:
          `Streamed to storage; at most ${limits.maxFileMb} MB; PDF, PNG, JPEG, TXT or CSV judged by content; ` +
          'password-protected PDFs are refused. A BANK_STATEMENT needs the manual upload consent and the months it covers (YYYY-MM).',
        consumes: ['multipart/form-data'],
        params: named(ApplicationIdParamsSchema),
        response: {
          201: named(DocumentUploadAnswerSchema),
          400: error,
          401: error,
          404: error,
          408: error,
          409: error,
          413: error,
          415: error,
          422: error,
          503: error,
        },
      },
    },
    async (request, reply) => {
      const guard: UploadGuard = new UploadGuard(request, reply, idleMs, () => receiving.delete(guard));
      if (guard.watching) receiving.add(guard);
      const userId = requireAuth(request).userId;
      if (!request.isMultipart()) throw documentError('DOC_ERR_NO_FILE');
      const parts = guard.parts(request.parts());
      return reply.code(201).send(await uploadDocument(deps(), userId, request.params.id, parts));
    },
  );

  app.get(
    '/:id/docs',
    {
      schema: {
        tags: ['documents'],
        summary: "The application's documents and statement summary",
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(DocumentListSchema), 401: error, 404: error },
      },
    },
    async (request) => listApplicationDocuments(deps(), requireAuth(request).userId, request.params.id),
  );

  app.delete(
    '/:id/docs/:docId',
    {
      schema: {
        tags: ['documents'],
        summary: 'Delete an uploaded document',
        params: named(DocumentParamsSchema),
        response: { 200: named(StatementsStateSchema), 401: error, 404: error, 409: error },
      },
    },
    async (request) => deleteApplicationDocument(deps(), requireAuth(request).userId, request.params.id, request.params.docId),
  );

  app.get(
    '/:id/docs/:docId/content',
    {
      schema: {
        tags: ['documents'],
        summary: "A document's bytes, as an attachment (the document viewer)",
        params: named(DocumentParamsSchema),
        response: { 200: documentBytes, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const { document, content } = await openDocumentContent(deps(), requireAuth(request).userId, request.params.id, request.params.docId);
      return sendDocument(reply, document, content);
    },
  );

  app.post(
    '/:id/docs/manual-upload-consent',
    {
      schema: {
        tags: ['documents'],
        summary: 'Accept the manual statement upload consent (line of credit capped at $50,000)',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(StatementsStateSchema), 401: error, 404: error, 409: error },
      },
    },
    async (request) => acceptManualUpload(deps(), requireAuth(request).userId, request.params.id),
  );
};

export default documentRoutes;
