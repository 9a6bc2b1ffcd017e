/**
 * Helpers of the documents and bank-data suites: a server with the sandbox retrieving at once
 * and the job worker driven by the test (drain) unless asked to run, multipart bodies streamed
 * from generators, and file fixtures made on the spot.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { createSandboxBankDataProvider } from '../../src/server/providers/bank-data/sandbox/sandbox-bank-data-provider';
import type { JobWorkerPluginOptions } from '../../src/server/services/jobs/job-worker.plugin';
import { bearer } from '../support/api-helpers';
import { openTestDatabase, type DatabaseKind } from '../support/test-databases';
import { createTestRules } from '../support/test-rules';

export interface DocumentsServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
}

export function useDocumentsServer(
  kind: DatabaseKind,
  label: string,
  options: { jobs?: JobWorkerPluginOptions; retrievalDelayMs?: number } = {},
): () => DocumentsServer {
  let server: (DocumentsServer & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lj-docs-'));
    const database = await openTestDatabase(kind, label);
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test' });
    const app = await buildServer({
      config,
      db: database.db,
      applicationRules: createTestRules(),
      logger: false,
      bankData: createSandboxBankDataProvider({ retrievalDelayMs: options.retrievalDelayMs ?? 0 }),
      jobs: options.jobs ?? { enabled: false },
    });
    await app.ready();
    server = {
      app,
      db: database.db,
      dataDir,
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

export interface FilePart {
  name: string;
  contentType?: string;
  /** The bytes, or a generator of chunks (so large files never sit in memory). */
  content: Uint8Array | string | (() => AsyncIterable<Uint8Array>);
}

/** A multipart/form-data body, fields first, streamed. */
export function multipart(fields: Record<string, string>, file?: FilePart): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  async function* body(): AsyncIterable<Uint8Array> {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    if (file) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (typeof file.content === 'function') {
        for await (const chunk of file.content()) yield chunk;
      } else {
        yield typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(app: FastifyInstance, token: string, applicationId: string, fields: Record<string, string>, file?: FilePart) {
  const { payload, headers } = multipart(fields, file);
  return app.inject({ method: 'POST', url: `/api/apps/${applicationId}/docs`, headers: { ...headers, ...bearer(token) }, payload });
}

export async function acceptManualUpload(app: FastifyInstance, token: string, applicationId: string) {
  return app.inject({ method: 'POST', url: `/api/apps/${applicationId}/docs/manual-upload-consent`, headers: bearer(token) });
}

/** `size` bytes of CSV statement lines, generated chunk by chunk. */
export function csvChunks(size: number, chunkSize = 64 * 1024): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const line = Buffer.from('2026-05-01,EFTPOS SETTLEMENT MERCHANT 4410,,3100.00,48450.12\n');
    const block = Buffer.alloc(chunkSize);
    for (let i = 0; i < chunkSize; i += line.length) line.copy(block, i, 0, Math.min(line.length, chunkSize - i));
    let sent = 0;
    while (sent < size) {
      const length = Math.min(chunkSize, size - sent);
      yield Buffer.from(block.subarray(0, length)); // a fresh chunk each time, as a socket would deliver
      sent += length;
    }
  };
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
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
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

/**
 * A valid PDF of about `size` bytes, generated chunk by chunk: one page whose content stream is
 * padded with comment lines. Offsets in the cross-reference table are computed as it goes.
 */
export function largePdfChunks(size: number, chunkSize = 64 * 1024): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const offsets: number[] = [];
    let position = 0;
    const emit = (text: string) => {
      const bytes = Buffer.from(text, 'latin1');
      position += bytes.length;
      return bytes;
    };
    yield emit('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
    offsets[1] = position;
    yield emit('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
    offsets[2] = position;
    yield emit('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
    offsets[3] = position;
    yield emit('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n');
    const streamLength = Math.max(0, size - 600);
    offsets[4] = position;
    yield emit(`4 0 obj\n<< /Length ${streamLength} >>\nstream\n`);
    const line = Buffer.from('% statement padding line for a large scanned statement ...........\n', 'latin1');
    const block = Buffer.alloc(chunkSize);
    for (let i = 0; i < chunkSize; i += line.length) line.copy(block, i, 0, Math.min(line.length, chunkSize - i));
    for (let sent = 0; sent < streamLength; ) {
      const length = Math.min(chunkSize, streamLength - sent);
      yield Buffer.from(block.subarray(0, length));
      sent += length;
    }
    position += streamLength;
    yield emit('\nendstream\nendobj\n');
    const xref = position;
    const rows = [1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
    yield emit(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  };
}
