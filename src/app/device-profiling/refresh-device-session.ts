/**
 * A fresh device-profiling session id for an application (spec 02 section 4, auth callback step 2:
 * a renewal link that is no longer eligible refreshes the session id). Only when the settings
 * enable profiling (spec 02 section 7); the server takes it only while the application is being
 * filled in. Profiling never holds the borrower up: a failure is logged and the routing goes on,
 * as `DeviceProfiling` does when it sets the first id.
 */
import { recordDeviceSession } from '../api/device-session';

export async function refreshDeviceSession(applicationId: string, enabled: boolean): Promise<void> {
  if (!enabled) return;
  try {
    await recordDeviceSession(applicationId, crypto.randomUUID());
  } catch (error) {
    console.warn('Device profiling: the session id was not refreshed', error);
  }
}
