import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';
import { logIn } from '../../services/auth/login.service';

/** POST /api/auth/login: public. */
const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in; wrong e-mail or password answer the same 401; too many failures 429 with Retry-After',
        body: ref('LoginRequest'),
        response: { 200: ref('SessionToken'), 401: ref('ErrorResponse'), 429: ref('ErrorResponse') },
      },
    },
    async (request) =>
      logIn(
        { db: app.db, config: app.config, mail: app.mail },
        { email: request.body.email, password: request.body.password, address: request.ip },
      ),
  );
};

export default loginRoutes;
