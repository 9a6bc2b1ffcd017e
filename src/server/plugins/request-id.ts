import fp from 'fastify-plugin';

/** Echoes the request id (ours, or the caller's `x-request-id` when it is sane) on every answer. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
