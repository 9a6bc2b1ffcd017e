/**
 * The address lookups' limit per applicant (ADDRESS_LIMIT_*: 120 a minute by default, room for
 * typing a dozen addresses): a hosted service bills each call, and a signed-in script should not
 * spend that. Counted in the database with the business register's (one table, a kind each), so
 * every instance agrees; over the limit the answer is 429 with Retry-After.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { countLookup } from '../../repositories/lookup-limit-windows.repository';
import { addressError } from '../../errors';

export interface AddressLookupLimit {
  windowSeconds: number;
  perAccount: number;
}

export async function countAddressLookup(db: Kysely<Database>, limit: AddressLookupLimit, userId: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const window = await countLookup(db, userId, 'address', now, since);
  if (window.lookups <= limit.perAccount) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  throw addressError('ADDRESS_ERR_TOO_MANY_LOOKUPS', [String(retryAfterSeconds)], { retryAfterSeconds });
}
