/**
 * The built-in e-signature provider's API, behind its signing page (`/sign/:token`): reached by
 * a signer's link token, with no session, because an owner other than the applicant has no
 * account. The token is 256 random bits, kept only as its hash, single-use and short-lived.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';
import { decline, sign, signingAgreement, signingSession } from '../../services/checkout/signing.service';
import { checkoutDeps } from '../checkout/checkout-deps';
import { signingSchemas } from '../checkout/schemas';

type ByToken = { Params: { token: string } };

const signingRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of signingSchemas) app.addSchema(schema);
  const error = ref('ErrorResponse');
  const params = ref('SigningTokenParams');
  const tags = ['signing'];
  const deps = () => checkoutDeps(app);
  const who = (request: { ip: string; headers: Record<string, unknown> }) => ({ ipAddress: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

  app.get<ByToken>(
    '/:token',
    { schema: { tags, summary: 'What the signing page shows', params, response: { 200: ref('SigningSession'), 400: error, 410: error } } },
    async (request) => signingSession(deps(), request.params.token),
  );

  app.get<ByToken>(
    '/:token/agreement',
    { schema: { tags, summary: 'The agreement to sign (PDF)', params, response: { 400: error, 410: error } } },
    async (request, reply) => {
      const { stream, size } = await signingAgreement(deps(), request.params.token);
      return reply.type('application/pdf').header('content-length', size).header('content-disposition', 'inline; filename="loan-agreement.pdf"').send(stream);
    },
  );

  app.post<ByToken & { Body: { typedName: string; consent: boolean } }>(
    '/:token/sign',
    { schema: { tags, summary: 'Sign: the typed name must be the signer’s, with consent', params, body: ref('SignRequest'), response: { 200: ref('SignatureOutcome'), 400: error, 410: error, 422: error } } },
    async (request) => sign(deps(), request.params.token, { ...request.body, ...who(request) }),
  );

  app.post<ByToken>(
    '/:token/decline',
    { schema: { tags, summary: 'Decline to sign: the agreement is void and the offer must be confirmed again', params, response: { 200: ref('SignatureOutcome'), 400: error, 410: error } } },
    async (request) => decline(deps(), request.params.token, who(request)),
  );
};

export default signingRoutes;
