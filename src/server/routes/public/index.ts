import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyObjectSchema } from '../../../engine/contract/applications.contract';
import {
  AccountRefSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  ReapplicationAnswerSchema,
  ReapplicationCodeAnswerSchema,
  ReapplicationCodeSchema,
  ReapplicationParamsSchema,
  SetPasswordRequestSchema,
  SignupRequestSchema,
} from '../../../engine/contract/auth.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { confirmPasswordReset, requestPasswordReset } from '../../services/auth/password-reset.service';
import { checkReapplicationWithCode, requestReapplicationCode } from '../../services/auth/reapplication.service';
import { setPasswordWithCode } from '../../services/auth/set-password.service';
import { signUp } from '../../services/auth/signup.service';

/** Routes anyone may call, under /api/public. */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const empty = named(EmptyObjectSchema);
  const deps = () => ({ db: app.db, config: app.config, mail: app.mailQueue, rules: app.applicationRules, background: app.background });

  app.post(
    '/users',
    {
      schema: {
        tags: ['account'],
        summary:
          'Create an account; a taken e-mail answers 400 { data: "invalid_signup" }; a password off the rule or too common 400; too many sign-ups from the address 429 with Retry-After',
        body: named(SignupRequestSchema),
        response: { 201: named(AccountRefSchema), 400: error, 429: error },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp(deps(), { ...request.body, address: request.ip })),
  );

  app.post(
    '/password-reset',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a single-use reset link; 202 whether or not the account exists; too many requests 429 with Retry-After',
        body: named(PasswordResetRequestSchema),
        response: { 202: empty, 400: error, 429: error },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps(), { email: request.body.email, address: request.ip });
      return reply.code(202).send({});
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password from a reset link (once); a password off the rule or too common 400',
        body: named(PasswordResetConfirmSchema),
        response: { 200: empty, 400: error },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps(), request.body);
      return {};
    },
  );

  app.post(
    '/apps/reapplication/:email',
    {
      schema: {
        tags: ['account'],
        summary: 'Re-application check: mails the account a 6-digit code; the same answer for every e-mail; too many checks 429 with Retry-After',
        params: named(ReapplicationParamsSchema),
        body: empty,
        response: { 200: named(ReapplicationCodeAnswerSchema), 400: error, 429: error },
      },
    },
    async (request) => requestReapplicationCode(deps(), { email: request.params.email, address: request.ip }),
  );

  app.post(
    '/apps/reapplication/:email/eligibility',
    {
      schema: {
        tags: ['account'],
        summary: 'Re-application eligibility, with the mailed code; a wrong code 400 { data: "invalid_code" }; too many tries 429',
        params: named(ReapplicationParamsSchema),
        body: named(ReapplicationCodeSchema),
        response: { 200: named(ReapplicationAnswerSchema), 400: error, 429: error },
      },
    },
    async (request) => checkReapplicationWithCode(deps(), { email: request.params.email, code: request.body.code, address: request.ip }),
  );

  app.post(
    '/apps/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Set the password of a returning applicant who may re-apply, with the mailed code (once)',
        body: named(SetPasswordRequestSchema),
        response: { 200: empty, 400: error, 409: error, 429: error },
      },
    },
    async (request) => {
      await setPasswordWithCode(deps(), { ...request.body, address: request.ip });
      return {};
    },
  );
};

export default publicRoutes;
