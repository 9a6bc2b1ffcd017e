import type { FastifyPluginAsync } from 'fastify';
import applicationRoutes from './apps/index';
import loginRoutes from './auth/login';
import sessionRoutes from './auth/session';
import publicRoutes from './public/index';

/**
 * Everything under /api. Public routes first; then one encapsulated subtree where the
 * authentication hook runs before every route, so no route there can forget it.
 */
const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(publicRoutes, { prefix: '/public' });
  await api.register(loginRoutes, { prefix: '/auth' });

  await api.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    secured.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
    await secured.register(sessionRoutes, { prefix: '/auth' });
    await secured.register(applicationRoutes, { prefix: '/apps' });
  });
};

export default apiRoutes;
