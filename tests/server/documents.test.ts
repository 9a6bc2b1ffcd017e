import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankDataErrors } from '../../src/server/providers/bank-data/error-codes';
import { countApplicationEvents } from '../../src/server/repositories/applications.repository';
import { documentErrorCodes } from '../../src/server/services/documents/document-errors';
import { bearer, createApplicationFor, signUpAndLogIn, type SignedInUser } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import {
  acceptManualUpload,
  csvChunks,
  elfExecutable,
  JPEG_MINIMAL,
  monthsAgo,
  PNG_1X1,
  samplePdf,
  upload,
  useDocumentsServer,
  windowsExecutable,
} from './documents-test-server';

const MB = 1024 * 1024;

describe('message texts', () => {
  it('has a text for every refusal of the documents and bank-data services, and for each next action', async () => {
    const catalogue = JSON.parse(await readFile('journeys/messages.en-AU.json', 'utf8')) as Record<string, string>;
    const keys = [
      ...Object.values(documentErrorCodes).map((code) => code.messageKey),
      ...[...bankDataErrors.values()].map((info) => info.messageKey),
      ...['Wait', 'Retry', 'RetryOrUpload', 'UploadManually', 'ResolveAtBank', 'TryLater'].map((action) => `bankDataAction${action}`),
      'partialUpload',
      'statementsRetrieving',
      'statementsReceived',
      'statementsRetrievalFailed',
      'fileDeleted',
    ];
    expect(keys.filter((key) => !catalogue[key])).toEqual([]);
    expect(catalogue.fileTooLarge).toBe('The file is larger than {0}MB.');
    expect(catalogue.fileEncrypted).toBe('Please upload a decrypted file.');
    expect(catalogue.unsupportedBankMessage).toBe('Bank Not Supported');
  });
});

