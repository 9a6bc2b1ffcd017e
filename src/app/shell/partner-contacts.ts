/**
 * Whose contacts the shell shows (spec 01 section 1): the partner whose code the applicant
 * entered at the start (`_extension.partnerCode`), when the settings know it; otherwise the
 * lender's.
 */
import type { Settings } from '../settings/settings';

export interface ShellContacts {
  /** The partner's name; undefined for the lender's own contacts. */
  partnerName?: string;
  phone: string;
  email: string;
}

export function partnerContacts(settings: Pick<Settings, 'partner' | 'partners'>, partnerCode: unknown): ShellContacts {
  const partners = settings.partners ?? {};
  if (typeof partnerCode === 'string' && partnerCode.trim() !== '') {
    const code = partnerCode.trim();
    const key = code in partners ? code : Object.keys(partners).find((k) => k.toUpperCase() === code.toUpperCase());
    const partner = key ? partners[key] : undefined;
    if (partner) return { partnerName: partner.name, phone: partner.phone, email: partner.email };
  }
  return { phone: settings.partner.phone, email: settings.partner.email };
}

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
