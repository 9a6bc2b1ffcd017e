/**
 * The PDF check's thread, started before any upload as the server does when a page that uploads opens: it has
 * loaded PDF.js and its parser by the time it says it is ready, so the first PDF an applicant
 * uploads does not wait seconds for them (the upload's progress stood at 99% meanwhile, long
 * enough on a busy machine for the page to seem stalled). Its checks then answer as before.
 */
import { Readable } from 'node:stream';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DocumentStorage } from '../../src/server/providers/storage/document-storage';
import { inspectPdf, isPdfInspectionRunning, preparePdfInspection, startPdfInspection } from '../../src/server/services/documents/pdf-encryption';

/** A one-page PDF, password-protected when `userPassword` is given. */
async function pdf(userPassword?: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  if (userPassword) document.encrypt({ userPassword, ownerPassword: 'owner' });
  return document.save({ useObjectStreams: false });
}

/** A store of the PDFs given, read by ranges as the check asks. */
function storeOf(files: Record<string, Uint8Array>): DocumentStorage {
  return {
    put: () => Promise.reject(new Error('read only')),
    get: async (key, range) => Readable.from([Buffer.from(files[key].subarray(range?.start ?? 0, range?.end))]),
    size: async (key) => files[key].length,
    remove: async () => undefined,
  };
}

describe('starting the PDF check before the first upload', () => {
  it('loads PDF.js and its parser with the thread, and the first check after it answers', async () => {
    // Nothing loads PDF.js until a page that uploads asks for it.
    expect(isPdfInspectionRunning()).toBe(false);
    preparePdfInspection();
    expect(isPdfInspectionRunning()).toBe(true);
    expect(await startPdfInspection()).toEqual({ parserLoaded: true });
    const files = { plain: await pdf(), locked: await pdf('secret') };
    const storage = storeOf(files);
    expect(await inspectPdf(storage, 'plain', files.plain.length)).toBe('plain');
    expect(await inspectPdf(storage, 'locked', files.locked.length)).toBe('encrypted');
    // Started again, the thread running is the one answered: it loads nothing a second time.
    expect(await startPdfInspection()).toEqual({ parserLoaded: true });
  });
});
