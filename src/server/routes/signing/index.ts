/**
 * The built-in e-signature provider's API, behind its signing page (`/sign/:token`): reached by
 * a signer's link token, with no session, because an owner other than the applicant has no
 * account. The token is 256 random bits, kept only as its hash, single-use and short-lived, and
 * works only in the browser that first used it (its cookie, signing-device.ts); any other is
 * refused with SIGN_ERR_OTHER_DEVICE and may ask for a new link, mailed to the signer.
 */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignatureOutcomeSchema, SigningSessionSchema, SigningTokenParamsSchema, SignRequestSchema } from '../../../engine/contract/checkout.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { readCookie } from '../../services/auth/oidc/sign-in-transaction';
import { mailNewSigningLink } from '../../services/checkout/new-signing-link.service';
import { SIGNING_DEVICE_COOKIE, signingDeviceCookie } from '../../services/checkout/signing-device';
import { decline, openSigningLink, sign, signingAgreement, signingSession } from '../../services/checkout/signing.service';
import { checkoutDeps } from '../checkout/checkout-deps';

// The bytes are no part of the JSON contract: a stream is sent as it is, never serialised, so this only names the answer.
const agreementPdf = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The agreement to sign, as a PDF.' });

const signingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const params = named(SigningTokenParamsSchema);
  const outcome = named(SignatureOutcomeSchema);
  const tags = ['signing'];
  const deps = () => checkoutDeps(app);
  const secure = app.config.publicUrl.startsWith('https:');
  /** Every call with a link: this browser holds it, or takes it now (and gets its cookie). */
  const holdLink = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const token = request.params.token;
    const { newSecret } = await openSigningLink(deps(), token, readCookie(request.headers.cookie, SIGNING_DEVICE_COOKIE));
    if (newSecret) reply.header('set-cookie', signingDeviceCookie(token, newSecret, { secure }));
  };
  const who = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  app.get(
    '/:token',
    { schema: { tags, summary: 'What the signing page shows', params, response: { 200: named(SigningSessionSchema), 400: error, 403: error, 410: error } } },
    async (request, reply) => {
      await holdLink(request, reply);
      return signingSession(deps(), request.params.token);
    },
  );

  app.get(
    '/:token/agreement',
    { schema: { tags, summary: 'The agreement to sign (PDF)', params, response: { 200: agreementPdf, 400: error, 403: error, 410: error } } },
    async (request, reply) => {
      await holdLink(request, reply);
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
        response: { 200: outcome, 400: error, 403: error, 410: error, 422: error },
      },
    },
    async (request, reply) => {
      await holdLink(request, reply);
      return sign(deps(), request.params.token, { ...request.body, ...who(request) });
    },
  );

  app.post(
    '/:token/decline',
    {
      schema: {
        tags,
        summary: 'Decline to sign: the agreement is void and the offer must be confirmed again',
        params,
        response: { 200: outcome, 400: error, 403: error, 410: error },
      },
    },
    async (request, reply) => {
      await holdLink(request, reply);
      return decline(deps(), request.params.token, who(request));
    },
  );

  app.post(
    '/:token/new-link',
    {
      schema: {
        tags,
        summary: 'Replace a live link with a new one, mailed to the signer (from any browser: the old link stops working)',
        params,
        response: { 204: Type.Unsafe<void>({ type: 'null', description: 'Mailed to the signer.' }), 400: error, 410: error },
      },
    },
    async (request, reply) => {
      await mailNewSigningLink(deps(), request.params.token);
      return reply.code(204).send();
    },
  );
};

export default signingRoutes;
