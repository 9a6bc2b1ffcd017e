/**
 * The policy's decision on a submitted application (job `decide-application`), queued by the
 * submission in its own transaction and due the journey's `decision.delaySeconds` later. In one
 * transaction it locks the application, computes the facts and the decision, writes the
 * decision and moves the application to the outcome's status. A job that runs again (a retry, a
 * second worker, a worker that died after committing) finds the application decided and does
 * nothing; an application no rule decides stays in review for operations. A rule that routes
 * (`status`) moves the application to that status of its product's lifecycle without a decision:
 * staff decide it there, and the job, finding it moved, does nothing again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findApplicationById } from '../../repositories/applications.repository';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { enqueueJob, findPendingJobForApplication } from '../../repositories/jobs.repository';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { OpsPendingDecision } from '../../../engine/contract/ops-application-parts.contract';
import type { ApplicationRules } from '../application-rules';
import type { JobHandler } from '../jobs/job-worker';
import { isUuid } from '../uuid';
import { recordDecision, type RecordDecisionOptions } from './record-decision';
import { moveApplication } from '../applications/move-application';

export const DECIDE_APPLICATION_JOB = 'decide-application';

export interface DecideApplicationDeps extends RecordDecisionOptions {
  db: Kysely<Database>;
  rules: ApplicationRules;
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** Queues the decision in the caller's transaction (the submission's), due `delaySeconds` after `at`. */
export async function queuePolicyDecision(trx: Kysely<Database>, applicationId: string, at: Date, delaySeconds: number): Promise<void> {
  await enqueueJob(trx, {
    type: DECIDE_APPLICATION_JOB,
    payload: { applicationId },
    maxAttempts: 5,
    runAt: new Date(at.getTime() + delaySeconds * 1000),
  });
}

/** Whether a decision by the job would change nothing: the application left review, or was decided since it was submitted. */
function decidedOrMoved(rules: Pick<ApplicationRules, 'submittedStatus'>, application: ApplicationRow, latestDecisionAt: Date | undefined): boolean {
  if (application.status !== rules.submittedStatus(application.product)) return true;
  return latestDecisionAt !== undefined && application.submitted_at !== null && latestDecisionAt >= application.submitted_at;
}

/**
 * The policy's decision still to come for an application, as staff should see it: its job queued
 * (due at its run_at) or running; null when there is none or when it would find nothing to decide.
 */
export async function findPendingPolicyDecision(
  db: Kysely<Database>,
  rules: Pick<ApplicationRules, 'submittedStatus'>,
  application: ApplicationRow,
): Promise<OpsPendingDecision | null> {
  const [job, latest] = await Promise.all([findPendingJobForApplication(db, DECIDE_APPLICATION_JOB, application.id), findLatestDecision(db, application.id)]);
  if (!job || decidedOrMoved(rules, application, latest?.created_at)) return null;
  return { state: job.status === 'running' ? 'running' : 'queued', dueAt: job.run_at.toISOString() };
}

export function createDecideApplicationHandler(deps: DecideApplicationDeps): JobHandler {
  const now = () => (deps.now ? deps.now() : new Date());
  return async function decideApplication(payload) {
    const applicationId = String(payload.applicationId ?? '');
    if (!isUuid(applicationId)) return;
    await deps.db.transaction().execute(async (trx) => {
      // The lock makes concurrent runs for one application take turns; the checks below make
      // every run after the first a no-op.
      const current = await findApplicationById(trx, applicationId, { forUpdate: true });
      if (!current) return;
      const latest = await findLatestDecision(trx, current.id);
      if (decidedOrMoved(deps.rules, current, latest?.created_at)) return;
      const at = now();
      const verdict = deps.rules.decide(current.product, current.data, at);
      if (!verdict) {
        deps.warn?.('no decision rule matched: the application waits for operations', { applicationId });
        return;
      }
      if (verdict.status !== undefined) {
        // A rule that routes: the application waits undecided in a status of its product's own, for staff.
        await moveApplication(trx, deps.rules, current, {
          to: verdict.status,
          userId: null,
          type: 'routed',
          details: { ruleId: verdict.ruleId, decidedBy: 'policy' },
          at,
        });
        return;
      }
      const { ruleId, status: _none, ...terms } = verdict;
      await recordDecision(trx, deps.rules, current, { ...terms, decidedBy: 'policy', ruleId, at }, deps);
    });
  };
}
