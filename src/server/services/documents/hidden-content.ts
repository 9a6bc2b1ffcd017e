/**
 * Refuses polyglots: files that are one accepted type from their first bytes (what file-type
 * judges) and another format further on, which a different program would open as that format.
 * Caught:
 * - a PNG or JPEG holding a PDF header (`%PDF-` and a version digit) anywhere, or ending with a
 *   PDF trailer (`startxref`, an offset, `%%EOF` in its last kilobyte: readers such as Poppler
 *   and MuPDF open a file from its end and need no header);
 * - a PNG or JPEG holding HTML or script markup (see embedded-markers.ts);
 * - a PNG, JPEG or PDF that ends with a ZIP archive's end record (ZIP readers, and formats
 *   built on ZIP such as JAR, DOCX and APK, find an archive from the end of a file).
 * Not caught: a PDF holding HTML or another PDF (its own structure may contain either), formats
 * hidden in compressed or encrypted data, and ZIP entries without an end record at the end of the
 * file (ZIP readers do not find those). TXT and CSV are served as plain text under a .txt or .csv
 * name, so markup in them is only text.
 */
import type { DocumentFileType } from '../../db/tables/documents.table';
import { readRange, type DocumentStorage } from '../../providers/storage/document-storage';
import { documentError } from '../../errors';
import type { InspectedUpload } from './upload-inspector';

const END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const PDF_TRAILER = /startxref\s+\d+\s+%%EOF/;
const PDF_TRAILER_WINDOW = 1024;

/** Whether `tail`, the last bytes of a file starting at offset `start`, ends with a ZIP end-of-central-directory record. */
export function endsWithZipArchive(tail: Buffer, start: number): boolean {
  for (let at = tail.lastIndexOf(END_RECORD); at >= 0; at = at > 0 ? tail.lastIndexOf(END_RECORD, at - 1) : -1) {
    if (at + END_RECORD_SIZE > tail.length) continue;
    const commentLength = tail.readUInt16LE(at + 20);
    const directoryEnd = tail.readUInt32LE(at + 12) + tail.readUInt32LE(at + 16);
    // The record's comment reaches exactly to the end of the file, and its central directory lies before it.
    if (at + END_RECORD_SIZE + commentLength === tail.length && directoryEnd <= start + at) return true;
  }
  return false;
}

export function endsWithPdfTrailer(tail: Buffer): boolean {
  return PDF_TRAILER.test(tail.subarray(Math.max(0, tail.length - PDF_TRAILER_WINDOW)).toString('latin1'));
}

export async function refuseHiddenContent(
  storage: DocumentStorage,
  stored: { key: string; size: number; inspected: InspectedUpload },
  fileType: DocumentFileType,
): Promise<void> {
  if (fileType === 'txt' || fileType === 'csv') return;
  const isImage = fileType === 'png' || fileType === 'jpg';
  const { embedded } = stored.inspected;
  if (isImage && (embedded.pdf !== undefined || embedded.markup !== undefined)) throw documentError('DOC_ERR_HIDDEN_CONTENT');
  // The end of the file, as far back as a ZIP end record with the longest comment reaches (64 KB).
  const start = Math.max(0, stored.size - END_RECORD_SIZE - MAX_COMMENT);
  const tail = Buffer.from(await readRange(storage, stored.key, start, stored.size));
  if (endsWithZipArchive(tail, start) || (isImage && endsWithPdfTrailer(tail))) throw documentError('DOC_ERR_HIDDEN_CONTENT');
}
