/**
 * Judges an upload's type by its content, never by its name or Content-Type: magic bytes
 * (file-type) for PDF, PNG and JPEG; no magic bytes and valid UTF-8 without NUL bytes for TXT and
 * CSV. Anything else, a renamed executable included, is refused.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentFileType } from '../../db/tables/documents.table';
import { documentError } from '../../errors';
import type { InspectedUpload } from './upload-inspector';

export interface DetectedType {
  fileType: DocumentFileType;
  contentType: string;
}

const BY_MAGIC: Record<string, DetectedType> = {
  pdf: { fileType: 'pdf', contentType: 'application/pdf' },
  png: { fileType: 'png', contentType: 'image/png' },
  jpg: { fileType: 'jpg', contentType: 'image/jpeg' },
};

export async function detectFileType(inspected: InspectedUpload, fileName: string): Promise<DetectedType> {
  const detected = await fileTypeFromBuffer(inspected.head);
  if (detected) {
    const allowed = BY_MAGIC[detected.ext];
    if (!allowed) throw documentError('DOC_ERR_TYPE_NOT_ALLOWED');
    return allowed;
  }
  if (!inspected.isText) throw documentError('DOC_ERR_TYPE_NOT_ALLOWED');
  // Text either way; the name only chooses which of the two text types it is shown as.
  return /\.csv$/i.test(fileName) ? { fileType: 'csv', contentType: 'text/csv; charset=utf-8' } : { fileType: 'txt', contentType: 'text/plain; charset=utf-8' };
}
