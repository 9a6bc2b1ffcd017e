/**
 * The load balancer's endpoints, outside /api and out of the API description (they are the
 * infrastructure's, not an integrator's): open, cheap, and saying nothing about anyone.
 *
 * - GET /health/live: the process answers (200 `{status: "live"}`); a restart is the cure when it
 *   does not.
 * - GET /health/ready: 200 when the database answers a trivial query, the documents store is
 *   reachable and the keys are loaded; otherwise 503 naming the failed checks, with Retry-After.
 *   Not ready as soon as the instance begins to close (`failed: ["shutdown"]`), nor while
 *   start-up still makes what it makes after listening, the demo accounts (`failed: ["startup"]`,
 *   `starting` naming the work).
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { createReadiness, type ReadinessCheck } from '../../services/health/readiness';

/** When a balancer that honours it asks again. */
const RETRY_AFTER_SECONDS = 5;

const healthRoutes: FastifyPluginAsync = async (app) => {
  const checks: ReadinessCheck[] = [
    { name: 'database', run: () => sql`select 1`.execute(app.db) },
    ...(app.documentStorage.probe ? [{ name: 'documents', run: (signal: AbortSignal) => app.documentStorage.probe!(signal) }] : []),
    {
      name: 'keys',
      run: async () => {
        const { auth, keys } = app.config;
        if (!auth.keys.privateKey || !auth.keys.publicKey) throw new Error('the token signing keys are not loaded');
        keys.master.current();
      },
    },
  ];
  const log = app.log.child({ component: 'readiness' });
  const readiness = createReadiness(checks, {
    onChange: (name, ok, cause) =>
      ok ? log.info({ check: name }, `readiness: ${name} passes again`) : log.warn({ check: name, cause: describe(cause) }, `readiness: ${name} fails`),
  });
  const options = { schema: { hide: true }, config: { healthProbe: true } };
  const notReady = (reply: FastifyReply, body: object) => reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);

  app.get('/health/live', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get('/health/ready', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.shutdown.started) return notReady(reply, { status: 'not ready', checks: { shutdown: 'failed' }, failed: ['shutdown'] });
    const starting = app.startup.pending;
    if (starting.length > 0) return notReady(reply, { status: 'not ready', checks: { startup: 'failed' }, failed: ['startup'], starting });
    const report = await readiness.check();
    return report.failed.length === 0 ? report : notReady(reply, report);
  });
};

/** A failed check's cause for the log: its code or message, never a stack each second. */
function describe(cause: unknown): string {
  if (cause instanceof Error) return (cause as NodeJS.ErrnoException).code ?? cause.message;
  return String(cause);
}

export default healthRoutes;
