/**
 * The operations console's view of applications: any applicant's, for staff only. A page of them
 * by filters; one of them with its account, documents and the history of both the applicant's
 * changes and the staff's actions, oldest first. Lapsed applications are settled by the sweep.
 */
import type { Kysely } from 'kysely';
import type {
  OpsApplicationDetail,
  OpsApplicationPage,
  OpsApplicationQuery,
  OpsHistoryEntry,
  PersonalDataReveal,
} from '../../../engine/contract/ops-console.contract';
import { maskPersonalAnswers, personalAnswersOf, personalPatterns } from '../../../engine/personal/personal-answers';
import type { ApplicationRules } from '../application-rules';
import type { Database } from '../../db/database';
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { findApplicationDocuments, findApplicationHistory, findApplicationsPage } from '../../repositories/ops-applications.repository';
import { findUserById } from '../../repositories/users.repository';
import { toApplicationView } from '../applications/application-view';
import { readApplicationParts } from './ops-application-parts';
import { findPendingPolicyDecision } from '../decisions/decide-application.job';
import { isUuid } from '../uuid';
import { mailFailureReason } from '../mail/deliver-mail';

const DAY_MS = 86_400_000;

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the refusal: a cursor is only ever what a previous page gave.
  }
  throw appError('REQUEST_ERR_VALIDATION', {}, { message: 'The page cursor (after) is not one this server gave.' });
}

export async function searchApplications(deps: { db: Kysely<Database> }, query: OpsApplicationQuery): Promise<OpsApplicationPage> {
  const limit = query.limit ?? 25;
  const rows = await findApplicationsPage(deps.db, {
    status: query.status,
    stage: query.stage,
    product: query.product,
    q: query.q,
    createdFrom: query.createdFrom ? new Date(`${query.createdFrom}T00:00:00Z`) : undefined,
    createdBefore: query.createdTo ? new Date(new Date(`${query.createdTo}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    after: query.after ? decodeCursor(query.after) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      product: row.product,
      status: row.status,
      stage: row.stage,
      email: row.email,
      applicantName: `${row.first_name} ${row.last_name}`.trim(),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
    next: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

type ReadDeps = { db: Kysely<Database>; rules: Pick<ApplicationRules, 'personalDataPaths' | 'submittedStatus'> };

/** One application whole, its personal answers masked: they are revealed one application at a time, with a reason. */
export async function readApplicationForStaff(deps: ReadDeps, id: string): Promise<OpsApplicationDetail> {
  const row = isUuid(id) ? await findApplicationById(deps.db, id) : undefined;
  if (!row) throw appError('APP_ERR_NOT_FOUND');
  const [user, documents, [events, actions], parts, pendingDecision] = await Promise.all([
    findUserById(deps.db, row.user_id),
    findApplicationDocuments(deps.db, id),
    findApplicationHistory(deps.db, id),
    readApplicationParts(deps.db, id),
    findPendingPolicyDecision(deps.db, deps.rules, row),
  ]);
  const history: OpsHistoryEntry[] = [
    ...events.map((e) => ({
      at: e.created_at.toISOString(),
      kind: 'application' as const,
      what: e.type,
      who: e.email ?? 'system',
      // A mail the server refused or that never went: whom, what and the server's answer.
      reason: mailFailureReason(e.type, e.details),
      stageFrom: e.stage_from,
      stageTo: e.stage_to,
    })),
    ...actions.map((a) => ({
      at: a.created_at.toISOString(),
      kind: 'staff' as const,
      // A refused attempt reads as one: 'POST /api/ops/... (refused: 403)'.
      what: typeof a.details?.refused === 'number' ? `${a.action} (refused: ${a.details.refused})` : a.action,
      who: a.actor,
      reason: a.reason,
      stageFrom: null,
      stageTo: null,
    })),
  ].sort((x, y) => x.at.localeCompare(y.at));
  return {
    application: {
      ...toApplicationView(row),
      data: maskPersonalAnswers(row.data, personalPatterns(deps.rules.personalDataPaths())) as Record<string, unknown>,
    },
    account: { email: user?.email ?? '', firstName: user?.first_name ?? '', lastName: user?.last_name ?? '' },
    documents: documents.map((d) => ({
      id: d.id,
      fileName: d.file_name,
      documentType: d.document_type,
      source: d.source,
      sizeBytes: Number(d.size_bytes),
      createdAt: d.created_at.toISOString(),
    })),
    history,
    ...parts,
    pendingDecision,
    deidentifiedAt: row.deidentified_at?.toISOString() ?? null,
  };
}

/** The application's personal answers in clear; the route's audit keeps who asked, when and why. */
export async function revealPersonalAnswers(deps: ReadDeps, id: string): Promise<PersonalDataReveal> {
  const row = isUuid(id) ? await findApplicationById(deps.db, id) : undefined;
  if (!row) throw appError('APP_ERR_NOT_FOUND');
  return { values: personalAnswersOf(row.data, personalPatterns(deps.rules.personalDataPaths())) };
}
