/**
 * The applicant says the documents a conditional approval asked for are uploaded
 * (`POST /api/apps/:id/workflow/documents-submitted`): allowed while the application waits for
 * them and only once every request is answered (an upload of its type that the lender has not
 * refused); the application then moves to 'documents received', where the lender verifies them.
 * Saying it twice answers the application as it is.
 */
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import { isAnswered } from '../../../engine/documents/document-request-status';
import { documentRequestsOf } from '../documents/document-requests';
import { toApplicationView, type ApplicationView } from '../applications/application-view';
import { moveApplication } from '../applications/move-application';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { requestedDocuments } from './requested-documents';

export async function submitRequestedDocuments(deps: ApplicationServiceDeps, userId: string, applicationId: string): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const received = deps.rules.roleStatus(current.product, 'documentsReceived');
    if (current.status === received) return current;
    if (current.status !== deps.rules.statusOfOutcome(current.product, 'CONDITIONAL')) {
      throw appError(
        'APP_ERR_STATUS_NOT_ALLOWED',
        { from: current.status, to: received },
        { message: 'Documents are submitted only while a conditional approval waits for them.' },
      );
    }
    const { decisionId, documents } = await requestedDocuments(trx, deps.rules, current);
    const missing = (await documentRequestsOf(trx, current.id)).filter((request) => !isAnswered(request.status)).map(({ type, title }) => ({ type, title }));
    if (missing.length > 0) throw appError('APP_ERR_DOCUMENTS_MISSING', { missing });
    return moveApplication(trx, deps.rules, current, {
      to: received,
      userId,
      type: 'documents_submitted',
      details: { decisionId, documents: documents.map((d) => d.type) },
    });
  });
  return toApplicationView(row);
}
