/** The revisions of each product's journey the server has started with. */
import { sql, type Transaction } from 'kysely';
import type { Journey } from '../../engine/journey/journey.types';
import type { Database } from '../db/database';
import type { JourneyRevisionRow } from '../db/tables/journey-revisions.table';

/** One key for every instance's start-up: a transaction-scoped advisory lock. */
const RELEASE_LOCK = 7_301_150;

/** Waits for, then holds until the transaction ends, the one lock under which instances release their journeys in turn. */
export async function holdJourneyReleaseLock(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${RELEASE_LOCK})`.execute(trx);
}

/** Keeps the revision of the product's journey, unless it is kept already. */
export async function keepJourneyRevision(trx: Transaction<Database>, release: { product: string; revision: string; journey: Journey }): Promise<void> {
  await trx
    .insertInto('journey_revisions')
    .values({ product: release.product, revision: release.revision, journey: JSON.stringify(release.journey) })
    .onConflict((oc) => oc.columns(['product', 'revision']).doNothing())
    .execute();
}

/** The kept revisions of the product among `revisions` (none when none is asked for). */
export async function findJourneyRevisions(
  trx: Transaction<Database>,
  product: string,
  revisions: readonly string[],
): Promise<Pick<JourneyRevisionRow, 'revision' | 'journey'>[]> {
  if (revisions.length === 0) return [];
  return trx.selectFrom('journey_revisions').select(['revision', 'journey']).where('product', '=', product).where('revision', 'in', revisions).execute();
}
