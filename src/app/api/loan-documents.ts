/**
 * The borrower's documents through the documents API (`/api/apps/:id/docs`): the list, and one
 * document's bytes saved under its name. The server checks the application is the caller's; the
 * bytes are fetched with the session's token, which a plain link would not carry.
 */
import type { DocumentList, DocumentView } from '../../engine/contract/documents.contract';
import { session } from '../session/session-store';
import { request } from './http';

export function listDocuments(applicationId: string): Promise<DocumentList> {
  return request('GET', `/api/apps/${encodeURIComponent(applicationId)}/docs`);
}

export function saveDocument(applicationId: string, document: Pick<DocumentView, 'id' | 'fileName'>): Promise<void> {
  return saveAttachment(`/api/apps/${encodeURIComponent(applicationId)}/docs/${encodeURIComponent(document.id)}/content`, document.fileName);
}

/** Fetches bytes the documents API answers as an attachment, with the session's token, and saves them as `fileName`. */
export async function saveAttachment(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { headers: { Authorization: `Bearer ${session.accessToken ?? ''}` } });
  if (!response.ok) throw new Error(`The download answered HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
