import type { FastifyPluginAsync } from 'fastify';
import { setPasswordHeadersSchema } from '../../schemas/auth.schemas';
import { ref } from '../../schemas/index';
import { confirmPasswordReset, requestPasswordReset } from '../../services/auth/password-reset.service';
import { checkReapplication } from '../../services/auth/reapplication.service';
import { setPasswordWithCode } from '../../services/auth/set-password.service';
import { signUp, type SignupInput } from '../../services/auth/signup.service';

const error = ref('ErrorResponse');

/** Routes anyone may call, under /api/public. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, mail: app.mail });

  app.post<{ Body: SignupInput }>(
    '/users',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account; a taken e-mail answers 400 { data: "invalid_signup" }',
        body: ref('SignupRequest'),
        response: { 201: ref('AccountRef'), 400: error },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp(deps(), request.body)),
  );

  app.post<{ Body: { email: string } }>(
    '/password-reset',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a single-use reset link; 202 whether or not the account exists; too many requests 429 with Retry-After',
        body: ref('PasswordResetRequest'),
        response: { 202: ref('EmptyObject'), 400: error, 429: error },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps(), { email: request.body.email, address: request.ip });
      return reply.code(202).send({});
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password from a reset link (once)',
        body: ref('PasswordResetConfirm'),
        response: { 200: ref('EmptyObject'), 400: error },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps(), request.body);
      return {};
    },
  );

  app.post<{ Params: { email: string } }>(
    '/apps/reapplication/:email',
    {
      schema: {
        tags: ['account'],
        summary: 'Reapplication eligibility by e-mail; when eligible, mails a 6-digit code',
        params: ref('ReapplicationParams'),
        body: ref('EmptyObject'),
        response: { 200: ref('ReapplicationAnswer'), 400: error },
      },
    },
    async (request) => checkReapplication(deps(), request.params.email),
  );

  app.post<{ Headers: { userid: string }; Body: { password: string; code: string; passwordGenerated?: boolean } }>(
    '/apps/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Set the password of the user named in the userId header, with the mailed code',
        headers: setPasswordHeadersSchema,
        body: ref('SetPasswordRequest'),
        response: { 200: ref('AccountRef'), 400: error, 429: error },
      },
    },
    async (request) =>
      setPasswordWithCode(deps(), {
        userId: request.headers.userid,
        code: request.body.code,
        password: request.body.password,
        passwordGenerated: request.body.passwordGenerated,
        address: request.ip,
      }),
  );
};

export default publicRoutes;
