/**
 * The applications the time rules claim: each read locks its rows and skips those another
 * instance (or an applicant's read) holds, so a sweep never waits on them and none is moved twice.
 */
import type { SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { ApplicationRow } from '../db/tables/applications.table';

/** A sweep's claim: the first `limit` rows of the query, locked, passing over rows another transaction holds. */
function claim<DB, Tables extends keyof DB, Row>(query: SelectQueryBuilder<DB, Tables, Row>, limit: number): Promise<Row[]> {
  return query.limit(limit).forUpdate().skipLocked().execute();
}

/**
 * Up to `limit` applications of the product still in `initialStatus` and created at or before
 * `createdBefore`, oldest first: those whose validity may have lapsed.
 */
export function claimApplicationsCreatedBefore(
  trx: Transaction<Database>,
  query: { product: string; initialStatus: string; createdBefore: Date; limit: number },
): Promise<ApplicationRow[]> {
  const due = trx.selectFrom('applications').selectAll().where('product', '=', query.product).where('status', '=', query.initialStatus);
  return claim(due.where('created_at', '<=', query.createdBefore).orderBy('created_at'), query.limit);
}

/**
 * Up to `limit` applications of the product in one of `statuses` whose latest decision lapsed
 * (expired by `now`, not accepted), least recently changed first. An earlier lapsed decision (a
 * conditional approval later approved) does not count, so it is not picked again and again ahead
 * of those that are due.
 */
export function claimApplicationsWithLapsedOffers(
  trx: Transaction<Database>,
  query: { product: string; statuses: readonly string[]; now: Date; limit: number },
): Promise<ApplicationRow[]> {
  const lapsed = trx
    .selectFrom('applications as a')
    .selectAll('a')
    .where('a.product', '=', query.product)
    .where('a.status', 'in', query.statuses)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('decisions as d')
          .select('d.id')
          .whereRef('d.application_id', '=', 'a.id')
          .where('d.expires_at', '<=', query.now)
          .where('d.accepted_at', 'is', null)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('decisions as later')
                  .select('later.id')
                  .whereRef('later.application_id', '=', 'a.id')
                  .where((later) =>
                    later.or([
                      later('later.created_at', '>', later.ref('d.created_at')),
                      later.and([later('later.created_at', '=', later.ref('d.created_at')), later('later.id', '>', later.ref('d.id'))]),
                    ]),
                  ),
              ),
            ),
          ),
      ),
    )
    .orderBy('a.updated_at');
  return claim(lapsed, query.limit);
}

/**
 * The ids of up to `limit` applications of the product that ended (in one of `endedStatuses`)
 * at or before `endedBefore`, still hold personal data and never became a loan, least recently
 * changed first: those retention de-identifies.
 */
export async function claimEndedApplications(
  trx: Transaction<Database>,
  query: { product: string; endedStatuses: readonly string[]; endedBefore: Date; limit: number },
): Promise<string[]> {
  const ended = trx
    .selectFrom('applications')
    .select('id')
    .where('product', '=', query.product)
    .where('status', 'in', query.endedStatuses)
    .where('deidentified_at', 'is', null)
    .where('updated_at', '<=', query.endedBefore)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('loans').select('loans.id').whereRef('loans.application_id', '=', 'applications.id'))))
    .orderBy('updated_at');
  const rows = await claim(ended, query.limit);
  return rows.map((row) => row.id);
}
