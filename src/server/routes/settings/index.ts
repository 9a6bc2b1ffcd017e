import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { named } from '../../../engine/contract/named';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { ClientSettingsRef, SettingsQuerySchema } from '../../../engine/contract/settings.contract';
import { stateAccess } from '../route-access';

/** GET /settings.json: the web app's start-up settings (`?v=` is accepted and ignored). */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  stateAccess(app, 'open');
  app.get(
    '/settings.json',
    {
      schema: {
        tags: ['settings'],
        summary: 'Client settings',
        querystring: named(SettingsQuerySchema),
        response: { 200: ClientSettingsRef, 400: named(ErrorResponseSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.config.settings;
    },
  );
};

export default settingsRoutes;
