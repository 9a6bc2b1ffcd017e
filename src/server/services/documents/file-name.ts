/**
 * The user's file name as metadata: the last path segment, normalised, without control or
 * shell-special characters, at most 120 characters, ending with the extension of the type its
 * content was judged to be. Never used to name a stored file.
 */
import type { DocumentFileType } from '../../db/tables/documents.table';

const MAX_LENGTH = 120;

/** The extensions a name of each type may keep; the first is the one it gets otherwise. */
const EXTENSIONS: Record<DocumentFileType, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  txt: ['txt'],
  csv: ['csv'],
};

/**
 * The name with the extension of its judged type: a download saved to disk is then opened as
 * what it is, never as a page a browser runs (`note.html` holding text becomes `note.txt`).
 * Another extension is replaced; a name without one gets the type's.
 */
export function nameForType(fileName: string, fileType: DocumentFileType): string {
  const allowed = EXTENSIONS[fileType];
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1) : '';
  if (allowed.includes(extension.toLowerCase())) return fileName;
  const stem = /^[\p{L}\p{N}]{1,10}$/u.test(extension) ? fileName.slice(0, dot) : fileName;
  const suffix = `.${allowed[0]}`;
  return stem.slice(0, MAX_LENGTH - suffix.length) + suffix;
}

export function sanitiseFileName(raw: string | undefined, fallback = 'document'): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_{2,}/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension;
}
