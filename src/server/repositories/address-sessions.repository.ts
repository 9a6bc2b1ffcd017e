import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * The owner's session token: the one under way, or `token` when there is none or it started at
 * or before `since` (a stale session is billed per request anyway, so a new one starts). One
 * statement, so parallel suggestions for one owner share one token.
 */
export async function continueAddressSession(db: Kysely<Database>, userId: string, ownerId: string, token: string, now: Date, since: Date): Promise<string> {
  const stale = sql<boolean>`address_sessions.started_at <= ${since}`;
  const row = await db
    .insertInto('address_sessions')
    .values({ user_id: userId, owner_id: ownerId, token, started_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'owner_id']).doUpdateSet({
        token: sql`case when ${stale} then excluded.token else address_sessions.token end`,
        started_at: sql`case when ${stale} then excluded.started_at else address_sessions.started_at end`,
      }),
    )
    .returning('token')
    .executeTakeFirstOrThrow();
  return row.token;
}

/** Ends the owner's session and answers its token, if one was under way since `since`. */
export async function endAddressSession(db: Kysely<Database>, userId: string, ownerId: string, since: Date): Promise<string | undefined> {
  const row = await db
    .deleteFrom('address_sessions')
    .where('user_id', '=', userId)
    .where('owner_id', '=', ownerId)
    .returning(['token', 'started_at'])
    .executeTakeFirst();
  return row && new Date(row.started_at) > since ? row.token : undefined;
}
