/**
 * Client settings (schemas/settings.schema.json), loaded before anything else starts
 * (spec 02 section 2, 'Application start-up').
 */
import type { ClientSettings, PartnerContacts } from '../../engine/contract/settings.contract';

export type { PartnerContacts };

/** The settings as the app reads them: partners are optional, as older servers do not send them. */
export type Settings = Omit<ClientSettings, 'partners'> & { partners?: Record<string, PartnerContacts> };

export const SETTINGS_VERSION = '0.1.0';

export async function loadSettings(): Promise<Settings> {
  const response = await fetch(`/settings.json?v=${SETTINGS_VERSION}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  const settings = (await response.json()) as Settings;
  if (!settings?.partner?.phone) throw new Error('settings.json is missing the partner contacts');
  return settings;
}
