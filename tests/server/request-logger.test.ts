/** A request's logger is made on its first line: the same line as before, none made for a request that writes none. */
import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { genReqId, loggerOptions } from '../../src/server/logging';
import { requestLogger } from '../../src/server/request-logger';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

function server(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  // As build-server.ts makes it: Fastify's own request lines off (plugins/request-log.ts writes one).
  app = Fastify({
    logger: { ...loggerOptions(level), stream },
    genReqId,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/refused', async (request) => {
    request.log.warn({ password: 'secret-password', attempts: 3 }, 'refused');
    request.log.debug('below the level');
    return { ok: false };
  });
  app.get('/errors-only', { logLevel: 'error' }, async (request) => {
    request.log.warn('below the route level');
    request.log.error({ attempts: 4 }, 'failed');
    return { level: request.log.level };
  });
  return { app, lines };
}

it("writes a request's lines with its id, redacted as every line is, at the logger's level", async () => {
  const { app, lines } = server('info');
  await app.inject({ method: 'GET', url: '/refused', headers: { 'x-request-id': 'request-0001' } });
  expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: 'request-0001', msg: 'refused', attempts: 3, password: '[redacted]' })]);
});

it("keeps a route's own level", async () => {
  const { app, lines } = server('info');
  const answer = await app.inject({ method: 'GET', url: '/errors-only', headers: { 'x-request-id': 'request-0002' } });
  expect(answer.json()).toEqual({ level: 'error' });
  expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: 'request-0002', msg: 'failed', attempts: 4 })]);
});

it('makes no logger for a request that writes nothing', async () => {
  const { app } = server('info');
  await app.ready();
  const child = vi.spyOn(app.log, 'child');
  await app.inject({ method: 'GET', url: '/quiet' });
  expect(child).not.toHaveBeenCalled();
  await app.inject({ method: 'GET', url: '/refused' });
  expect(child).toHaveBeenCalledTimes(1);
});
