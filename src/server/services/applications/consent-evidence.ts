/**
 * Consent evidence is the server's, not the browser's: when a consent is given or changed, its
 * type is the one it is filed under, its time is the server's clock and its address is the
 * caller's (spec 02 section 3, Consent: type, timestamp, ipAddress, links).
 */
import type { ApplicationDocument } from '../../db/tables/applications.table';

export interface ConsentEvidence {
  at: Date;
  clientAddress?: string;
}

type Consents = Record<string, unknown>;

const consentsOf = (document: ApplicationDocument): Consents =>
  document.consents && typeof document.consents === 'object' ? (document.consents as Consents) : {};

export function stampConsents(before: ApplicationDocument, after: ApplicationDocument, evidence: ConsentEvidence): ApplicationDocument {
  const previous = consentsOf(before);
  const current = consentsOf(after);
  let stamped: Consents | undefined;
  for (const [type, consent] of Object.entries(current)) {
    if (!consent || typeof consent !== 'object' || JSON.stringify(consent) === JSON.stringify(previous[type])) continue;
    stamped ??= { ...current };
    // The same consent sent again (a form still holding the time it showed) keeps the evidence stored.
    if (sameConsent(consent, previous[type], type)) {
      stamped[type] = previous[type];
      continue;
    }
    stamped[type] = {
      ...(consent as Record<string, unknown>),
      type,
      timestamp: evidence.at.toISOString(),
      ...(evidence.clientAddress ? { ipAddress: evidence.clientAddress.slice(0, 45) } : {}),
    };
  }
  return stamped ? { ...after, consents: stamped } : after;
}

/** The same consent apart from its evidence: type (as filed), links and flags equal. */
function sameConsent(a: unknown, b: unknown, type: string): boolean {
  if (!b || typeof b !== 'object') return false;
  const { timestamp: _t1, ipAddress: _i1, type: _y1, ...restA } = a as Record<string, unknown>;
  const { timestamp: _t2, ipAddress: _i2, type: _y2, ...restB } = b as Record<string, unknown>;
  return (b as Record<string, unknown>).type === type && JSON.stringify(restA) === JSON.stringify(restB);
}
