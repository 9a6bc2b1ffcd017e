/**
 * GET /settings.json: the web app's start-up settings. Their schema is the public file
 * schemas/settings.schema.json (editors and deployments check settings against it), registered
 * with the server as it is; the contract refers to it and gives it its type.
 */
import { Type, type Static } from './named';

/** What `/settings.json` serves to the web app. */
export interface ClientSettings {
  version: string;
  partner: { phone: string; email: string };
  /** Partners by the code an applicant enters at the start; their contacts replace the lender's. */
  partners: Record<string, PartnerContacts>;
  supportHours: string;
  idle: { enabled: boolean; showAfterSeconds: number; signOutAfterSeconds: number };
  monitoringIntervalSeconds: number;
  approvedMaxDelaySeconds: number;
  flashLoansMaxDelaySeconds: number;
  deviceProfiling: { enabled: boolean; host: string; orgId: string };
  addressAutocomplete: { country: string };
  /** The largest file the server accepts, so the browser refuses a bigger one before sending it and says so. */
  documents: { maxFileMb: number };
  /** The existing customers' portal (CUSTOMER_PORTAL_URL); absent when none is configured. */
  customerPortalUrl?: string;
  /**
   * external: the login route starts the lender's OpenID Connect sign-in; staffExternal: the
   * console's sign-in page offers it to staff. Absent or false: the portal's own forms.
   */
  signIn?: { external: boolean; staffExternal: boolean };
}

export interface PartnerContacts {
  name: string;
  phone: string;
  email: string;
}

/** schemas/settings.schema.json by its `$id`, typed as the settings it describes. */
export const ClientSettingsRef = Type.Unsafe<ClientSettings>({ $ref: 'settings.schema.json#' });

export const SettingsQuerySchema = Type.Object(
  { v: Type.Optional(Type.String({ maxLength: 32, description: 'Cache-busting version; ignored.' })) },
  { $id: 'SettingsQuery' },
);
export type SettingsQuery = Static<typeof SettingsQuerySchema>;
