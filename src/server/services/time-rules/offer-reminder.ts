/**
 * The reminder before an offer lapses (issue: 'offer expiring in 2 days'): the applicant of a
 * current offer not yet accepted is told, once, when it ends. The decision row records the
 * reminder; rows are claimed with SKIP LOCKED so several instances never remind twice.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { claimOffersToRemind, recordOfferReminded } from '../../repositories/decisions.repository';
import type { ApplicationRules } from '../application-rules';
import { notifyApplicant } from '../notifications/notify-applicant';

export const OFFER_EXPIRING_SUBJECT = 'OFFER_EXPIRING';
export const REMIND_BEFORE_MS = 2 * 86_400_000;

/** The moment the offer ends, in the product's signing zone, as its readers write it (its journey's locale). */
function endsOn(at: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** Reminds the applicants of offers lapsing within two days of `now`; answers how many. */
export async function remindExpiringOffers(
  deps: { db: Kysely<Database>; rules: Pick<ApplicationRules, 'isTerminal' | 'checkout' | 'locale'> },
  now: Date,
  limit = 100,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await claimOffersToRemind(trx, { now, until: new Date(now.getTime() + REMIND_BEFORE_MS), limit });
    for (const offer of due) {
      await recordOfferReminded(trx, offer.id, now);
      if (deps.rules.isTerminal(offer.product, offer.status) || !offer.expires_at) continue;
      const expiresAt = offer.expires_at.toISOString();
      const timeZone = deps.rules.checkout(offer.product)?.signingTimeZone ?? 'UTC';
      const application = { id: offer.application_id, user_id: offer.user_id, data: offer.data };
      const text = `Your loan offer ends on ${endsOn(offer.expires_at, timeZone, deps.rules.locale(offer.product))}. Sign in to accept it before then.`;
      await notifyApplicant(
        trx,
        application,
        { subject: OFFER_EXPIRING_SUBJECT, title: 'Your offer ends soon', text, about: { key: 'expiresAt', value: expiresAt } },
        now,
      );
    }
    return due.length;
  });
}
