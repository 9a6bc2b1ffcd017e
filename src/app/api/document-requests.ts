/**
 * The documents a conditional approval asks for (`/api/apps/:id/docs/requests`) and a request's
 * template, saved under its name (spec 02 section 7, 'documents template fetch'). The server
 * answers only the application's owner.
 */
import type { DocumentRequestList, DocumentTemplateView } from '../../engine/contract/document-requests.contract';
import { request } from './http';
import { saveAttachment } from './loan-documents';

export function listDocumentRequests(applicationId: string): Promise<DocumentRequestList> {
  return request('GET', `/api/apps/${encodeURIComponent(applicationId)}/docs/requests`);
}

export function saveTemplate(applicationId: string, template: Pick<DocumentTemplateView, 'id' | 'fileName'>): Promise<void> {
  return saveAttachment(`/api/apps/${encodeURIComponent(applicationId)}/docs/templates/${encodeURIComponent(template.id)}/content`, template.fileName);
}
