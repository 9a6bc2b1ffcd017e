/**
 * The additional owner's API (spec 01 section 6), under /api/owner: signing in with the mailed
 * link (or the lender's identity provider) and asking for a fresh link (open), then, with the owner's own bearer token, their part of
 * the application and nothing else: their details and consents, their documents, their signing
 * link and, once everyone has signed, the signed agreement.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { SigningLinkSchema } from '../../../engine/contract/checkout.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import {
  OwnerDetailsRequestSchema,
  OwnerDocumentParamsSchema,
  OwnerDocumentSchema,
  OwnerLinkRequestSchema,
  OwnerPartSchema,
  OwnerSessionSchema,
  OwnerSignInRequestSchema,
} from '../../../engine/contract/owners.contract';
import { appError, documentError } from '../../errors';
import { DEFAULT_DOCUMENT_LIMITS, MEGABYTE } from '../../services/documents/documents.service';
import type { OwnerDeps } from '../../services/owners/owner-deps';
import { openOwnerDocument, uploadOwnerDocument } from '../../services/owners/owner-documents';
import { mailOwnerLink } from '../../services/owners/owner-invitations';
import { confirmOwnerDetails, ownerPart } from '../../services/owners/owner-part.service';
import { ownerOfToken, signInWithOwnerLink, type OwnerContext } from '../../services/owners/owner-session';
import { ownerSignedAgreement, ownerSigningLink } from '../../services/owners/owner-signing';
import { checkoutDeps } from '../checkout/checkout-deps';
import { documentBytes, sendDocument } from '../docs/send-document';
import { preparePdfInspection } from '../../services/documents/pdf-encryption';
import { stateAccess } from '../route-access';
import ownerOidcRoutes from './owner-oidc';

const BEARER = /^Bearer\s+(\S+)$/i;
const signedPdf = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The signed agreement, as a PDF.' });

const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const tags = ['owner'];
  const deps = (): OwnerDeps => ({ ...checkoutDeps(app), auth: app.config.auth });

  app.post(
    '/sign-in',
    {
      schema: {
        tags,
        summary: "Sign in with the mailed link: answers the owner's own token (the link works once)",
        body: named(OwnerSignInRequestSchema),
        response: { 200: named(OwnerSessionSchema), 400: error, 410: error },
      },
    },
    async (request) => signInWithOwnerLink(deps(), request.body.link),
  );

  app.post(
    '/new-link',
    {
      schema: {
        tags,
        summary: 'Mail a fresh sign-in link to an additional owner of the product',
        description: 'Answers 204 whether or not the address is an owner’s: nobody learns who is.',
        body: named(OwnerLinkRequestSchema),
        response: { 204: Type.Unsafe<void>({ type: 'null', description: 'Mailed, if the address is an owner’s.' }), 400: error, 429: error },
      },
    },
    async (request, reply) => {
      await mailOwnerLink(deps(), { ...request.body, address: request.ip });
      return reply.code(204).send();
    },
  );

  // Or, where the lender has an identity provider, through it (owner-oidc.ts).
  await app.register(ownerOidcRoutes(deps));

  await app.register(async (scope) => {
    const own = scope.withTypeProvider<TypeBoxTypeProvider>();
    stateAccess(own, 'ownerAuth');
    const contexts = new WeakMap<FastifyRequest, OwnerContext>();
    own.addHook('onRequest', async (request) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const context = token ? await ownerOfToken(deps(), token) : null;
      if (!context) throw appError('AUTH_ERR_UNAUTHENTICATED');
      contexts.set(request, context);
    });
    const caller = (request: FastifyRequest): OwnerContext => {
      const context = contexts.get(request);
      if (!context) throw appError('AUTH_ERR_UNAUTHENTICATED');
      return context;
    };
    // The owner's page uploads their identification: PDF.js loads as it opens, not under the upload.
    own.addHook('onRequest', async () => preparePdfInspection());
    await own.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: DEFAULT_DOCUMENT_LIMITS.maxFileMb * MEGABYTE, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });

    own.get(
      '/',
      { schema: { tags, summary: "The owner's own part of the application", response: { 200: named(OwnerPartSchema), 401: error, 404: error } } },
      async (request) => ownerPart(deps(), caller(request)),
    );

    own.put(
      '/details',
      {
        schema: {
          tags,
          summary: 'Confirm (and correct) their own details and give the consents',
          description: 'Checked with the journey’s schema of a co-owner and its rule records (422 with field errors). Refused once the agreement is drawn up.',
          body: named(OwnerDetailsRequestSchema),
          response: { 200: named(OwnerPartSchema), 401: error, 404: error, 409: error, 422: error },
        },
      },
      async (request) => confirmOwnerDetails(deps(), caller(request), request.body),
    );

    own.post(
      '/documents',
      {
        schema: {
          tags,
          summary: 'Upload their identification (multipart: file)',
          consumes: ['multipart/form-data'],
          response: { 201: named(OwnerDocumentSchema), 400: error, 401: error, 404: error, 409: error, 413: error, 415: error, 422: error },
        },
      },
      async (request, reply) => {
        const context = caller(request);
        if (!request.isMultipart()) throw documentError('DOC_ERR_NO_FILE');
        return reply.code(201).send(await uploadOwnerDocument(deps(), context, request.parts()));
      },
    );

    own.get(
      '/documents/:docId/content',
      {
        schema: {
          tags,
          summary: 'One of their own documents',
          params: named(OwnerDocumentParamsSchema),
          response: { 200: documentBytes, 401: error, 404: error },
        },
      },
      async (request, reply) => {
        const { document, content } = await openOwnerDocument(deps(), caller(request), request.params.docId);
        return sendDocument(reply, document, content);
      },
    );

    own.post(
      '/signing',
      {
        schema: {
          tags,
          summary: "The owner's signing page, once the applicant has signed",
          response: { 200: named(SigningLinkSchema), 401: error, 404: error, 409: error },
        },
      },
      async (request) => ownerSigningLink(deps(), caller(request)),
    );

    own.get(
      '/signed-agreement',
      { schema: { tags, summary: 'The signed agreement, once everyone has signed', response: { 200: signedPdf, 401: error, 404: error } } },
      async (request, reply) => {
        const { document, stream } = await ownerSignedAgreement(deps(), caller(request));
        return sendDocument(reply, document, stream);
      },
    );
  });
};

export default ownerRoutes;
