/**
 * Staff change what a conditional approval asks for after the decision: attach a template to a
 * requested document, or ask for one more. The request of the type is replaced (or added) and
 * the change is recorded as a new decision with the same terms, its offer expiry and reminder
 * kept, since decisions are appended and never rewritten. Allowed while the application waits on
 * its documents (the conditional status, or one the lifecycle lets move back to it). A request
 * that now waits on an upload (new, or its latest upload refused) sends an application that had
 * moved on for verification back to the conditional status, where the applicant uploads it.
 */
import type { DocumentRequestView } from '../../../engine/contract/document-requests.contract';
import type { RequiredDocument } from '../../../engine/decision/decision.types';
import { appError, documentError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { findLatestDecision, insertDecision } from '../../repositories/decisions.repository';
import { moveApplication } from '../applications/move-application';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { documentRequestsOf } from './document-requests';
import { checkTemplatesOf } from './document-templates.service';

export async function amendDocumentRequest(
  deps: ApplicationServiceDeps,
  actor: string,
  applicationId: string,
  request: RequiredDocument,
  at = new Date(),
): Promise<DocumentRequestView[]> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  return deps.db.transaction().execute(async (trx) => {
    const current = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const waiting = deps.rules.statusOfOutcome(current.product, 'CONDITIONAL');
    const open = current.status === waiting || deps.rules.mayMove(current.product, current.status, waiting);
    const decision = await findLatestDecision(trx, current.id);
    if (!open || decision?.outcome !== 'CONDITIONAL') throw documentError('DOC_ERR_REQUESTS_CLOSED');
    if (request.templateId) await checkTemplatesOf(trx, current.id, [request.templateId]);

    const asked = decision.documents.some((document) => document.type === request.type);
    const documents = asked ? decision.documents.map((document) => (document.type === request.type ? request : document)) : [...decision.documents, request];
    const restated = await insertDecision(trx, {
      applicationId: current.id,
      outcome: decision.outcome,
      maxAmount: decision.approved_max_amount ?? undefined,
      tier: decision.tier ?? undefined,
      documents,
      decidedBy: 'operations',
      ruleId: null,
      at,
      expiresAt: decision.expires_at,
      remindedAt: decision.expiry_reminded_at,
    });

    const requests = await documentRequestsOf(trx, current.id);
    const amended = requests.find((view) => view.type === request.type);
    const awaitsUpload = amended?.status === 'outstanding' || amended?.status === 'refused';
    if (current.status !== waiting && awaitsUpload) {
      await moveApplication(trx, deps.rules, current, {
        to: waiting,
        userId: null,
        type: 'documents_requested',
        actor: { kind: 'staff' },
        details: { decisionId: restated.id, documentType: request.type, requestedBy: actor },
        at,
        quiet: true,
      });
    }
    return requests;
  });
}
