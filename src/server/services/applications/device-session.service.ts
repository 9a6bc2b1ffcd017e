/**
 * The device-profiling session id (spec 01 section 7): the web app generates it and the server
 * writes it to `_extension.threatMetrixSessionId`. No journey step binds that field, so the
 * ordinary PATCH refuses it; this is the one way in, validated and audited like any change.
 */
import { DEVICE_SESSION_ID_PATTERN } from '../../../engine/contract/device-session.contract';
import type { ApplicationDocument } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { toApplicationView, type ApplicationView } from './application-view';
import { recordApplicationChange } from './record-change';

export async function recordDeviceSession(
  deps: Pick<ApplicationServiceDeps, 'db' | 'rules'>,
  userId: string,
  applicationId: string,
  sessionId: string,
): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  if (!new RegExp(DEVICE_SESSION_ID_PATTERN).test(sessionId)) throw appError('REQUEST_ERR_VALIDATION');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    const extension = (typeof current.data._extension === 'object' && current.data._extension !== null ? current.data._extension : {}) as Record<
      string,
      unknown
    >;
    if (extension.threatMetrixSessionId === sessionId) return current; // the same id again changes nothing
    // Profiling belongs to filling the application in; a submitted or closed one is left as it is.
    if (current.status !== deps.rules.initialStatus(current.product)) throw appError('APP_ERR_NOT_SUBMITTABLE');
    const after: ApplicationDocument = { ...current.data, _extension: { ...extension, threatMetrixSessionId: sessionId } };
    return recordApplicationChange(trx, current, { data: after, userId, type: 'device_session', at: new Date() });
  });
  return toApplicationView(row);
}
