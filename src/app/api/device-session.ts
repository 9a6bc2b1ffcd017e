/** POST /api/apps/:id/device-session: the device-profiling session id, written by the server. */
import type { ApplicationRecord } from '../../engine/contract/applications.contract';
import type { DeviceSessionRequest } from '../../engine/contract/device-session.contract';
import { request } from './http';

export function recordDeviceSession(applicationId: string, sessionId: string): Promise<ApplicationRecord> {
  const body: DeviceSessionRequest = { sessionId };
  return request('POST', `/api/apps/${encodeURIComponent(applicationId)}/device-session`, { body });
}
