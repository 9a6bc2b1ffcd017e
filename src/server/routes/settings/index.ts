import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';

/** GET /settings.json: the web app's start-up settings (`?v=` is accepted and ignored). */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings.json',
    {
      schema: {
        tags: ['settings'],
        summary: 'Client settings',
        querystring: ref('SettingsQuery'),
        response: { 200: ref('settings.schema.json') },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.config.settings;
    },
  );
};

export default settingsRoutes;
