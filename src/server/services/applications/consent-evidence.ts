/**
 * Consent evidence is the server's, not the browser's: when a consent is given or changed, its
 * type is the one it is filed under, its time is the server's clock, its address is the
 * caller's, and whether it was optional and the rule that checks it are the journey's (spec 02
 * section 3, Consent: type, timestamp, ipAddress, links, optional, validationRuleName).
 */
import type { ConsentTerms } from '../../../engine/journey/consent-terms';
import type { ApplicationDocument } from '../../db/tables/applications.table';

export interface ConsentEvidence {
  at: Date;
  clientAddress?: string;
  /** Consent type -> how the journey asks for it (consent-terms.ts); a type it does not ask for gets none. */
  terms?: Readonly<Record<string, ConsentTerms>>;
}

/** What the server writes, not the browser: left out when two consents are compared. */
const EVIDENCE_KEYS = ['timestamp', 'ipAddress', 'type', 'optional', 'validationRuleName'];

type Consents = Record<string, unknown>;

const consentsOf = (document: ApplicationDocument): Consents =>
  document.consents && typeof document.consents === 'object' ? (document.consents as Consents) : {};

export function stampConsents(before: ApplicationDocument, after: ApplicationDocument, evidence: ConsentEvidence): ApplicationDocument {
  const previous = consentsOf(before);
  const current = consentsOf(after);
  let stamped: Consents | undefined;
  for (const [type, consent] of Object.entries(current)) {
    // A consent the change left alone is the stored one itself: no need to compare its text.
    if (!consent || typeof consent !== 'object' || consent === previous[type] || JSON.stringify(consent) === JSON.stringify(previous[type])) continue;
    stamped ??= { ...current };
    // The same consent sent again (a form still holding the time it showed) keeps the evidence stored.
    if (sameConsent(consent, previous[type], type)) {
      stamped[type] = previous[type];
      continue;
    }
    const terms = evidence.terms?.[type];
    stamped[type] = {
      ...withoutEvidence(consent),
      type,
      timestamp: evidence.at.toISOString(),
      ...(evidence.clientAddress ? { ipAddress: evidence.clientAddress.slice(0, 45) } : {}),
      ...(terms ? { optional: terms.optional, validationRuleName: terms.validationRuleName } : {}),
    };
  }
  return stamped ? { ...after, consents: stamped } : after;
}

const withoutEvidence = (consent: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(consent as Record<string, unknown>).filter(([key]) => !EVIDENCE_KEYS.includes(key)));

/** The same consent apart from its evidence: type (as filed) and links equal. */
function sameConsent(a: unknown, b: unknown, type: string): boolean {
  if (!b || typeof b !== 'object') return false;
  return (b as Record<string, unknown>).type === type && JSON.stringify(withoutEvidence(a)) === JSON.stringify(withoutEvidence(b));
}
