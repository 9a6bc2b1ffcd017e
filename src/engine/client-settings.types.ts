/** What `/settings.json` serves to the web app (schema: schemas/settings.schema.json). */
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
  /** The existing customers' portal (CUSTOMER_PORTAL_URL); absent when none is configured. */
  customerPortalUrl?: string;
}

export interface PartnerContacts {
  name: string;
  phone: string;
  email: string;
}
