/**
 * Client settings (schemas/settings.schema.json), loaded before anything else starts
 * (spec 02 section 2, 'Application start-up').
 */
export interface PartnerContacts {
  name: string;
  phone: string;
  email: string;
}

export interface Settings {
  version: string;
  partner: { phone: string; email: string };
  /** Partners by the code entered at the start (optional: older servers do not send it). */
  partners?: Record<string, PartnerContacts>;
  supportHours: string;
  idle: { enabled: boolean; showAfterSeconds: number; signOutAfterSeconds: number };
  monitoringIntervalSeconds: number;
  approvedMaxDelaySeconds: number;
  flashLoansMaxDelaySeconds: number;
  deviceProfiling: { enabled: boolean; host: string; orgId: string };
  addressAutocomplete: { country: string };
  customerPortalUrl: string;
}

export const SETTINGS_VERSION = '0.1.0';

export async function loadSettings(): Promise<Settings> {
  const response = await fetch(`/settings.json?v=${SETTINGS_VERSION}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  const settings = (await response.json()) as Settings;
  if (!settings?.partner?.phone) throw new Error('settings.json is missing the partner contacts');
  return settings;
}
