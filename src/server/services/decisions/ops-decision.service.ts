/**
 * Operations decide an application: approve (amount and pricing tier), approve on conditions
 * (amount and the documents to upload) or decline (the reasons the applicant reads). The terms
 * are checked against the product (its loan limits and pricing tiers) as the policy's rules are;
 * the move is the lifecycle's to allow: from the submitted status, or, after documents, from
 * the verification statuses the lifecycle lets reach the outcome.
 */
import type { DecidedApplication, OpsDecisionRequest } from '../../../engine/contract/decisions.contract';
import { decisionTermsProblems } from '../../../engine/decision/decision-terms-problems';
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { toApplicationView } from '../applications/application-view';
import type { ApplicationServiceDeps } from '../service-deps';
import { checkTemplatesOf } from '../documents/document-templates.service';
import { isUuid } from '../uuid';
import { toDecisionView } from './decision-view';
import { recordDecision } from './record-decision';

export async function decideByOperations(deps: ApplicationServiceDeps, applicationId: string, input: OpsDecisionRequest): Promise<DecidedApplication> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  return deps.db.transaction().execute(async (trx) => {
    const current = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const bounds = { tiers: Object.keys(deps.rules.pricing(current.product)?.tiers ?? {}), loanAmount: deps.rules.limits(current.product).loanAmount };
    const [problem] = decisionTermsProblems(input, bounds);
    if (problem) throw appError('REQUEST_ERR_VALIDATION', { field: problem.field }, { message: problem.message });
    const to = deps.rules.statusOfOutcome(current.product, input.outcome);
    // A decision changes the status; restating the one the application is in is not a decision.
    if (current.status === to) {
      throw appError('APP_ERR_STATUS_NOT_ALLOWED', { from: current.status, to }, { message: `The application is already ${to}.` });
    }
    const { outcome, maxAmount, tier, documents, reasons } = input;
    await checkTemplatesOf(
      trx,
      current.id,
      (documents ?? []).flatMap((document) => (document.templateId ? [document.templateId] : [])),
    );
    const recorded = await recordDecision(trx, deps.rules, current, {
      outcome,
      maxAmount,
      tier,
      documents,
      reasons,
      decidedBy: 'operations',
      ruleId: null,
      at: new Date(),
    });
    return { decision: toDecisionView(recorded.decision), application: toApplicationView(recorded.application) };
  });
}
