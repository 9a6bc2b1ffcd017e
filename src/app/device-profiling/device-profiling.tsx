/**
 * Device profiling (spec 01 section 7): when the settings enable it, the application gets a
 * session id (generated here, stored by the server in `_extension.threatMetrixSessionId`) and
 * the vendor's script is loaded with org_id and session_id. The CSP allows the vendor's host
 * only while the feature is on (src/server/plugins/security-headers.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApplicationRecord } from '../api/application.types';
import { applicationKeys } from '../api/applications';
import { recordDeviceSession } from '../api/device-session';
import { useSettings } from '../settings/settings-context';
import { readApplicationDocument } from '../../engine/application-document/read-application-document';

const requested = new Set<string>();

export function profilingScriptUrl(host: string, orgId: string, sessionId: string): string {
  return `https://${host}/fp/tags.js?org_id=${encodeURIComponent(orgId)}&session_id=${encodeURIComponent(sessionId)}`;
}

function loadProfilingScript(src: string): void {
  if (document.querySelector(`script[data-device-profiling][src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.deviceProfiling = '';
  document.head.append(script);
}

export function deviceSessionIdOf(application: ApplicationRecord): string | undefined {
  const { extension } = readApplicationDocument(application.data);
  return typeof extension.threatMetrixSessionId === 'string' ? extension.threatMetrixSessionId : undefined;
}

export function DeviceProfiling({ application }: { application: ApplicationRecord }) {
  const { deviceProfiling } = useSettings();
  const queryClient = useQueryClient();
  const existing = deviceSessionIdOf(application);
  const applicationId = application.id;

  useEffect(() => {
    if (!deviceProfiling.enabled) return;
    if (existing) {
      loadProfilingScript(profilingScriptUrl(deviceProfiling.host, deviceProfiling.orgId, existing));
      return;
    }
    if (requested.has(applicationId)) return;
    requested.add(applicationId);
    const sessionId = crypto.randomUUID();
    recordDeviceSession(applicationId, sessionId).then(
      (saved) => queryClient.setQueryData(applicationKeys.one(saved.id), saved), // the script loads on the next render
      (error: unknown) => {
        requested.delete(applicationId);
        console.warn('Device profiling: the session id was not stored', error);
      },
    );
  }, [deviceProfiling, existing, applicationId, queryClient]);

  return null;
}
