/**
 * The operations console's reads over every applicant's applications: a filtered page, newest
 * first, by keyset (created_at, id) so page 400 costs what page 1 does; and one application's
 * documents, history, bank connections and signatures. Never reached from an applicant's route.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface OpsApplicationFilter {
  status?: string;
  stage?: string;
  product?: string;
  /** An application id; an e-mail or its start (with an @); else text within the answers (a trigram index serves it on PostgreSQL). */
  q?: string;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  after?: { createdAt: Date; id: string };
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function findApplicationsPage(db: Kysely<Database>, filter: OpsApplicationFilter) {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.product', 'a.status', 'a.stage', 'a.created_at', 'a.updated_at', 'u.email', 'u.first_name', 'u.last_name']);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.stage) query = query.where('a.stage', '=', filter.stage);
  if (filter.product) query = query.where('a.product', '=', filter.product);
  if (filter.createdFrom) query = query.where('a.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore) query = query.where('a.created_at', '<', filter.createdBefore);
  const q = filter.q?.trim();
  if (q && UUID.test(q)) query = query.where('a.id', '=', q);
  // An e-mail (or the start of one) names the account: the users table alone, not every answer.
  else if (q?.includes('@')) query = query.where('u.email', 'like', `${likePattern(q.toLowerCase())}%`);
  else if (q) {
    const pattern = likePattern(q.toLowerCase());
    query = query.where(sql<string>`lower(a.data::text)`, 'like', `%${pattern}%`);
  }
  if (filter.after) {
    const { createdAt, id } = filter.after;
    query = query.where((eb) => eb.or([eb('a.created_at', '<', createdAt), eb.and([eb('a.created_at', '=', createdAt), eb('a.id', '<', id)])]));
  }
  return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(filter.limit).execute();
}

export function findApplicationDocuments(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'file_name', 'document_type', 'source', 'size_bytes', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .execute();
}

export function findApplicationHistory(db: Kysely<Database>, applicationId: string) {
  return Promise.all([
    db
      .selectFrom('application_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.id', 'e.type', 'e.stage_from', 'e.stage_to', 'e.created_at', 'e.details', 'u.email'])
      .where('e.application_id', '=', applicationId)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('staff_actions')
      .select(['id', 'actor', 'action', 'reason', 'details', 'created_at'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute(),
  ]);
}

/** The application's bank-data connections, newest first. */
export function findApplicationBankConnections(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('bank_data_enrolments')
    .select(['bank_name', 'status', 'error_code', 'accounts', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every signer of every agreement issued for the application, newest agreement first. */
export function findApplicationSignatures(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('signatures as s')
    .innerJoin('signing_rounds as r', 'r.id', 's.round_id')
    .select(['r.signing_date', 'r.state', 'r.created_at', 's.signer_index', 's.name', 's.email', 's.signed_at', 's.declined_at'])
    .where('r.application_id', '=', applicationId)
    .orderBy('r.created_at', 'desc')
    .orderBy('s.signer_index')
    .execute();
}
