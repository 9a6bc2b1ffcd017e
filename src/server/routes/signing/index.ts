/**
 * The built-in e-signature provider's API, behind its signing page (`/sign/:token`): reached by
 * a signer's link token, with no session, because an owner other than the applicant has no
 * account. The token is 256 random bits, kept only as its hash, single-use and short-lived.
 */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SignatureOutcomeSchema, SigningSessionSchema, SigningTokenParamsSchema, SignRequestSchema } from '../../../engine/contract/checkout.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { decline, sign, signingAgreement, signingSession } from '../../services/checkout/signing.service';
import { checkoutDeps } from '../checkout/checkout-deps';

// The bytes are no part of the JSON contract: a stream is sent as it is, never serialised, so this only names the answer.
const agreementPdf = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The agreement to sign, as a PDF.' });

const signingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const params = named(SigningTokenParamsSchema);
  const outcome = named(SignatureOutcomeSchema);
  const tags = ['signing'];
  const deps = () => checkoutDeps(app);
  const who = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  app.get(
    '/:token',
    { schema: { tags, summary: 'What the signing page shows', params, response: { 200: named(SigningSessionSchema), 400: error, 410: error } } },
    async (request) => signingSession(deps(), request.params.token),
  );

  app.get(
    '/:token/agreement',
    { schema: { tags, summary: 'The agreement to sign (PDF)', params, response: { 200: agreementPdf, 400: error, 410: error } } },
    async (request, reply) => {
      const { stream, size } = await signingAgreement(deps(), request.params.token);
      return reply.type('application/pdf').header('content-length', size).header('content-disposition', 'inline; filename="loan-agreement.pdf"').send(stream);
    },
  );

  app.post(
    '/:token/sign',
    {
      schema: {
        tags,
        summary: 'Sign: the typed name must be the signer’s, with consent',
        params,
        body: named(SignRequestSchema),
        response: { 200: outcome, 400: error, 410: error, 422: error },
      },
    },
    async (request) => sign(deps(), request.params.token, { ...request.body, ...who(request) }),
  );

  app.post(
    '/:token/decline',
    {
      schema: {
        tags,
        summary: 'Decline to sign: the agreement is void and the offer must be confirmed again',
        params,
        response: { 200: outcome, 400: error, 410: error },
      },
    },
    async (request) => decline(deps(), request.params.token, who(request)),
  );
};

export default signingRoutes;
