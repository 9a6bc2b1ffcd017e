/**
 * The documents the application's conditional approval asks for, each with its template, the
 * applicant's uploads of its type and where it stands (spec 01 section 2, 02 section 3). One
 * reading for the applicant's list, the console's and the 'documents submitted' check.
 */
import type { Kysely } from 'kysely';
import type { DocumentRequestView, DocumentTemplateView } from '../../../engine/contract/document-requests.contract';
import type { RequiredDocument } from '../../../engine/decision/decision.types';
import { documentRequestStatus } from '../../../engine/documents/document-request-status';
import type { Database } from '../../db/database';
import type { DocumentRow } from '../../db/tables/documents.table';
import type { DocumentTemplateRow } from '../../db/tables/document-templates.table';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { listApplicantDocuments } from '../../repositories/documents.repository';
import { findTemplates } from '../../repositories/document-templates.repository';
import { nameForType } from './file-name';

export function toTemplateView(row: DocumentTemplateRow): DocumentTemplateView {
  return { id: row.id, fileName: nameForType(row.file_name, row.file_type), fileType: row.file_type, size: Number(row.size_bytes) };
}

/** The requests of the latest decision when it is a conditional approval; none otherwise. */
export async function currentRequests(db: Kysely<Database>, applicationId: string): Promise<RequiredDocument[]> {
  const decision = await findLatestDecision(db, applicationId);
  return decision?.outcome === 'CONDITIONAL' ? decision.documents : [];
}

export function requestView(request: RequiredDocument, uploads: readonly DocumentRow[], template: DocumentTemplateRow | undefined): DocumentRequestView {
  const answers = uploads
    .filter((row) => row.source === 'applicant' && row.document_type === request.type)
    .map((row) => ({
      id: row.id,
      fileName: nameForType(row.file_name, row.file_type),
      size: Number(row.size_bytes),
      createdAt: row.created_at.toISOString(),
      review: row.review_status,
      reason: row.review_reason,
    }));
  return {
    type: request.type,
    title: request.title,
    template: template ? toTemplateView(template) : null,
    ...documentRequestStatus(answers),
    uploads: answers,
  };
}

export async function documentRequestsOf(db: Kysely<Database>, applicationId: string): Promise<DocumentRequestView[]> {
  const requests = await currentRequests(db, applicationId);
  if (requests.length === 0) return [];
  const templateIds = requests.flatMap((request) => (request.templateId ? [request.templateId] : []));
  const [uploads, templates] = await Promise.all([listApplicantDocuments(db, applicationId), findTemplates(db, applicationId, templateIds)]);
  return requests.map((request) =>
    requestView(
      request,
      uploads,
      templates.find((template) => template.id === request.templateId),
    ),
  );
}
