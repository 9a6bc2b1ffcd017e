/**
 * The web app's settings (`/settings.json`). The spec leaves most numbers open; these are the
 * choices of a real Australian lender: a 1300 number, the idle warning at 14 minutes and sign-out
 * a minute later (matching the 15-minute access token), status polling every 5 s for at most
 * 3 minutes (approved) and 90 s (flash loans), device profiling off until an organisation id is
 * configured.
 */
import type { ClientSettings, PartnerContacts } from '../../engine/contract/settings.contract';
import { DEFAULT_DOCUMENT_LIMITS } from '../services/documents/documents.service';
import type { Env } from './env-readers';
import { OidcVariables } from './oidc';
import { addressCountries } from './providers';
import { flagVariable, optionalText, readVariables, textVariable, variableArea, wholeVariable } from './variables';

export const WebAppVariables = variableArea('The web app', {
  PARTNER_PHONE: textVariable({ default: '1300 000 000', meaning: 'The phone number the web app shows.' }),
  PARTNER_EMAIL: textVariable({ default: 'support@example.com.au', meaning: 'The e-mail address the web app shows.' }),
  SUPPORT_HOURS: textVariable({ default: 'Monday to Friday, 8AM-6PM Australian Eastern Time', meaning: 'The support hours the web app shows.' }),
  PARTNERS_JSON: optionalText({
    shownDefault: '`{}`',
    meaning:
      'Partners by the code an applicant enters at the start, `{"CODE": {"name": ..., "phone": ..., "email": ...}}`: the header, footer and sidebar then show that partner\'s contacts. A partner code must be one of these (any letter case), in the browser and on the server; with none configured no code is accepted. A malformed value stops the start-up.',
  }),
  IDLE_ENABLED: flagVariable({ default: true, meaning: 'Whether the idle modal warns an inactive applicant and then signs them out.' }),
  IDLE_SHOW_AFTER_SECONDS: wholeVariable({ default: 840, meaning: 'Seconds without activity before the idle modal shows.' }),
  IDLE_SIGN_OUT_AFTER_SECONDS: wholeVariable({ default: 60, meaning: 'Seconds the idle modal shows before it signs the applicant out.' }),
  MONITORING_INTERVAL_SECONDS: wholeVariable({ default: 5, meaning: "Seconds between the web app's polls of an application's status." }),
  APPROVED_MAX_DELAY_SECONDS: wholeVariable({
    default: 180,
    meaning: 'How long In Review waits after submission for the automatic decision before it says a credit analyst will review the application (decision 63).',
  }),
  FLASH_LOANS_MAX_DELAY_SECONDS: wholeVariable({ default: 90, meaning: 'The same wait for a journey marked `flashLoan`.' }),
  DEVICE_PROFILING_ENABLED: flagVariable({ default: false, meaning: 'Device profiling on the first step.' }),
  DEVICE_PROFILING_HOST: textVariable({ default: 'h.online-metrix.net', meaning: "The device profiling service's host." }),
  DEVICE_PROFILING_ORG_ID: optionalText({ meaning: "The lender's organisation id at the device profiling service." }),
  CUSTOMER_PORTAL_URL: optionalText({
    meaning:
      "Where 'Back to Home' leads (the existing customers' portal, a URL or a path). Unset: In Review offers no 'Back to Home', and a status page's leads to this site's start ([decision 30](docs/decisions/0030-back-to-home.md)).",
  }),
});

export function loadClientSettings(env: Env): ClientSettings {
  const read = readVariables(WebAppVariables, env);
  const oidc = readVariables(OidcVariables, env);
  return {
    version: '0.1.0',
    partner: { phone: read.PARTNER_PHONE, email: read.PARTNER_EMAIL },
    partners: partners(read.PARTNERS_JSON),
    supportHours: read.SUPPORT_HOURS,
    idle: { enabled: read.IDLE_ENABLED, showAfterSeconds: read.IDLE_SHOW_AFTER_SECONDS, signOutAfterSeconds: read.IDLE_SIGN_OUT_AFTER_SECONDS },
    monitoringIntervalSeconds: read.MONITORING_INTERVAL_SECONDS,
    approvedMaxDelaySeconds: read.APPROVED_MAX_DELAY_SECONDS,
    flashLoansMaxDelaySeconds: read.FLASH_LOANS_MAX_DELAY_SECONDS,
    deviceProfiling: { enabled: read.DEVICE_PROFILING_ENABLED, host: read.DEVICE_PROFILING_HOST, orgId: read.DEVICE_PROFILING_ORG_ID ?? '' },
    // The browser is told the first configured country; the server restricts searches to all of them.
    addressAutocomplete: { country: addressCountries(env)[0] },
    // The limit the upload route enforces, told to the browser rather than written again in a journey.
    documents: { maxFileMb: DEFAULT_DOCUMENT_LIMITS.maxFileMb },
    // Unset when not configured: this site has no home page of its own to send an applicant to.
    customerPortalUrl: read.CUSTOMER_PORTAL_URL,
    // The login route starts the provider's sign-in instead of showing the portal's own form.
    signIn: { external: Boolean(oidc.OIDC_ISSUER?.trim()), staffExternal: Boolean(oidc.OIDC_ISSUER?.trim() && oidc.OIDC_STAFF_CLIENT_ID?.trim()) },
  };
}

/**
 * PARTNERS_JSON: `{"CODE": {"name": "...", "phone": "...", "email": "..."}}`. A malformed value
 * stops the start-up rather than showing an applicant the wrong contacts.
 */
function partners(value: string | undefined): Record<string, PartnerContacts> {
  const name = 'PARTNERS_JSON';
  if (value === undefined || value.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${name} must be a JSON object of partner codes`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${name} must be a JSON object of partner codes`);
  const out: Record<string, PartnerContacts> = {};
  for (const [code, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const contacts = entry as Partial<Record<keyof PartnerContacts, unknown>> | null;
    const complete = ['name', 'phone', 'email'].every(
      (key) => typeof contacts?.[key as keyof PartnerContacts] === 'string' && contacts[key as keyof PartnerContacts] !== '',
    );
    if (!/^[A-Za-z0-9]{1,10}$/.test(code) || !complete) {
      throw new Error(`${name}: partner "${code}" needs a code of up to 10 letters or digits and a name, phone and email`);
    }
    out[code] = { name: String(contacts!.name), phone: String(contacts!.phone), email: String(contacts!.email) };
  }
  return out;
}
