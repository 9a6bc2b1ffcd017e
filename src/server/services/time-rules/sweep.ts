/** One pass of the time rules, run by each instance's job worker every minute. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import type { ApplicationRules } from '../application-rules';
import { expireLapsedApplications } from './application-validity';
import { expireLapsedOffers } from './offer-expiry';
import { remindExpiringOffers } from './offer-reminder';
import { deidentifyEndedApplications } from './retention';

export interface SweepDeps {
  db: Kysely<Database>;
  rules: ApplicationRules;
  storage: Pick<DocumentStorage, 'remove' | 'size'>;
  retentionDays: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export async function sweepTimeRules(deps: SweepDeps, now: Date): Promise<{ expired: number; offersExpired: number; reminded: number; deidentified: number }> {
  return {
    expired: await expireLapsedApplications(deps, now),
    // Before retention: an offer that lapsed today starts its retention period today.
    offersExpired: await expireLapsedOffers(deps, now),
    reminded: await remindExpiringOffers(deps, now),
    deidentified: await deidentifyEndedApplications(deps, now),
  };
}
