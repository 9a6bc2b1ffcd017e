import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { AuthFailureScope } from '../db/tables/auth-failures.table';

export async function recordAuthFailure(
  db: Kysely<Database>,
  failure: { scope: AuthFailureScope; subject: string; address: string; at: Date },
): Promise<void> {
  await db
    .insertInto('auth_failures')
    .values({ scope: failure.scope, subject: failure.subject, address: failure.address, created_at: failure.at })
    .execute();
}

export interface FailureWindow {
  count: number;
  /** The oldest failure still inside the window, if any. */
  oldest: Date | null;
}

/** Failures of one scope since `since`, counted by account or by client address. */
export async function countAuthFailures(
  db: Kysely<Database>,
  query: { scope: AuthFailureScope; by: 'subject' | 'address'; value: string; since: Date },
): Promise<FailureWindow> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('scope', '=', query.scope)
    .where(query.by, '=', query.value)
    .where('created_at', '>', query.since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function clearAuthFailures(
  db: Kysely<Database>,
  scope: AuthFailureScope,
  subject: string,
): Promise<void> {
  await db.deleteFrom('auth_failures').where('scope', '=', scope).where('subject', '=', subject).execute();
}

/** Drops a scope's failures older than `before`; they no longer count towards its window. */
export async function pruneAuthFailures(db: Kysely<Database>, scope: AuthFailureScope, before: Date): Promise<void> {
  await db.deleteFrom('auth_failures').where('scope', '=', scope).where('created_at', '<', before).execute();
}
