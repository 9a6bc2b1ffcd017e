/**
 * One log line per request, when it is answered: request id, method, path (as `loggableUrl`
 * masks it), address, status and time. Fastify's own request logging writes two lines (on
 * arrival and on answer). The line is made of those fields alone, so it skips the logger's
 * redaction, whose wildcard paths cost fifty times the rest of the line on every request; every
 * other line (errors, events) is still redacted.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestForLog } from '../logging';

/** All a request line says; nothing from headers, query or body. */
export function requestLine(request: FastifyRequest, statusCode: number, responseTime: number) {
  return {
    reqId: request.id,
    req: requestForLog(request),
    res: { statusCode },
    responseTime,
  };
}

export default fp(
  async (app) => {
    // Created once: a logger's redaction is compiled when it is made. The line's `req` is already
    // what the logger's request serializer would make of it.
    const requestLines = app.log.child({}, { redact: { paths: [] }, serializers: { req: (req: unknown) => req } });
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.config.healthProbe && reply.statusCode < 400) return;
      requestLines.info(requestLine(request, reply.statusCode, reply.elapsedTime), 'request completed');
    });
  },
  { name: 'request-log', fastify: '5.x' },
);
