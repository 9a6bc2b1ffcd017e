import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * Security headers (helmet) with a Content-Security-Policy for the Vite-built React app served
 * from this origin. Only our own scripts run: no 'unsafe-inline', no 'unsafe-eval'.
 * Styles allow 'unsafe-inline' because Chakra UI (emotion) injects <style> tags at run time.
 * The API docs under /api/docs run under this same policy: Swagger UI loads only its own files
 * and needs neither inline script nor eval (e2e/api-docs.spec.ts runs it in Chromium).
 * Referrer-Policy stays helmet's 'no-referrer', so a reset link's token never leaks in a Referer.
 *
 * Helmet is built once and run on every request's raw response: the Fastify wrapper built it
 * anew for each request, parsing the policy every time, for headers that never change.
 */
export default fp(
  async (app) => {
    const { deviceProfiling } = app.config.settings;
    // The device-profiling script and its beacons come from a third-party host when enabled.
    const profilingHost = deviceProfiling.enabled ? [`https://${deviceProfiling.host}`] : [];
    const securityHeaders = helmet({
      // X-Frame-Options agrees with frame-ancestors 'none' for browsers that only know the header.
      frameguard: { action: 'deny' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...profilingHost],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...profilingHost],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...profilingHost],
          frameSrc: profilingHost.length > 0 ? profilingHost : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  },
  { name: 'security-headers', dependencies: ['config'], fastify: '5.x' },
);
