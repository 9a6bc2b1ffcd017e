/**
 * The one way an application changes status. The lifecycle of the application's journey decides
 * whether the move is allowed (staying in the status to change stage is not a move); the stage
 * defaults to the status's landing stage; the row moves to the next version only if nobody moved
 * it first; and an application_events row records the move in the same transaction (through
 * `recordApplicationChange`, the one write path of an application row), with the status's
 * notification for the applicant when the lifecycle gives it one. Submission,
 * decisions, operations and the applicant's workflow calls all come through here, and so through
 * the lifecycle's checks on what the application must hold to enter its new status
 * (transition-check.ts), the same for everyone.
 */
import jsonPatch from 'fast-json-patch';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationEventType } from '../../db/tables/application-events.table';
import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { recordApplicationChange } from './record-change';
import type { ApplicationRules } from '../application-rules';
import { noticeStatusMove } from '../notifications/status-notice';
import { checkTransition, type TransitionActor, type TransitionRules } from './transition-check';

export interface ApplicationMove {
  /** The status to move to. */
  to: string;
  /** A stage of that status; its landing stage (the first in the lifecycle table) by default. */
  stage?: string;
  /** Who moved it; null for the system (the decision policy, operations). */
  userId: string | null;
  /** The application_events type, e.g. `submitted`, `decided`. */
  type: ApplicationEventType;
  /** The document to store with the move (submission keeps only the answers on the path); the current one by default. */
  data?: ApplicationDocument;
  /** What caused the move, kept with the event (e.g. the decision's id). */
  details?: Record<string, unknown>;
  at?: Date;
  /** The move is the application's submission: submitted_at is set. */
  submitted?: boolean;
  /** Staff re-open an ended application: the lifecycle's `reopen` allows the move, not its `next`. */
  reopen?: boolean;
  /** Staff moved it, overriding a requirement of the lifecycle with a reason where they may; the applicant or the system by default. */
  actor?: TransitionActor;
  /** The caller tells the applicant itself (a refused document's notice says more than the status's own). */
  quiet?: boolean;
}

/** `trx` must be a transaction in which `current` was read FOR UPDATE. */
export async function moveApplication(
  trx: Transaction<Database>,
  rules: Pick<ApplicationRules, 'lifecycleStages' | 'mayMove' | 'statusNotice'> &
    TransitionRules &
    Partial<Pick<ApplicationRules, 'mayReopen' | 'reopenNotice'>>,
  current: ApplicationRow,
  move: ApplicationMove,
): Promise<ApplicationRow> {
  const { product, status: from } = current;
  const stages = rules.lifecycleStages(product, move.to);
  if (stages.length === 0) {
    throw appError('REQUEST_ERR_VALIDATION', { field: 'status' }, { message: `The ${product} journey has no status ${move.to}.` });
  }
  const allowed = move.reopen ? rules.mayReopen?.(product, from, move.to) === true : rules.mayMove(product, from, move.to);
  if (move.to !== from && !allowed) {
    throw appError('APP_ERR_STATUS_NOT_ALLOWED', { from, to: move.to }, { message: `An application cannot move from ${from} to ${move.to}.` });
  }
  const stage = move.stage ?? stages[0];
  if (!stages.includes(stage)) {
    throw appError('REQUEST_ERR_VALIDATION', { field: 'stage' }, { message: `Stage ${stage} does not belong to status ${move.to}.` });
  }
  const at = move.at ?? new Date();
  const data = move.data ?? current.data;
  const actor = move.actor ?? (move.userId ? { kind: 'applicant' } : { kind: 'system' });
  const override = move.to === from ? undefined : await checkTransition(trx, rules, current, { to: move.to, data, actor });
  const moved = await recordApplicationChange(trx, current, {
    data,
    stage,
    status: move.to,
    submitted: move.submitted,
    userId: move.userId,
    type: move.type,
    patch: move.data ? jsonPatch.compare(current.data, move.data) : [],
    details: override ? { ...move.details, override } : move.details,
    at,
  });
  // What the applicant is told of the move, in the same transaction as the move.
  if (move.to !== from && !move.quiet) await noticeStatusMove(trx, rules, moved, at, move.reopen ? rules.reopenNotice?.(product) : undefined);
  return moved;
}
