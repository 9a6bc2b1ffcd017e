/**
 * An application's validity (spec 01 section 4, time rules): one still in its product's initial
 * status (nothing submitted) when its journey's `validForDays` have passed since creation moves to
 * the journey's expired status. Applications already submitted are the lender's to decide and do
 * not lapse; an offer lapses by its own expiry (offers service). Every read of an application
 * checks the clock (`settleLapsed`), and a sweep (`expireLapsedApplications`, run by each
 * instance's job worker) moves the ones nobody reads, each claimed with SKIP LOCKED, so several
 * instances never move one twice.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { claimApplicationsCreatedBefore } from '../../repositories/application-sweeps.repository';
import { findApplicationById } from '../../repositories/applications.repository';
import type { ApplicationRules } from '../application-rules';
import { moveApplication } from '../applications/move-application';
import { validUntil as lifecycleValidUntil } from '../../../engine/lifecycle/validity';

const DAY_MS = 86_400_000;
type Rules = Pick<
  ApplicationRules,
  'validForDays' | 'initialStatus' | 'roleStatus' | 'lifecycleStages' | 'mayMove' | 'statusNotice' | 'products' | 'transitionRequirement' | 'checkSubmission'
>;

/** The moment an application lapses; undefined when it cannot (submitted, or a product without a validity). */
export function validUntil(rules: Rules, row: Pick<ApplicationRow, 'product' | 'status' | 'created_at'>): Date | undefined {
  return lifecycleValidUntil({ initial: rules.initialStatus(row.product), validForDays: rules.validForDays(row.product) }, row.status, row.created_at);
}

export function hasLapsed(rules: Rules, row: Pick<ApplicationRow, 'product' | 'status' | 'created_at'>, now: Date): boolean {
  const until = validUntil(rules, row);
  return until !== undefined && until.getTime() <= now.getTime();
}

/** `row` must have been read FOR UPDATE in `trx`. Answers the row as it now is. */
export async function expireIfLapsed(trx: Transaction<Database>, rules: Rules, row: ApplicationRow, now: Date): Promise<ApplicationRow> {
  const until = validUntil(rules, row);
  if (!until || until.getTime() > now.getTime()) return row;
  return moveApplication(trx, rules, row, {
    to: rules.roleStatus(row.product, 'expired'),
    userId: null,
    type: 'expired',
    at: now,
    details: { validUntil: until.toISOString() },
  });
}

/** A read that finds the application lapsed expires it first, so a lapsed application is never served as live. */
export async function settleLapsed(deps: { db: Kysely<Database>; rules: Rules }, row: ApplicationRow, now: Date): Promise<ApplicationRow> {
  if (!hasLapsed(deps.rules, row, now)) return row;
  return (await expireById(deps, row.id, now)) ?? row;
}

/** Locks the application and expires it if it has lapsed; answers it as it now is (undefined if gone). */
export function expireById(deps: { db: Kysely<Database>; rules: Rules }, id: string, now: Date): Promise<ApplicationRow | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await findApplicationById(trx, id, { forUpdate: true });
    return locked && expireIfLapsed(trx, deps.rules, locked, now);
  });
}

/**
 * Moves up to `limit` lapsed applications of every product; answers how many. Rows another
 * instance (or a read) holds are skipped, not waited for: the next sweep finds them if they are
 * still lapsed.
 */
export async function expireLapsedApplications(deps: { db: Kysely<Database>; rules: Rules }, now: Date, limit = 100): Promise<number> {
  let moved = 0;
  for (const product of deps.rules.products()) {
    const days = deps.rules.validForDays(product);
    if (days === undefined) continue;
    moved += await deps.db.transaction().execute(async (trx) => {
      const lapsed = await claimApplicationsCreatedBefore(trx, {
        product,
        initialStatus: deps.rules.initialStatus(product),
        createdBefore: new Date(now.getTime() - days * DAY_MS),
        limit,
      });
      for (const row of lapsed) await expireIfLapsed(trx, deps.rules, row, now);
      return lapsed.length;
    });
  }
  return moved;
}
