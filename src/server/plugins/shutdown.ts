import fp from 'fastify-plugin';
import { appError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance has begun to close (readiness then says not ready). */
    shutdown: { readonly started: boolean };
  }
  interface FastifyContextConfig {
    /**
     * A load balancer's health probe (routes/health): answered as usual while the server closes,
     * and not written to the request log when it succeeds (one a second from each balancer).
     */
    healthProbe?: boolean;
  }
}

/** Seconds a client is told to wait: another instance, or this one restarted, answers by then. */
const RETRY_AFTER_SECONDS = 5;

/**
 * What a closing instance answers. Fastify stops accepting connections once the preClose hooks
 * are done and lets the requests in flight finish; a request arriving meanwhile on a connection
 * already open gets the API's usual 503 with Retry-After (Fastify's own 503 is off: it has
 * neither), and every answer asks the client to close its connection, so a keep-alive connection
 * (a load balancer's) does not hold the close open until its timeout. Register first, so its
 * preClose hook runs before the others (the job worker's).
 */
export default fp(
  async (app) => {
    let started = false;
    app.decorate('shutdown', {
      get started() {
        return started;
      },
    });
    app.addHook('preClose', async () => {
      started = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!started || request.routeOptions.config.healthProbe) return;
      const closing = appError('SERVER_ERR_SHUTTING_DOWN', { retryAfterSeconds: RETRY_AFTER_SECONDS });
      return reply.code(503).headers(closing.headers).send(closing.toBody());
    });
    app.addHook('onSend', async (_request, reply) => {
      if (started) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown', fastify: '5.x' },
);
