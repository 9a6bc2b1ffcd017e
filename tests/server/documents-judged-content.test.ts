import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { JPEG_MINIMAL, PNG_1X1, samplePdf, upload, useDocumentsServer } from './documents-test-server';

const supporting = { documentType: 'SUPPORTING_DOCUMENT' };

/** A ZIP archive of one stored (uncompressed) file: local header, central directory, end record. */
function zipArchive(name = 'run.html', content = '<script>alert(1)</script>'): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Bytes that look like compressed image data, long enough to push markers past the head. */
const filler = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 151 + 7) % 251));

describeEachDatabase('uploads judged by all of their content', (kind) => {
  const server = useDocumentsServer(kind, 'documents_judged');

  async function applicant() {
    const user = await signUpAndLogIn(server().app);
    const application = await createApplicationFor(server().app, user.token);
    return { token: user.token, appId: application.id };
  }
  const storedFiles = (appId: string) => readdir(join(server().dataDir, 'documents', 'applications', appId)).catch(() => []);

  describe('stored file names', () => {
    it('gives each document the extension of the type its content was judged to be, in the list and the download', async () => {
      const { token, appId } = await applicant();
      const cases = [
        { name: 'note.html', content: '<h1>Trading notes</h1>\n', fileName: 'note.txt' },
        { name: 'payload.svg', content: '<svg onload="alert(1)"/>\n', fileName: 'payload.txt' },
        { name: 'transactions.CSV', content: 'Date,Amount\n2026-05-01,10.00\n', fileName: 'transactions.CSV' },
        { name: 'statement', content: 'No extension at all\n', fileName: 'statement.txt' },
        { name: 'scan.png', content: await samplePdf(), fileName: 'scan.pdf' },
        { name: 'receipt.html', content: PNG_1X1, fileName: 'receipt.png' },
        { name: 'photo.jpeg', content: JPEG_MINIMAL, fileName: 'photo.jpeg' },
      ];
      for (const file of cases) {
        const response = await upload(server().app, token, appId, supporting, { name: file.name, content: file.content });
        expect(response.statusCode, response.body).toBe(201);
        const document = response.json().document;
        expect(document.fileName, file.name).toBe(file.fileName);
        const content = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs/${document.id}/content`, headers: bearer(token) });
        expect(content.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
      }
    });
  });

  describe('polyglots', () => {
    it('refuses an image that is also a PDF, a web page or a ZIP archive, and a PDF that is also a ZIP archive', async () => {
      const { token, appId } = await applicant();
      const pdf = Buffer.from(await samplePdf());
      const refused = [
        { name: 'png with a pdf.png', content: Buffer.concat([PNG_1X1, filler(8000), pdf]) },
        // No header at all: readers that open a PDF from its trailer still find one.
        { name: 'png with a headless pdf.png', content: Buffer.concat([PNG_1X1, filler(8000), pdf.subarray(pdf.indexOf('\n1 0 obj'))]) },
        { name: 'jpeg with a pdf near the start.jpg', content: Buffer.concat([JPEG_MINIMAL, Buffer.from('%PDF-1.7\n'), filler(9000)]) },
        { name: 'png with a page.png', content: Buffer.concat([PNG_1X1, filler(9000), Buffer.from('<html><body><SCRIPT>alert(1)</SCRIPT>')]) },
        {
          name: 'jpeg with a script.jpg',
          content: Buffer.concat([JPEG_MINIMAL, filler(70_000), Buffer.from('<iframe src="javascript:alert(1)">'), filler(100)]),
        },
        { name: 'png with a zip.png', content: Buffer.concat([PNG_1X1, filler(9000), zipArchive()]) },
        { name: 'pdf with a zip.pdf', content: Buffer.concat([pdf, zipArchive('invoice.exe', 'MZ')]) },
      ];
      for (const file of refused) {
        const response = await upload(server().app, token, appId, supporting, file);
        expect(response.statusCode, file.name).toBe(415);
        expect(response.json()).toMatchObject({ code: 'DOC_ERR_HIDDEN_CONTENT', messageKey: 'fileTypeNotAllowed' });
      }
      expect(await storedFiles(appId)).toEqual([]);
    });

    it('accepts images and PDFs whose later bytes hold no other format, and text that merely mentions one', async () => {
      const { token, appId } = await applicant();
      const accepted = [
        { name: 'large.png', content: Buffer.concat([PNG_1X1, filler(200_000)]) },
        { name: 'statement.pdf', content: await samplePdf({ pages: 3 }) },
        { name: 'notes.txt', content: 'Notes mention %PDF-1.7 and <script> and PK\u0003\u0004 in passing\n' },
      ];
      for (const file of accepted) {
        const response = await upload(server().app, token, appId, supporting, file);
        expect(response.statusCode, `${file.name}: ${response.body}`).toBe(201);
      }
    });
  });

  describe('malformed multipart requests', () => {
    it('answers a coded 400, not a 500, to a missing or broken boundary and to a body that does not match it', async () => {
      const { token, appId } = await applicant();
      const post = (contentType: string, payload: string) =>
        server().app.inject({ method: 'POST', url: `/api/apps/${appId}/docs`, headers: { ...bearer(token), 'content-type': contentType }, payload });
      const part = '--b\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nSUPPORTING_DOCUMENT\r\n--b--\r\n';
      const cases = [
        { contentType: 'multipart/form-data', payload: part },
        { contentType: 'multipart/form-data; charset=utf-8', payload: part },
        { contentType: 'multipart/form-data; boundary=', payload: part },
        { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: part },
        { contentType: 'multipart/form-data; boundary=other', payload: part },
        { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno end' },
      ];
      for (const { contentType, payload } of cases) {
        const response = await post(contentType, payload);
        expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
        expect(response.json(), contentType).toMatchObject({ code: 'DOC_ERR_MALFORMED_BODY', messageKey: 'uploadError' });
      }
      expect(await storedFiles(appId)).toEqual([]);
    });

    it('answers the parser limits as invalid fields', async () => {
      const { token, appId } = await applicant();
      const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`field${i}`, 'x']));
      const response = await upload(server().app, token, appId, { ...supporting, ...fields }, { name: 'a.txt', content: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'DOC_ERR_INVALID_FIELDS', messageKey: 'uploadError' });
    });
  });
});
