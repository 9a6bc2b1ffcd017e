import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';
import { confirmPasswordReset, requestPasswordReset } from '../../services/auth/password-reset.service';
import { checkReapplicationWithCode, requestReapplicationCode } from '../../services/auth/reapplication.service';
import { setPasswordWithCode, type SetPasswordInput } from '../../services/auth/set-password.service';
import { signUp, type SignupInput } from '../../services/auth/signup.service';

const error = ref('ErrorResponse');

/** Routes anyone may call, under /api/public. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, mail: app.mail, background: app.background });

  app.post<{ Body: SignupInput }>(
    '/users',
    {
      schema: {
        tags: ['account'],
        summary:
          'Create an account; a taken e-mail answers 400 { data: "invalid_signup" }; a password off the rule or too common 400; too many sign-ups from the address 429 with Retry-After',
        body: ref('SignupRequest'),
        response: { 201: ref('AccountRef'), 400: error, 429: error },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp(deps(), { ...request.body, address: request.ip })),
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
        summary: 'Set a new password from a reset link (once); a password off the rule or too common 400',
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
        summary:
          'Re-application check: mails the account a 6-digit code; the same answer for every e-mail; too many checks 429 with Retry-After',
        params: ref('ReapplicationParams'),
        body: ref('EmptyObject'),
        response: { 200: ref('ReapplicationCodeAnswer'), 400: error, 429: error },
      },
    },
    async (request) => requestReapplicationCode(deps(), { email: request.params.email, address: request.ip }),
  );

  app.post<{ Params: { email: string }; Body: { code: string } }>(
    '/apps/reapplication/:email/eligibility',
    {
      schema: {
        tags: ['account'],
        summary: 'Re-application eligibility, with the mailed code; a wrong code 400 { data: "invalid_code" }; too many tries 429',
        params: ref('ReapplicationParams'),
        body: ref('ReapplicationCode'),
        response: { 200: ref('ReapplicationAnswer'), 400: error, 429: error },
      },
    },
    async (request) => checkReapplicationWithCode(deps(), { email: request.params.email, code: request.body.code, address: request.ip }),
  );

  app.post<{ Body: Omit<SetPasswordInput, 'address'> }>(
    '/apps/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Set the password of a returning applicant who may re-apply, with the mailed code (once)',
        body: ref('SetPasswordRequest'),
        response: { 200: ref('EmptyObject'), 400: error, 409: error, 429: error },
      },
    },
    async (request) => {
      await setPasswordWithCode(deps(), { ...request.body, address: request.ip });
      return {};
    },
  );
};

export default publicRoutes;
