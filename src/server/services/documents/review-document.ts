/**
 * Staff review an upload that answers a document the conditional approval asks for: accept it,
 * or refuse it with the reason the applicant reads. A refusal reopens the request: the applicant
 * is told (the notification the portal shows, and its e-mail), and an application that had moved
 * on for verification goes back to the conditional status, where the applicant can upload a
 * replacement. A review is allowed while the application waits on its documents: in the
 * conditional status or one the lifecycle lets move back to it.
 */
import type { DocumentRequestView, DocumentReviewRequest } from '../../../engine/contract/document-requests.contract';
import { messageText, type MessageCatalogue } from '../../../engine/validation/messages';
import { appError, documentError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { findDocument, listApplicantDocuments, recordDocumentReview } from '../../repositories/documents.repository';
import { findTemplates } from '../../repositories/document-templates.repository';
import { moveApplication } from '../applications/move-application';
import type { ApplicationServiceDeps } from '../service-deps';
import { notifyApplicant } from '../notifications/notify-applicant';
import { isUuid } from '../uuid';
import { currentRequests, requestView } from './document-requests';
import { productTexts } from '../product-texts';

export const DOCUMENT_REVIEW_SUBJECT = 'DOCUMENT_REVIEW';

export interface ReviewDeps extends ApplicationServiceDeps {
  /** The shared catalogue; the application's product may word its texts its own way. */
  messages: MessageCatalogue;
}

/** What the applicant reads of a refusal; without a catalogue, the request's title and the reason. */
function refusalNotice(messages: MessageCatalogue, title: string, reason: string) {
  const has = (key: string) => Object.hasOwn(messages, key);
  return {
    title: has('documentRefusedTitle') ? messageText(messages, 'documentRefusedTitle') : title,
    text: has('documentRefusedNotice') ? messageText(messages, 'documentRefusedNotice', [title, reason]) : `${title}: ${reason}`,
  };
}

export async function reviewRequestedDocument(
  deps: ReviewDeps,
  actor: string,
  applicationId: string,
  documentId: string,
  input: DocumentReviewRequest,
): Promise<DocumentRequestView> {
  if (!isUuid(applicationId) || !isUuid(documentId)) throw documentError('DOC_ERR_NOT_FOUND');
  const reason = input.verdict === 'refused' ? input.reason?.trim() : undefined;
  if (input.verdict === 'refused' && !reason) throw documentError('DOC_ERR_REFUSAL_REASON');
  const at = new Date();
  return deps.db.transaction().execute(async (trx) => {
    const current = await findApplicationById(trx, applicationId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const document = await findDocument(trx, current.id, documentId, { forUpdate: true });
    if (!document) throw documentError('DOC_ERR_NOT_FOUND');
    const request = (await currentRequests(trx, current.id)).find((r) => r.type === document.document_type);
    const waiting = deps.rules.statusOfOutcome(current.product, 'CONDITIONAL');
    const open = current.status === waiting || deps.rules.mayMove(current.product, current.status, waiting);
    if (!request || document.source !== 'applicant' || !open) throw documentError('DOC_ERR_NOT_REQUESTED');

    await recordDocumentReview(trx, document.id, { verdict: input.verdict, reason: reason ?? null, reviewedBy: actor, at });
    if (input.verdict === 'refused' && reason) {
      if (current.status !== waiting) {
        await moveApplication(trx, deps.rules, current, {
          to: waiting,
          userId: null,
          type: 'document_refused',
          actor: { kind: 'staff' },
          details: { documentId: document.id, documentType: document.document_type, reviewedBy: actor },
          at,
          quiet: true,
        });
      }
      const notice = refusalNotice(productTexts(deps.messages, deps.rules, current.product), request.title, reason);
      await notifyApplicant(trx, current, { subject: DOCUMENT_REVIEW_SUBJECT, ...notice, about: { key: 'documentId', value: document.id } }, at);
    }
    const [uploads, templates] = await Promise.all([
      listApplicantDocuments(trx, current.id),
      findTemplates(trx, current.id, request.templateId ? [request.templateId] : []),
    ]);
    return requestView(request, uploads, templates[0]);
  });
}
