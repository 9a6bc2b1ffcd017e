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
import type { ApplicationRules } from '../application-rules';

type Rules = Pick<ApplicationRules, 'statusOfOutcome'>;
type Waiting = Pick<ApplicationRow, 'id' | 'product' | 'status'>;

/** A conditional approval waits for its documents in the status its outcome moved the application to. */
export async function requestedDocuments(
  db: Kysely<Database>,
  rules: Rules,
  application: Waiting,
): Promise<{ decisionId: string | null; documents: RequiredDocument[] }> {
  if (application.status !== rules.statusOfOutcome(application.product, 'CONDITIONAL')) return { decisionId: null, documents: [] };
  const decision = await findLatestDecision(db, application.id);
  if (!decision || decision.outcome !== 'CONDITIONAL') return { decisionId: null, documents: [] };
  return { decisionId: decision.id, documents: decision.documents };
}

/** The document types an upload to this application may carry besides the usual ones. */
export async function requestedDocumentTypes(db: Kysely<Database>, rules: Rules, application: Waiting): Promise<string[]> {
  return (await requestedDocuments(db, rules, application)).documents.map((document) => document.type);
}
