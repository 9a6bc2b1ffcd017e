/** One pass of the time rules, run by each instance's job worker every minute. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRules } from '../application-rules';
import { expireLapsedApplications } from './application-validity';
import { remindExpiringOffers } from './offer-reminder';

export async function sweepTimeRules(deps: { db: Kysely<Database>; rules: ApplicationRules }, now: Date): Promise<{ expired: number; reminded: number }> {
  return { expired: await expireLapsedApplications(deps, now), reminded: await remindExpiringOffers(deps, now) };
}
