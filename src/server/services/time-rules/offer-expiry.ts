/**
 * An offer's expiry (spec 01 section 4, time rules): an approval not accepted by its decision's
 * `expires_at` moves the application to the journey's offer-expired status, with its event. The
 * applicant's own read does it first (offers service); the sweep (`expireLapsedOffers`, run by
 * each instance's job worker) moves the ones nobody reads, so an applicant who never comes back
 * does not keep an open offer for ever, and retention, which counts from the end of an
 * application, finds it ended. Rows are claimed with SKIP LOCKED, so several instances (or a read)
 * never move one twice.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { DecisionRow } from '../../db/tables/decisions.table';
import { faultPoint } from '../../fault-injection/fault-point';
import { claimApplicationsWithLapsedOffers } from '../../repositories/application-sweeps.repository';
import { findLatestDecision } from '../../repositories/decisions.repository';
import type { ApplicationRules } from '../application-rules';
import { moveApplication } from '../applications/move-application';

type Rules = Pick<
  ApplicationRules,
  | 'statusOfOutcome'
  | 'roleStatus'
  | 'lifecycleStages'
  | 'mayMove'
  | 'statusNotice'
  | 'products'
  | 'transitionRequirement'
  | 'checkSubmission'
  | 'statusesLeadingTo'
>;

/**
 * `application` must have been read FOR UPDATE in `trx`, `decision` its latest. Moves a lapsed,
 * unaccepted offer's application to offer-expired; answers the row as it now is.
 */
export async function expireOfferIfLapsed(
  trx: Transaction<Database>,
  rules: Rules,
  application: ApplicationRow,
  decision: DecisionRow | undefined,
  now: Date,
): Promise<ApplicationRow> {
  const lapsed = decision?.expires_at && decision.expires_at <= now && !decision.accepted_at;
  const expired = rules.roleStatus(application.product, 'offerExpired');
  if (!lapsed || !rules.mayMove(application.product, application.status, expired)) return application;
  return moveApplication(trx, rules, application, {
    to: expired,
    userId: null,
    type: 'offer_expired',
    details: { decisionId: decision.id },
    at: now,
  });
}

/**
 * Moves up to `limit` applications of every product whose offer has lapsed; answers how many.
 * Each product's batch is one transaction: a crash in it leaves none of its moves (no status
 * without its event), and the next sweep, at start-up, does them.
 */
export async function expireLapsedOffers(deps: { db: Kysely<Database>; rules: Rules }, now: Date, limit = 100): Promise<number> {
  let moved = 0;
  for (const product of deps.rules.products()) {
    moved += await deps.db.transaction().execute(async (trx) => {
      // Every status an offer may lapse in (an approval, a conditional approval waiting on its
      // documents...), and only applications whose latest decision has lapsed: an earlier lapsed
      // decision (a conditional approval later approved) neither expires a later offer nor is
      // picked again and again ahead of those that are due.
      const lapsing = deps.rules.statusesLeadingTo(product, deps.rules.roleStatus(product, 'offerExpired'));
      if (lapsing.length === 0) return 0;
      const due = await claimApplicationsWithLapsedOffers(trx, { product, statuses: lapsing, now, limit });
      let count = 0;
      for (const row of due) {
        // The latest decision decides: an earlier lapsed one does not expire a later offer.
        const next = await expireOfferIfLapsed(trx, deps.rules, row, await findLatestDecision(trx, row.id), now);
        if (next !== row) count += 1;
        // A status and its event written, not committed: the fault suite kills the sweep here.
        await faultPoint('sweep:offer-expired');
      }
      return count;
    });
  }
  return moved;
}
