/**
 * What an upload's stored bytes are, judged by their content alone, for every way a file comes
 * in (an applicant's document, a lender's template): empty, hidden content after the file's end,
 * and a PDF that is password-protected or unreadable are refused with their own codes.
 */
import { documentError } from '../../errors';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import { detectFileType, type DetectedType } from './detect-file-type';
import { refuseHiddenContent } from './hidden-content';
import { inspectPdf } from './pdf-encryption';
import type { UploadInspector } from './upload-inspector';

export interface StoredUpload {
  key: string;
  size: number;
  fileName: string;
  inspector: UploadInspector;
}

export async function judgeStoredUpload(storage: DocumentStorage, stored: StoredUpload): Promise<DetectedType> {
  if (stored.size === 0) throw documentError('DOC_ERR_FILE_EMPTY');
  const inspected = stored.inspector.result();
  const type = await detectFileType(inspected, stored.fileName);
  await refuseHiddenContent(storage, { key: stored.key, size: stored.size, inspected }, type.fileType);
  if (type.fileType === 'pdf') {
    const verdict = await inspectPdf(storage, stored.key, stored.size);
    if (verdict === 'encrypted') throw documentError('DOC_ERR_ENCRYPTED');
    if (verdict === 'unreadable') throw documentError('DOC_ERR_UNREADABLE');
  }
  return type;
}
