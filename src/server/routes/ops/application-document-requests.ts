/**
 * Staff and the documents a conditional approval asks for, under /api/ops/applications/:id:
 * attach a template (a form the applicant downloads, fills and uploads back) and name it in the
 * decision's request or, later, in a request changed or added after the decision, read a template, list the requests as the applicant sees them, and
 * accept an upload or refuse it with the reason the applicant reads. The ops guard admits staff
 * only and audits every change.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import {
  DocumentRequestAmendmentSchema,
  DocumentRequestListSchema,
  DocumentRequestTypeParamsSchema,
  DocumentRequestViewSchema,
  DocumentReviewRequestSchema,
  DocumentTemplateParamsSchema,
  DocumentTemplateViewSchema,
} from '../../../engine/contract/document-requests.contract';
import { DocumentParamsSchema } from '../../../engine/contract/documents.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { appError, documentError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { documentRequestsOf } from '../../services/documents/document-requests';
import { amendDocumentRequest } from '../../services/documents/amend-document-request';
import { attachTemplate, openTemplate } from '../../services/documents/document-templates.service';
import { DEFAULT_DOCUMENT_LIMITS, MEGABYTE } from '../../services/documents/documents.service';
import { reviewRequestedDocument } from '../../services/documents/review-document';
import { isUuid } from '../../services/uuid';
import { documentBytes, sendDocument } from '../docs/send-document';
import { actorName, staffActorOf } from './staff-guard';

const opsDocumentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = DEFAULT_DOCUMENT_LIMITS;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: limits.maxFileMb * MEGABYTE, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
  });
  const error = named(ErrorResponseSchema);

  app.get(
    '/:id/document-requests',
    {
      schema: {
        tags: ['operations'],
        summary: 'The documents the current conditional approval asks for, each with its template, uploads and review',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(DocumentRequestListSchema), 401: error, 404: error },
      },
    },
    async (request) => {
      const application = isUuid(request.params.id) ? await findApplicationById(app.db, request.params.id) : undefined;
      if (!application) throw appError('APP_ERR_NOT_FOUND');
      return { items: await documentRequestsOf(app.db, application.id) };
    },
  );

  app.put(
    '/:id/document-requests/:type',
    {
      schema: {
        tags: ['operations'],
        summary: 'Ask for a document after the conditional decision, or change a requested one (its title, its template)',
        description:
          'Replaces the request of the type, or adds it, keeping the decision’s terms and offer expiry. Allowed while the application waits ' +
          'on its documents; a request that now waits on an upload moves an application in verification back to the conditional status.',
        params: named(DocumentRequestTypeParamsSchema),
        body: named(DocumentRequestAmendmentSchema),
        response: { 200: named(DocumentRequestListSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const { id, type } = request.params;
      const { title, templateId } = request.body;
      const deps = { db: app.db, rules: app.applicationRules };
      const items = await amendDocumentRequest(deps, actorName(staffActorOf(request)), id, { type, title, ...(templateId ? { templateId } : {}) });
      return { items };
    },
  );

  app.post(
    '/:id/document-templates',
    {
      schema: {
        tags: ['operations'],
        summary: 'Attach a template (multipart: file) to name in a conditional decision’s document request as templateId',
        description: `At most ${limits.maxFileMb} MB; PDF, PNG, JPEG, TXT or CSV judged by content; a password-protected PDF is refused.`,
        consumes: ['multipart/form-data'],
        params: named(ApplicationIdParamsSchema),
        response: { 201: named(DocumentTemplateViewSchema), 400: error, 401: error, 404: error, 409: error, 413: error, 415: error, 422: error },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw documentError('DOC_ERR_NO_FILE');
      const actor = actorName(staffActorOf(request));
      const deps = { db: app.db, storage: app.documentStorage, limits, rules: app.applicationRules };
      return reply.code(201).send(await attachTemplate(deps, actor, request.params.id, request.parts()));
    },
  );

  app.get(
    '/:id/document-templates/:templateId/content',
    {
      schema: {
        tags: ['operations'],
        summary: "A template's bytes, as an attachment",
        params: named(DocumentTemplateParamsSchema),
        response: { 200: documentBytes, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const { template, content } = await openTemplate({ db: app.db, storage: app.documentStorage }, request.params.id, request.params.templateId);
      return sendDocument(reply, template, content);
    },
  );

  app.post(
    '/:id/documents/:docId/review',
    {
      schema: {
        tags: ['operations'],
        summary: 'Accept an upload that answers a requested document, or refuse it with the reason the applicant reads',
        description:
          'Allowed while the application waits on its documents. A refusal tells the applicant and, from the verification statuses, ' +
          'moves the application back to the conditional status so a replacement can be uploaded.',
        params: named(DocumentParamsSchema),
        body: named(DocumentReviewRequestSchema),
        response: { 200: named(DocumentRequestViewSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) =>
      reviewRequestedDocument(
        { db: app.db, rules: app.applicationRules, messages: app.messages },
        actorName(staffActorOf(request)),
        request.params.id,
        request.params.docId,
        request.body,
      ),
  );
};

export default opsDocumentRequestRoutes;
