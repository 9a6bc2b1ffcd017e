import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../errors';
import { authenticateAccessToken, type AuthContext } from '../services/auth/session.service';
import { ownerOfToken } from '../services/owners/owner-session';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for an authenticated route subtree: 401 unless the bearer token's session is live. */
    authenticate: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null outside the authenticated subtree. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw appError('AUTH_ERR_UNAUTHENTICATED');
      try {
        request.auth = await authenticateAccessToken({ db: app.db, config: app.config }, token);
      } catch (error) {
        // An additional owner's sign-in opens their own part only: here, as for an application
        // that is not the caller's, nothing is found (and nothing says what exists).
        if (await ownerOfToken({ db: app.db, auth: app.config.auth }, token)) throw appError('APP_ERR_NOT_FOUND');
        throw error;
      }
    } satisfies onRequestAsyncHookHandler);
  },
  { name: 'authentication', dependencies: ['config', 'database'], fastify: '5.x' },
);

/** The caller of a route inside the authenticated subtree. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw appError('AUTH_ERR_UNAUTHENTICATED');
  return request.auth;
}