describeEachDatabase('documents API', (kind) => {
  const server = useDocumentsServer(kind, 'documents');

  async function applicant(): Promise<{ user: SignedInUser; appId: string }> {
    const user = await signUpAndLogIn(server().app);
    const application = await createApplicationFor(server().app, user.token);
    return { user, appId: application.id };
  }

  async function storedFiles(appId: string): Promise<string[]> {
    return readdir(join(server().dataDir, 'documents', 'applications', appId)).catch(() => []);
  }

  const supporting = { documentType: 'SUPPORTING_DOCUMENT' };

  describe('upload', () => {
    it("stores PDF, PNG, JPEG, TXT and CSV judged by content, under generated names, keeping the sanitised file name with the judged type's extension", async () => {
      const { user, appId } = await applicant();
      const files = [
        { name: 'March statement.pdf', content: await samplePdf(), fileType: 'pdf', contentType: 'application/pdf' },
        { name: 'receipt.png', content: PNG_1X1, fileType: 'png', contentType: 'image/png' },
        { name: 'photo.jpeg', content: JPEG_MINIMAL, fileType: 'jpg', contentType: 'image/jpeg' },
        { name: 'notes.txt', content: 'Trading notes: café takings up 12%\n', fileType: 'txt', contentType: 'text/plain; charset=utf-8' },
        { name: 'transactions.csv', content: 'Date,Description,Amount\n2026-05-01,Sale,10.00\n', fileType: 'csv', contentType: 'text/csv; charset=utf-8' },
        // The name and the declared type lie; the content decides, the name's extension included.
        { name: 'scan.png', content: await samplePdf(), fileType: 'pdf', contentType: 'application/pdf', fileName: 'scan.pdf' },
      ];
      for (const file of files) {
        const response = await upload(
          server().app,
          user.token,
          appId,
          { ...supporting, adrId: 'ADR-1' },
          { name: file.name, content: file.content, contentType: 'image/png' },
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().document).toMatchObject({
          fileName: file.fileName ?? file.name,
          fileType: file.fileType,
          contentType: file.contentType,
          documentType: 'SUPPORTING_DOCUMENT',
          adrId: 'ADR-1',
          linkages: [{ type: 'AdrId', linkId: 'ADR-1' }],
          source: 'applicant',
          size: typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.length,
        });
      }
      const stored = await storedFiles(appId);
      expect(stored).toHaveLength(files.length);
      for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}$/);

      const list = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs`, headers: bearer(user.token) });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((d: { fileName: string }) => d.fileName)).toEqual(files.map((f) => f.fileName ?? f.name));
    });

    it('keeps only a sanitised file name as metadata', async () => {
      const { user, appId } = await applicant();
      const response = await upload(server().app, user.token, appId, supporting, { name: '../../etc/pass\u0000wd; rm -rf $HOME.txt', content: 'hello\n' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().document.fileName).toBe('passwd_ rm -rf _HOME.txt');
    });

    it('refuses a file over 25 MB while it streams, and leaves no partial file', async () => {
      const { user, appId } = await applicant();
      const response = await upload(server().app, user.token, appId, supporting, { name: 'big.csv', content: csvChunks(25 * MB + 1) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'DOC_ERR_FILE_TOO_LARGE', messageKey: 'fileTooLarge', params: [25] });
      expect(await storedFiles(appId)).toEqual([]);
    });

    it('refuses types other than PDF, PNG, JPEG, TXT and CSV by content', async () => {
      const { user, appId } = await applicant();
      const refused = [
        { name: 'archive.zip', content: Buffer.from('504b0304140000000800', 'hex') },
        { name: 'image.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
        { name: 'utf16.txt', content: Buffer.from('\ufeffhello', 'utf16le') },
        { name: 'binary.csv', content: Buffer.from([0x41, 0x42, 0x00, 0x43, 0x0a]) },
        { name: 'latin1.txt', content: Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) },
      ];
      for (const file of refused) {
        const response = await upload(server().app, user.token, appId, supporting, file);
        expect(response.statusCode, file.name).toBe(415);
        expect(response.json()).toMatchObject({ code: 'DOC_ERR_TYPE_NOT_ALLOWED', messageKey: 'fileTypeNotAllowed' });
      }
      expect(await storedFiles(appId)).toEqual([]);
    });

    it('refuses a renamed executable whatever its name and declared type', async () => {
      const { user, appId } = await applicant();
      for (const [name, content] of [
        ['statement.pdf', elfExecutable()],
        ['statement.csv', windowsExecutable()],
      ] as const) {
        const response = await upload(server().app, user.token, appId, supporting, { name, content, contentType: 'application/pdf' });
        expect(response.statusCode, name).toBe(415);
        expect(response.json().messageKey).toBe('fileTypeNotAllowed');
      }
      expect(await storedFiles(appId)).toEqual([]);
    });

    it('refuses a password-protected PDF, and one encrypted with an owner password only', async () => {
      const { user, appId } = await applicant();
      for (const pdf of [await samplePdf({ userPassword: 'secret' }), await samplePdf({ ownerPassword: 'owner-only' })]) {
        const response = await upload(server().app, user.token, appId, supporting, { name: 'statement.pdf', content: pdf, contentType: 'application/pdf' });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'DOC_ERR_ENCRYPTED', messageKey: 'fileEncrypted' });
      }
      expect(await storedFiles(appId)).toEqual([]);
      // PDF.js and its core-js polyfills (which replace JSON.stringify, JSON.parse and push) stay on the check's own thread.
      expect(Object.keys(globalThis)).not.toContain('pdfjsLib');
      expect(Object.getOwnPropertyNames(globalThis)).not.toContain('__core-js_shared__');
    });

    it('refuses a PDF whose structure cannot be read, an empty file, a request without a file and unknown fields', async () => {
      const { user, appId } = await applicant();
      const broken = await upload(server().app, user.token, appId, supporting, { name: 'broken.pdf', content: '%PDF-1.7\nnothing else' });
      expect(broken.statusCode).toBe(422);
      expect(broken.json().messageKey).toBe('fileUnreadable');
      const empty = await upload(server().app, user.token, appId, supporting, { name: 'empty.txt', content: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().messageKey).toBe('fileEmpty');
      const none = await upload(server().app, user.token, appId, supporting);
      expect(none.statusCode).toBe(400);
      expect(none.json().messageKey).toBe('uploadError');
      const badType = await upload(server().app, user.token, appId, { documentType: 'PASSPORT' }, { name: 'a.txt', content: 'x' });
      expect(badType.statusCode).toBe(400);
      const json = await server().app.inject({ method: 'POST', url: `/api/apps/${appId}/docs`, headers: bearer(user.token), payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(await storedFiles(appId)).toEqual([]);
    });

    it("answers 404 for another user's application on every documents route, exactly like a missing one", async () => {
      const { user: owner, appId } = await applicant();
      const stranger = await signUpAndLogIn(server().app);
      const uploaded = await upload(server().app, owner.token, appId, supporting, { name: 'a.txt', content: 'mine' });
      const docId = uploaded.json().document.id;
      const missing = '0b9a3c53-5d3f-4f1c-9a55-2f0f7a3c0000';

      const tries = [
        () => upload(server().app, stranger.token, appId, supporting, { name: 'b.txt', content: 'theirs' }),
        () => server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs`, headers: bearer(stranger.token) }),
        () => server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/docs/${docId}`, headers: bearer(stranger.token) }),
        () => server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs/${docId}/content`, headers: bearer(stranger.token) }),
        () => server().app.inject({ method: 'POST', url: `/api/apps/${appId}/docs/manual-upload-consent`, headers: bearer(stranger.token) }),
      ];
      for (const attempt of tries) {
        const response = await attempt();
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('APP_ERR_NOT_FOUND');
      }
      const missingApp = await server().app.inject({ method: 'GET', url: `/api/apps/${missing}/docs`, headers: bearer(stranger.token) });
      expect(missingApp.json()).toEqual((await tries[1]()).json());
      const unauthenticated = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs` });
      expect(unauthenticated.statusCode).toBe(401);
      expect(await storedFiles(appId)).toHaveLength(1);
    });
  });

  describe('download and delete', () => {
    it('serves the bytes as an attachment with the stored type, then deletes the document and its bytes', async () => {
      const { user, appId } = await applicant();
      const pdf = await samplePdf();
      const uploaded = await upload(server().app, user.token, appId, supporting, { name: 'Rates notice é.pdf', content: pdf });
      const docId = uploaded.json().document.id;

      const content = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs/${docId}/content`, headers: bearer(user.token) });
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toBe('application/pdf');
      expect(content.headers['content-disposition']).toBe(`attachment; filename="Rates notice _.pdf"; filename*=UTF-8''Rates%20notice%20%C3%A9.pdf`);
      expect(content.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(content.rawPayload, Buffer.from(pdf))).toBe(0);

      const deleted = await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/docs/${docId}`, headers: bearer(user.token) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await storedFiles(appId)).toEqual([]);
      const again = await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/docs/${docId}`, headers: bearer(user.token) });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'DOC_ERR_NOT_FOUND', messageKey: 'documentNotFound' });
    });
  });

  describe('manual statements', () => {
    it('keeps a statement once the application is submitted', async () => {
      const { user, appId } = await applicant();
      await acceptManualUpload(server().app, user.token, appId);
      const statement = await upload(
        server().app,
        user.token,
        appId,
        { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(6), statementTo: monthsAgo(1) },
        { name: 'six-months.csv', content: 'Date,Description,Amount\n' },
      );
      expect(statement.statusCode, statement.body).toBe(201);
      await server().db.updateTable('applications').set({ status: 'SUBMITTED' }).where('id', '=', appId).execute();
      const removal = await server().app.inject({
        method: 'DELETE',
        url: `/api/apps/${appId}/docs/${statement.json().document.id}`,
        headers: bearer(user.token),
      });
      expect(removal.statusCode).toBe(409);
      expect(removal.json()).toMatchObject({ code: 'DOC_ERR_LOCKED' });
      const list = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs`, headers: bearer(user.token) });
      expect(list.json().items).toHaveLength(1);
    });

    it('needs the manual upload consent, which sets isStatementsManuallyUploaded and the LIMITED_LINE_OF_CREDIT consent', async () => {
      const { user, appId } = await applicant();
      const statement = { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(2), statementTo: monthsAgo(1) };
      const before = await upload(server().app, user.token, appId, statement, { name: 's.pdf', content: await samplePdf() });
      expect(before.statusCode).toBe(409);
      expect(before.json().messageKey).toBe('manualUploadConsentRequired');

      const consent = await acceptManualUpload(server().app, user.token, appId);
      expect(consent.statusCode, consent.body).toBe(200);
      expect(consent.json()).toEqual({ statements: null, isStatementsManuallyUploaded: true, applicationVersion: 2 });
      const application = (await server().app.inject({ method: 'GET', url: `/api/apps/${appId}`, headers: bearer(user.token) })).json();
      expect(application.version).toBe(2);
      expect(application.data._extension.isStatementsManuallyUploaded).toBe(true);
      expect(application.data.consents.LIMITED_LINE_OF_CREDIT).toMatchObject({ type: 'LIMITED_LINE_OF_CREDIT', timestamp: expect.any(String) });
    });

    it('counts the declared months of each statement toward the six most recent complete months, bumping the version each time', async () => {
      const { user, appId } = await applicant();
      await acceptManualUpload(server().app, user.token, appId);
      const events = await countApplicationEvents(server().db, appId);

      const first = await upload(
        server().app,
        user.token,
        appId,
        { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(6), statementTo: monthsAgo(4) },
        { name: 'q1.pdf', content: await samplePdf({ pages: 3 }) },
      );
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        applicationVersion: 3,
        isStatementsManuallyUploaded: true,
        statements: { method: 'uploaded', complete: false, statementCount: 1, coveredMonths: [monthsAgo(6), monthsAgo(5), monthsAgo(4)] },
      });
      expect(first.json().statements.requiredMonths).toEqual([6, 5, 4, 3, 2, 1].map((n) => monthsAgo(n)));

      // An open page holding version 2 is told the application changed.
      const stale = await server().app.inject({
        method: 'PATCH',
        url: `/api/apps/${appId}`,
        headers: bearer(user.token),
        payload: { version: 2, patch: [{ op: 'add', path: '/hearAboutUs', value: 'RADIO' }] },
      });
      expect(stale.statusCode).toBe(409);

      const second = await upload(
        server().app,
        user.token,
        appId,
        { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(3), statementTo: monthsAgo(1) },
        { name: 'q2.csv', content: 'Date,Description,Amount\n' },
      );
      expect(second.json()).toMatchObject({ applicationVersion: 4, statements: { complete: true, statementCount: 2 } });
      expect(await countApplicationEvents(server().db, appId)).toBe(events + 2);
      const event = await server()
        .db.selectFrom('application_events')
        .selectAll()
        .where('application_id', '=', appId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({ type: 'statements-updated', user_id: user.id, version: 4 });

      // A supporting document changes no summary and no version.
      const other = await upload(server().app, user.token, appId, supporting, { name: 'id.png', content: PNG_1X1 });
      expect(other.json().applicationVersion).toBe(4);

      // Deleting a statement takes its months away again.
      const deleted = await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/docs/${second.json().document.id}`, headers: bearer(user.token) });
      expect(deleted.json()).toMatchObject({ applicationVersion: 5, statements: { complete: false, statementCount: 1 } });
    });

    it('refuses statement months that are missing, reversed, in the future or too long', async () => {
      const { user, appId } = await applicant();
      await acceptManualUpload(server().app, user.token, appId);
      for (const [from, to] of [
        ['', ''],
        [monthsAgo(1), monthsAgo(3)],
        [monthsAgo(1), monthsAgo(-1)],
        [monthsAgo(20), monthsAgo(1)],
        ['2026-13', '2026-14'],
      ]) {
        const response = await upload(
          server().app,
          user.token,
          appId,
          { documentType: 'BANK_STATEMENT', statementFrom: from, statementTo: to },
          { name: 's.txt', content: 'statement' },
        );
        expect(response.statusCode, `${from}..${to}`).toBe(422);
        expect(response.json().messageKey).toBe('statementPeriodInvalid');
      }
      expect(await storedFiles(appId)).toEqual([]);
    });
  });
});
