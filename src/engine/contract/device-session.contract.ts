/** POST /api/apps/:id/device-session: the device-profiling session id the web app generated. */
import { Type, type Static } from './named';

/** What the profiling vendor accepts as a session id. */
export const DEVICE_SESSION_ID_PATTERN = '^[A-Za-z0-9-]{1,128}$';

export const DeviceSessionRequestSchema = Type.Object(
  {
    sessionId: Type.String({ pattern: DEVICE_SESSION_ID_PATTERN, description: 'The id the web app passed to the device-profiling script.' }),
  },
  { $id: 'DeviceSessionRequest', additionalProperties: false },
);
export type DeviceSessionRequest = Static<typeof DeviceSessionRequestSchema>;
