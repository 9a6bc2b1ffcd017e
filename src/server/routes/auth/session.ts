import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import { logOut, renewAccessToken } from '../../services/auth/session.service';
import { toUserView } from '../../services/auth/user-view';

/** Session routes under /api/auth; registered inside the authenticated subtree. */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const unauthenticated = ref('ErrorResponse');

  app.post(
    '/renew',
    {
      schema: {
        tags: ['session'],
        summary: 'A new access token for the same live session',
        response: { 200: ref('SessionToken'), 401: unauthenticated },
      },
    },
    async (request) => renewAccessToken({ config: app.config }, requireAuth(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'End the session server-side',
        response: { 204: { type: 'null', description: 'Signed out.' }, 401: unauthenticated },
      },
    },
    async (request, reply) => {
      await logOut({ db: app.db }, requireAuth(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: ref('User'), 401: unauthenticated } },
    },
    async (request) => toUserView(requireAuth(request).user),
  );
};

export default sessionRoutes;
