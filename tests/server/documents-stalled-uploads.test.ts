import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase, openTestDatabase } from '../support/test-databases';
import { createTestRules } from '../support/test-rules';
import { startPdfInspection } from '../../src/server/services/documents/pdf-encryption';
import { openDescriptorCount, openFilesUnder, partialFiles, startStalledUpload, waitFor, type StalledUpload } from './documents-raw-upload';
import { upload, useDocumentsServer } from './documents-test-server';

const IDLE_SECONDS = 2;
const supporting = { documentType: 'SUPPORTING_DOCUMENT' };

/** The answer, or undefined when the server has not closed the connection in time. */
async function answerWithin(upload: StalledUpload, ms: number) {
  const timeout = delay(ms, undefined, { ref: false });
  try {
    return await Promise.race([upload.answer, timeout]);
  } finally {
    upload.socket.destroy();
  }
}

describeEachDatabase('uploads that stall or are abandoned', (kind) => {
  const server = useDocumentsServer(kind, 'documents_stalled', { env: { UPLOAD_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) }, listen: true });
  const documentsDir = () => join(server().dataDir, 'documents');

  async function applicant() {
    const user = await signUpAndLogIn(server().app);
    const application = await createApplicationFor(server().app, user.token);
    // A complete upload first, so the database connections the server keeps are open already.
    await upload(server().app, user.token, application.id, supporting, { name: 'first.txt', content: 'first\n' });
    return { token: user.token, applicationId: application.id };
  }

  it('answers 408 to bodies that stop arriving, closes each connection and keeps no partial file or descriptor', { timeout: 20_000 }, async () => {
    const { token, applicationId } = await applicant();
    // As many requests at once as the stalled ones below, so the database pool has grown already.
    await Promise.all(Array.from({ length: 8 }, () => server().app.inject({ method: 'GET', url: `/api/apps/${applicationId}/docs`, headers: bearer(token) })));
    // The documents list started the PDF check's thread, which the server keeps: loaded, its files are open already.
    await startPdfInspection();
    const descriptorsBefore = await openDescriptorCount();
    const port = server().port!;
    const uploads = [
      ...Array.from({ length: 4 }, () => startStalledUpload(port, { token, applicationId, fields: supporting })),
      startStalledUpload(port, { token, applicationId, fields: supporting, file: false }),
      startStalledUpload(port, { token, applicationId, fields: {}, file: false }),
    ];
    // While the bodies stall, the server holds a partial file for each file begun.
    expect(await waitFor(async () => (await partialFiles(documentsDir())).length === 4, 5_000)).toBe(true);

    const answers = await Promise.all(uploads.map((stalled) => answerWithin(stalled, (IDLE_SECONDS + 3) * 1000)));
    for (const answer of answers) {
      expect(answer?.statusCode).toBe(408);
      expect(answer!.head).toMatch(/^connection: close$/im);
      expect(JSON.parse(answer!.body)).toMatchObject({ code: 'DOC_ERR_UPLOAD_STALLED', messageKey: 'uploadError' });
      expect(answer!.closedAfterMs).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 100);
    }
    expect(await partialFiles(documentsDir())).toEqual([]);
    expect(await openFilesUnder(server().dataDir)).toEqual([]);
    expect(await waitFor(async () => (await openDescriptorCount()) <= descriptorsBefore, 2_000)).toBe(true);
  });

  it('removes the partial file and its descriptor at once when the client goes away', async () => {
    const { token, applicationId } = await applicant();
    const stalled = startStalledUpload(server().port!, { token, applicationId, fields: supporting });
    expect(await waitFor(async () => (await partialFiles(documentsDir())).length === 1, 5_000)).toBe(true);
    stalled.socket.destroy();
    // Well before the idle timeout: the disconnect itself ends the upload.
    expect(await waitFor(async () => (await partialFiles(documentsDir())).length === 0, IDLE_SECONDS * 500)).toBe(true);
    expect(await openFilesUnder(server().dataDir)).toEqual([]);
  });

  it('answers a refusal at once and closes the connection when the rest of the body stalls', { timeout: 20_000 }, async () => {
    const { token, applicationId } = await applicant();
    const stranger = await signUpAndLogIn(server().app);
    const refusals = [
      // Refused when the file part begins: the manual upload consent is missing.
      { request: { token, applicationId, fields: { documentType: 'BANK_STATEMENT' } }, status: 409 },
      // Refused before a byte of the body is read: not the stranger's application.
      { request: { token: stranger.token, applicationId, fields: supporting }, status: 404 },
    ];
    for (const refusal of refusals) {
      const stalled = startStalledUpload(server().port!, refusal.request);
      const answer = await answerWithin(stalled, (IDLE_SECONDS + 3) * 1000);
      expect(answer?.statusCode).toBe(refusal.status);
      expect(answer!.closedAfterMs).toBeLessThan((IDLE_SECONDS + 2) * 1000);
    }
    expect(await partialFiles(documentsDir())).toEqual([]);
    expect(await openFilesUnder(server().dataDir)).toEqual([]);
  });
});

describe('uploads when the server stops and starts', () => {
  it('ends an upload in progress at shutdown, and removes partial files left by an earlier run at start-up', { timeout: 30_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lj-docs-restart-'));
    const leftDir = join(dataDir, 'documents', 'applications', '0b9a3c53-5d3f-4f1c-9a55-2f0f7a3c0000');
    await mkdir(leftDir, { recursive: true });
    const leftOver = join(leftDir, '6f1c2b7e-0000-4000-8000-000000000000.a1b2c3d4e5f6.partial');
    const kept = join(leftDir, '6f1c2b7e-0000-4000-8000-000000000001');
    // Written a moment ago: it may be an upload another instance sharing the disk is receiving.
    const recent = join(leftDir, '6f1c2b7e-0000-4000-8000-000000000002.0a0b0c0d0e0f.partial');
    await writeFile(leftOver, 'half a statement');
    await writeFile(recent, 'half of another statement');
    await writeFile(kept, 'a whole statement');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(leftOver, hourAgo, hourAgo);

    const database = await openTestDatabase('pglite', 'documents_restart');
    // A long idle timeout: the shutdown, not the timeout, has to end the upload.
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', UPLOAD_IDLE_TIMEOUT_SECONDS: '600' });
    const app = await buildServer({ config, db: database.db, applicationRules: createTestRules(), logger: false, jobs: { enabled: false } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const recentOnly = [recent.slice(join(dataDir, 'documents').length + 1)];
      expect(await partialFiles(join(dataDir, 'documents'))).toEqual(recentOnly);
      expect(existsSync(kept)).toBe(true);

      const user = await signUpAndLogIn(app);
      const application = await createApplicationFor(app, user.token);
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const stalled = startStalledUpload(port, { token: user.token, applicationId: application.id, fields: supporting });
      expect(await waitFor(async () => (await partialFiles(join(dataDir, 'documents'))).length === 2, 5_000)).toBe(true);

      const closing = Date.now();
      await app.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
      const answer = await answerWithin(stalled, 1_000);
      expect(answer?.statusCode).toBe(503);
      expect(JSON.parse(answer!.body)).toMatchObject({ code: 'DOC_ERR_UPLOAD_INTERRUPTED' });
      expect(await partialFiles(join(dataDir, 'documents'))).toEqual(recentOnly);
      expect(await openFilesUnder(join(dataDir, 'documents'))).toEqual([]);
    } finally {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
