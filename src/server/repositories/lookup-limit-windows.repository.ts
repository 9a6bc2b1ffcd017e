import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LookupKind } from '../db/tables/lookup-limit-windows.table';

export type { LookupKind } from '../db/tables/lookup-limit-windows.table';

export interface LookupWindow {
  startedAt: Date;
  /** Lookups counted in the window, this one included. */
  lookups: number;
}

/**
 * Counts one lookup of the user in one statement: a window that ended (started at or before
 * `since`) starts again at `now` with this lookup; otherwise its count goes up by one. Parallel
 * lookups on any instance each get their own count, as the row is updated under its lock.
 */
export async function countLookup(db: Kysely<Database>, userId: string, lookup: LookupKind, now: Date, since: Date): Promise<LookupWindow> {
  const ended = sql<boolean>`lookup_limit_windows.window_started_at <= ${since}`;
  const row = await db
    .insertInto('lookup_limit_windows')
    .values({ user_id: userId, lookup, window_started_at: now, lookups: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'lookup']).doUpdateSet({
        window_started_at: sql`case when ${ended} then excluded.window_started_at else lookup_limit_windows.window_started_at end`,
        lookups: sql`case when ${ended} then 1 else lookup_limit_windows.lookups + 1 end`,
      }),
    )
    .returning(['window_started_at', 'lookups'])
    .executeTakeFirstOrThrow();
  return { startedAt: new Date(row.window_started_at), lookups: Number(row.lookups) };
}
