import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_CALLBACK_PREFIX } from '../../engine/journey/site-paths';
import { appError } from '../errors';
import { loggableUrl } from '../logging';
import { earlyStepPages } from './early-step-pages';

/**
 * Serves the built web app (dist/) with an SPA fallback: a GET for a page route that is not a
 * file (a step of a product, /login?reset_token=..., the auth callback's /access_token=...) answers index.html. Anything under /api,
 * and any missing file with an extension, answers a JSON 404.
 * Hashed assets are cached for a year; index.html is revalidated every time. Source maps are
 * not served (the build writes them without a reference from the bundles).
 * A product's first step answers the page the build wrote with the step drawn in it (design
 * decision 101), so the applicant can start typing before the app's code arrives.
 */
export default fp<{ webRoot?: string }>(
  async (app, { webRoot }) => {
    const root = webRoot ? resolve(webRoot) : undefined;
    const hasApp = root !== undefined && existsSync(join(root, 'index.html'));

    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        cacheControl: false,
        // The build writes .br and .gz beside each asset (tools/vite/precompress.ts).
        preCompressed: true,
        // The source maps stay with the lender (for reading a stack trace), not with every visitor.
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const drawnSteps = root ? earlyStepPages(root) : new Map<string, string>();
    const sendPage = (reply: FastifyReply, path?: string) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile((path && drawnSteps.get(path)) || 'index.html');

    // The auth callback's path is a page, never a file to look up: a token has dots in it and is
    // longer than a file name may be.
    if (hasApp) app.get(`${AUTH_CALLBACK_PREFIX}*`, { schema: { hide: true } }, (_request, reply) => sendPage(reply));

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[^/]+$/.test(path);
      if (hasApp && isPage) return sendPage(reply, path);
      const notFound = appError('HTTP_ERR_NOT_FOUND', {}, { message: `${request.method} ${loggableUrl(path)} not found.` });
      return reply.code(404).send(notFound.toBody());
    });
  },
  { name: 'web-app', fastify: '5.x' },
);
