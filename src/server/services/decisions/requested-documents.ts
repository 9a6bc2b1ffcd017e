/**
 * The documents a conditional approval asks for, while the application waits for them: the
 * upload rules accept these types then, and the applicant's 'documents submitted' needs one
 * upload of each.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { RequiredDocument } from '../../../engine/decision/decision.types';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { AWAITING_DOCUMENTS_STATUS } from './decision-statuses';

export async function requestedDocuments(
  db: Kysely<Database>,
  application: Pick<ApplicationRow, 'id' | 'status'>,
): Promise<{ decisionId: string | null; documents: RequiredDocument[] }> {
  if (application.status !== AWAITING_DOCUMENTS_STATUS) return { decisionId: null, documents: [] };
  const decision = await findLatestDecision(db, application.id);
  if (!decision || decision.outcome !== 'CONDITIONAL') return { decisionId: null, documents: [] };
  return { decisionId: decision.id, documents: decision.documents };
}

/** The document types an upload to this application may carry besides the usual ones. */
export async function requestedDocumentTypes(db: Kysely<Database>, application: Pick<ApplicationRow, 'id' | 'status'>): Promise<string[]> {
  return (await requestedDocuments(db, application)).documents.map((document) => document.type);
}
