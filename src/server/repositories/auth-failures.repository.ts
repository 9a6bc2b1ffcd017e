import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { AuthFailureScope } from '../db/tables/auth-failures.table';

export interface AttemptRow {
  scope: AuthFailureScope;
  subject: string;
  address: string;
  at: Date;
}

/**
 * Holds, until the transaction ends, the account's lock for attempts of the scope (a PostgreSQL
 * advisory lock): parallel attempts for one account, on any instance, count each other in turn.
 */
export async function holdAccountAttemptLock(trx: Transaction<Database>, scope: AuthFailureScope, subject: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}|account|${subject}`}, 0))`.execute(trx);
}

/** Records an attempt and answers its id, so a success can take it back. */
export async function insertAttempt(db: Kysely<Database>, attempt: AttemptRow): Promise<string> {
  const row = await db
    .insertInto('auth_failures')
    .values({ scope: attempt.scope, subject: attempt.subject, address: attempt.address, created_at: attempt.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export interface FailureWindow {
  count: number;
  /** The oldest attempt still inside the window, if any. */
  oldest: Date | null;
}

export interface AttemptCounts {
  byAccount: FailureWindow;
  byAddress: FailureWindow;
  byAccountAtAddress: FailureWindow;
}

/** Attempts of one scope since `since`: of the account, of the address, and of the account at the address. */
export async function countAttempts(
  db: Kysely<Database>,
  query: { scope: AuthFailureScope; subject: string; address: string; since: Date },
): Promise<AttemptCounts> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => {
      const ofAccount = eb('subject', '=', query.subject);
      const ofAddress = eb('address', '=', query.address);
      const ofBoth = eb.and([eb('subject', '=', query.subject), eb('address', '=', query.address)]);
      return [
        eb.fn.countAll().filterWhere(ofAccount).as('account_count'),
        eb.fn.min('created_at').filterWhere(ofAccount).as('account_oldest'),
        eb.fn.countAll().filterWhere(ofAddress).as('address_count'),
        eb.fn.min('created_at').filterWhere(ofAddress).as('address_oldest'),
        eb.fn.countAll().filterWhere(ofBoth).as('both_count'),
        eb.fn.min('created_at').filterWhere(ofBoth).as('both_oldest'),
      ];
    })
    .where('scope', '=', query.scope)
    .where((eb) => eb.or([eb('subject', '=', query.subject), eb('address', '=', query.address)]))
    .where('created_at', '>', query.since)
    .executeTakeFirstOrThrow();
  const window = (count: unknown, oldest: Date | string | null): FailureWindow => ({
    count: Number(count),
    oldest: oldest ? new Date(oldest) : null,
  });
  return {
    byAccount: window(row.account_count, row.account_oldest),
    byAddress: window(row.address_count, row.address_oldest),
    byAccountAtAddress: window(row.both_count, row.both_oldest),
  };
}

export async function deleteAttempt(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('id', '=', id).execute();
}

/** Drops the account's attempts of a scope: from one address when given, else from all. */
export async function clearAuthFailures(db: Kysely<Database>, query: { scope: AuthFailureScope; subject: string; address?: string }): Promise<void> {
  let statement = db.deleteFrom('auth_failures').where('scope', '=', query.scope).where('subject', '=', query.subject);
  if (query.address !== undefined) statement = statement.where('address', '=', query.address);
  await statement.execute();
}

/** Drops a scope's attempts older than `before`; they no longer count towards its window. */
export async function pruneAuthFailures(db: Kysely<Database>, scope: AuthFailureScope, before: Date): Promise<void> {
  await db.deleteFrom('auth_failures').where('scope', '=', scope).where('created_at', '<', before).execute();
}
