import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { named } from '../../../engine/contract/named';
import { ClientSettingsRef, SettingsQuerySchema } from '../../../engine/contract/settings.contract';

/** GET /settings.json: the web app's start-up settings (`?v=` is accepted and ignored). */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings.json',
    {
      schema: {
        tags: ['settings'],
        summary: 'Client settings',
        querystring: named(SettingsQuerySchema),
        response: { 200: ClientSettingsRef },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.config.settings;
    },
  );
};

export default settingsRoutes;
