/**
 * Helpers of the documents and bank-data suites: a server with the sandbox retrieving at once
 * and the job worker driven by the test (drain) unless asked to run, multipart bodies streamed
 * from generators, and file fixtures made on the spot.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig, type Env } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { createSandboxBankDataProvider } from '../../src/server/providers/bank-data/sandbox/sandbox-bank-data-provider';
import type { JobWorkerPluginOptions } from '../../src/server/services/jobs/job-worker.plugin';
import type { ApplicationRules } from '../../src/server/services/application-rules';
import { bearer } from '../support/api-helpers';
import { openTestDatabase, type DatabaseKind } from '../support/test-databases';
import { createTestRules } from '../support/test-rules';
import { multipart, type FilePart } from '../support/documents-upload-streams';

export { csvChunks, largePdfChunks, multipart, type FilePart } from '../support/documents-upload-streams';

export interface DocumentsServer {
  app: FastifyInstance;
  /** The database as the portal reads and writes it (personal answers opened and sealed). */
  db: Kysely<Database>;
  /** The same database as stored: personal answers sealed. */
  storedDb: Kysely<Database>;
  dataDir: string;
  /** The port the server listens on, when started with `listen` (tests that need a real socket). */
  port?: number;
}

export interface DocumentsServerOptions {
  jobs?: JobWorkerPluginOptions;
  retrievalDelayMs?: number;
  rules?: () => Promise<ApplicationRules>;
  env?: Env;
  listen?: boolean;
  /** Fastify's logger options (e.g. with a stream to read the lines); silent by default. */
  logger?: FastifyServerOptions['logger'];
}

export function useDocumentsServer(kind: DatabaseKind, label: string, options: DocumentsServerOptions = {}): () => DocumentsServer {
  let server: (DocumentsServer & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lj-docs-'));
    const database = await openTestDatabase(kind, label);
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...options.env });
    const app = await buildServer({
      config,
      db: database.db,
      applicationRules: options.rules ? await options.rules() : createTestRules(),
      logger: options.logger ?? false,
      bankData: createSandboxBankDataProvider({ retrievalDelayMs: options.retrievalDelayMs ?? 0 }),
      jobs: options.jobs ?? { enabled: false },
    });
    await app.ready();
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    server = {
      app,
      db: app.db,
      storedDb: database.db,
      dataDir,
      port: typeof address === 'object' && address ? address.port : undefined,
      async close() {
        await app.close();
        await database.dispose();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The documents test server did not start (see the beforeAll error).');
    return server;
  };
}

export function upload(app: FastifyInstance, token: string, applicationId: string, fields: Record<string, string>, file?: FilePart) {
  const { payload, headers } = multipart(fields, file);
  return app.inject({ method: 'POST', url: `/api/apps/${applicationId}/docs`, headers: { ...headers, ...bearer(token) }, payload });
}

export async function acceptManualUpload(app: FastifyInstance, token: string, applicationId: string) {
  return app.inject({ method: 'POST', url: `/api/apps/${applicationId}/docs/manual-upload-consent`, headers: bearer(token) });
}

/**
 * Completes an application's statements the way an applicant does: connects the sandbox's good
 * user and runs the retrieval (the server's worker, drained here).
 */
export async function connectGoodSandboxUser(app: FastifyInstance, token: string, applicationId: string, bankId = 'cba'): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/apps/${applicationId}/ebs/enroll`,
    headers: bearer(token),
    payload: { bankId, username: 'good-user', password: 'good-password', consent: true },
  });
  if (response.json().status !== 'retrieving') throw new Error(`Connecting the sandbox failed: ${response.body}`);
  await app.jobWorker.drain();
}

/** Completes an application's statements by manual upload: the consent, then six months in two files. */
export async function uploadSixMonthsOfStatements(app: FastifyInstance, token: string, applicationId: string): Promise<void> {
  await acceptManualUpload(app, token, applicationId);
  for (const [from, to] of [
    [monthsAgo(6), monthsAgo(4)],
    [monthsAgo(3), monthsAgo(1)],
  ]) {
    const response = await upload(
      app,
      token,
      applicationId,
      { documentType: 'BANK_STATEMENT', statementFrom: from, statementTo: to },
      { name: `${from}.csv`, content: 'Date,Description,Amount\n' },
    );
    if (response.statusCode !== 201) throw new Error(`Uploading statements failed: ${response.body}`);
  }
}

export async function samplePdf(options: { userPassword?: string; ownerPassword?: string; pages?: number } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < (options.pages ?? 1); i++) {
    pdf.addPage().drawText(`Business Transaction Account statement, page ${i + 1}`, { x: 48, y: 780, font, size: 12 });
  }
  if (options.userPassword || options.ownerPassword) {
    pdf.encrypt({ userPassword: options.userPassword ?? '', ownerPassword: options.ownerPassword ?? options.userPassword ?? 'owner' });
  }
  return pdf.save({ useObjectStreams: false });
}

/** A 1x1 PNG and a minimal JPEG. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const JPEG_MINIMAL = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** The start of a Linux executable and of a Windows one: what a renamed program looks like. */
export function elfExecutable(): Buffer {
  const header = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(header, 0);
  header.writeUInt16LE(2, 16); // ET_EXEC
  header.writeUInt16LE(0x3e, 18); // x86-64
  header.writeUInt32LE(1, 20);
  return header;
}

export function windowsExecutable(): Buffer {
  const header = Buffer.alloc(4096);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.write('PE\0\0', 0x80, 'latin1');
  return header;
}

/** Months before the current one in Sydney, as YYYY-MM (1 = last month). */
export function monthsAgo(count: number, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const index = year * 12 + (month - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
