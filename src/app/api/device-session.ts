/** POST /api/apps/:id/device-session: the device-profiling session id, written by the server. */
import type { ApplicationRecord } from './application.types';
import { request } from './http';

export function recordDeviceSession(applicationId: string, sessionId: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(applicationId)}/device-session`, { body: { sessionId } });
}
