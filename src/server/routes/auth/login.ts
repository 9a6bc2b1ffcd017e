import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginRequestSchema, SessionTokenSchema } from '../../../engine/contract/auth.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { logIn } from '../../services/auth/login.service';

/** POST /api/auth/login: public. */
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in; wrong e-mail or password answer the same 401; too many failures 429 with Retry-After',
        body: named(LoginRequestSchema),
        response: { 200: named(SessionTokenSchema), 401: error, 429: error },
      },
    },
    async (request) =>
      logIn({ db: app.db, config: app.config, mail: app.mailQueue }, { email: request.body.email, password: request.body.password, address: request.ip }),
  );
};

export default loginRoutes;
