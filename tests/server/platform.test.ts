import { mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from '../../tools/vite/precompress';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import settingsSchema from '../../schemas/settings.schema.json';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

const webRoot = join(tmpdir(), `lj-web-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log("app")');
  await writeFile(join(webRoot, 'assets', 'app-1234.js.map'), '{"version":3,"sourcesContent":["the source"]}');
  // As tools/vite/early-steps.ts writes them: a first step's page, and the paths it answers; a listed page missing is left out.
  await mkdir(join(webRoot, 'early-steps'));
  await writeFile(
    join(webRoot, 'early-steps', 'tl.html'),
    '<!doctype html><title>Portal</title><div id="root"><form data-early-step="tl/BasicInfo"></form></div>',
  );
  await writeFile(
    join(webRoot, 'early-steps', 'pages.json'),
    JSON.stringify({ '/tl/application/basic_info': 'early-steps/tl.html', '/gone/application/start': 'early-steps/gone.html' }),
  );
  // As the build leaves them (tools/vite/precompress.ts): a Brotli and a gzip copy beside the asset.
  await precompressFolder(webRoot, 0);
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

describeEachDatabase('platform routes', (kind) => {
  const server = useTestServer(kind, 'platform', { webRoot });

  describe('GET /settings.json', () => {
    it('serves the client settings, valid against schemas/settings.schema.json, with no-cache', async () => {
      const response = await server().app.inject({ method: 'GET', url: '/settings.json?v=0.1.0' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const settings = response.json();
      expect(settings).toMatchObject({
        version: '0.1.0',
        partner: { phone: '1300 000 000', email: expect.stringMatching(/^support@/) },
        supportHours: 'Monday to Friday, 8AM-6PM Australian Eastern Time',
        idle: { enabled: true, showAfterSeconds: 840, signOutAfterSeconds: 60 },
        monitoringIntervalSeconds: 5,
        deviceProfiling: { enabled: false },
        addressAutocomplete: { country: 'AU' },
        documents: { maxFileMb: 25 },
      });
      const ajv = new Ajv({ strict: false });
      addFormats(ajv);
      const validate = ajv.compile(settingsSchema);
      expect(validate(settings), JSON.stringify(validate.errors)).toBe(true);
    });
  });

  describe('security headers', () => {
    it('sends a strict Content-Security-Policy and the other helmet headers', async () => {
      const response = await server().app.inject({ method: 'GET', url: '/settings.json' });
      const csp = String(response.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data:",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    });

    it('echoes a sane x-request-id and replaces a malformed one', async () => {
      const kept = await server().app.inject({ method: 'GET', url: '/settings.json', headers: { 'x-request-id': 'trace-0123456789' } });
      expect(kept.headers['x-request-id']).toBe('trace-0123456789');
      const replaced = await server().app.inject({ method: 'GET', url: '/settings.json', headers: { 'x-request-id': 'bad id <script>' } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('API docs', () => {
    it('lists every route in /api/docs/json', async () => {
      const response = await server().app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const spec = response.json();
      expect(spec.openapi).toMatch(/^3\./);
      const operations = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(operations).toEqual(
        expect.arrayContaining([
          'GET /settings.json',
          'POST /api/public/users',
          'POST /api/public/password-reset',
          'POST /api/public/password-reset/confirm',
          'POST /api/public/apps/reapplication/{email}',
          'POST /api/public/apps/reapplication/{email}/eligibility',
          'POST /api/public/apps/user',
          'POST /api/auth/login',
          'POST /api/auth/renew',
          'POST /api/auth/logout',
          'GET /api/auth/me',
          'GET /api/apps',
          'POST /api/apps',
          'GET /api/apps/{id}',
          'PATCH /api/apps/{id}',
        ]),
      );
      expect(spec.paths['/api/apps/{id}'].patch.security).toEqual([{ bearerAuth: [] }]);
      expect(spec.paths['/api/auth/login'].post.security).toEqual([]);
      expect(Object.keys(spec.components.schemas)).toEqual(expect.arrayContaining(['Application', 'ErrorResponse', 'SessionToken']));
    });

    it('serves the Swagger UI under the same strict policy as the app (it needs no inline script, no eval)', async () => {
      const response = await server().app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('swagger-ui-bundle.js');
      // Only scripts of this origin, by relative address; no inline script or handler.
      expect(response.body).not.toMatch(/<script(?![^>]*\ssrc="\.?\/)[^>]*>/);
      expect(response.body).not.toMatch(/\son[a-z]+\s*=/i);
      const appPolicy = (await server().app.inject({ method: 'GET', url: '/tl/basic_info' })).headers['content-security-policy'];
      expect(appPolicy).toContain("script-src 'self';");
      for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui-bundle.js']) {
        const answer = await server().app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-security-policy'], url).toBe(appPolicy);
      }
    });
  });

  describe('web app', () => {
    it('serves index.html for page routes and hashed assets with long caching', async () => {
      const page = await server().app.inject({ method: 'GET', url: '/tl/basic_info', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');

      const login = await server().app.inject({ method: 'GET', url: '/login?reset_token=abc&username=a%40b.com' });
      expect(login.statusCode).toBe(200);

      // The auth callback's path is a page, dots and all; a missing file's 404 never echoes it.
      const callback = await server().app.inject({ method: 'GET', url: `/access_token=eyJh.${'eyJz'.repeat(150)}.c2ln&token_type=Bearer&expires_in=900` });
      expect(callback.statusCode).toBe(200);
      expect(callback.body).toContain('<div id="root">');
      const posted = await server().app.inject({ method: 'POST', url: '/access_token=eyJh.eyJz.c2ln' });
      expect(posted.statusCode).toBe(404);
      expect(posted.body).not.toContain('eyJh');

      const asset = await server().app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.body).toBe('console.log("app")');
    });

    it('sends the precompressed copy the browser accepts, Brotli first, still cached for good', async () => {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const asset = await server().app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': accepted } });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['content-encoding'], accepted).toBe(encoding);
        expect(asset.headers['content-type']).toContain('javascript');
        expect(asset.headers['cache-control']).toContain('immutable');
        const body = asset.rawPayload;
        expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe('console.log("app")');
      }
    });

    it("answers a product's first step with the page the build drew it in, compressed as the browser accepts, never cached", async () => {
      for (const [url, accepted] of [
        ['/tl/application/basic_info', 'gzip, deflate, br'],
        ['/tl/application/basic_info?partner=ACME1', 'gzip'],
        ['/tl/application/basic_info', undefined],
      ] as const) {
        const page = await server().app.inject({ method: 'GET', url, headers: accepted ? { 'accept-encoding': accepted } : {} });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.headers['cache-control']).toBe('no-cache');
        const encoding = page.headers['content-encoding'];
        expect(encoding, String(accepted)).toBe(accepted?.includes('br') ? 'br' : accepted ? 'gzip' : undefined);
        const body = encoding === 'br' ? brotliDecompressSync(page.rawPayload) : encoding === 'gzip' ? gunzipSync(page.rawPayload) : page.rawPayload;
        expect(body.toString()).toContain('data-early-step="tl/BasicInfo"');
      }
      for (const url of ['/tl/application/funding_needs', '/gone/application/start', '/tl/application/basic_info/more']) {
        const other = await server().app.inject({ method: 'GET', url });
        expect(other.statusCode, url).toBe(200);
        expect(other.body, url).toBe('<!doctype html><title>Portal</title><div id="root"></div>');
      }
    });

    it('answers a JSON 404 under /api, for missing files, and for the source maps the build keeps for the lender', async () => {
      for (const url of ['/api/nothing-here', '/assets/missing-0000.js', '/assets/app-1234.js.map']) {
        const response = await server().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('HTTP_ERR_NOT_FOUND');
      }
    });
  });
});

describe('without a web app build', () => {
  const server = useTestServer('pglite', 'no-web');

  it('answers JSON 404 for page routes', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/tl/basic_info' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('HTTP_ERR_NOT_FOUND');
  });
});
