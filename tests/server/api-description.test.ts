/**
 * The API description at /api/docs/json, which the lender's integrators generate clients from:
 * valid OpenAPI by swagger-parser and by Redocly's lint (redocly.yaml, no error, no warning),
 * every operation named by a unique operationId, stating its security, and guarded as it states.
 * The description does not depend on the database, so PGlite alone builds it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFor } from '../../src/server/plugins/openapi-document';
import { useTestServer } from '../support/test-server';

const REDOCLY = resolve('node_modules/@redocly/cli/bin/cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Described {
  method: (typeof METHODS)[number];
  path: string;
  operation: Operation;
}

describe('the API description', () => {
  const server = useTestServer('pglite', 'api_description');
  let document: Record<string, unknown> & { paths: Record<string, Partial<Record<string, Operation>>> };
  let operations: Described[];
  let folder: string;

  beforeAll(async () => {
    // Read as an integrator reads it: from the portal's public address.
    const answer = await server().app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: new URL(server().config.publicUrl).host } });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
    );
    folder = await mkdtemp(join(tmpdir(), 'lj-api-description-'));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('is valid OpenAPI by swagger-parser', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's lint with the repository's rules, with no error and no warning", async () => {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
    // No telemetry and no update check: the lint runs offline.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const run = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', '--config', 'redocly.yaml', '--format=json', file], { env }).catch(
      (failed: { stdout: string; stderr: string }) => failed,
    );
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names the portal as its server and has no path with a trailing slash', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: server().config.publicUrl })]);
    expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it("read from another address (Swagger UI on a portal reached by another name), names that address first for 'Try it out'", async () => {
    const answer = await server().app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'portal.internal:8443' } });
    expect(answer.json().servers.map((s: { url: string }) => s.url)).toEqual(['http://portal.internal:8443', server().config.publicUrl]);
  });

  it('names every operation by a unique operationId', () => {
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/apps/{id}/docs']?.get?.operationId).toBe('getAppsByIdDocs');
  });

  it('forms an operationId from the method and the path', () => {
    expect(operationIdFor('post', '/api/apps/{id}/workflow/getNotifications')).toBe('postAppsByIdWorkflowGetNotifications');
    expect(operationIdFor('get', '/api/ops/applications/{id}/documents/{docId}/content')).toBe('getOpsApplicationsByIdDocumentsByDocIdContent');
    expect(operationIdFor('post', '/api/apps/{id}/docs/manual-upload-consent')).toBe('postAppsByIdDocsManualUploadConsent');
    expect(operationIdFor('get', '/settings.json')).toBe('getSettingsJson');
  });

  it('gives every operation a 2xx or 3xx answer', () => {
    const answerless = operations.filter(({ operation }) => !Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)));
    expect(answerless.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('states the security of every operation, by a scheme it describes', () => {
    const schemes = Object.keys((document.components as { securitySchemes: object }).securitySchemes);
    const unstated = operations.filter(({ operation }) => !Array.isArray(operation.security));
    expect(unstated.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    for (const { operation } of operations)
      for (const requirement of operation.security ?? []) expect(schemes).toEqual(expect.arrayContaining(Object.keys(requirement)));
    const stated = (method: Described['method'], path: string) => document.paths[path]?.[method]?.security;
    expect(stated('post', '/api/auth/login')).toEqual([]);
    expect(stated('get', '/settings.json')).toEqual([]);
    expect(stated('patch', '/api/apps/{id}')).toEqual([{ bearerAuth: [] }]);
    expect(stated('get', '/api/ops/applications')).toEqual([{ staffAuth: [] }]);
  });

  it('is guarded as it states: a call without a token is refused exactly where a scheme is stated', async () => {
    const refused: string[] = [];
    const open: string[] = [];
    for (const { method, path, operation } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const answer = await server().app.inject({ method: method.toUpperCase() as 'GET', url });
      if (answer.statusCode === 401) refused.push(`${method} ${path}`);
      if ((operation.security ?? []).length === 0) open.push(`${method} ${path}`);
    }
    expect(refused.filter((operation) => open.includes(operation))).toEqual([]);
    expect(operations.filter(({ method, path }) => !open.includes(`${method} ${path}`) && !refused.includes(`${method} ${path}`))).toEqual([]);
  });
});
