/**
 * The business register search's limit per applicant (REGISTER_LIMIT_*: 30 a minute by default).
 * The register bounds how often the portal may call it, and a signed-in script should not spend
 * that for everyone. Counted in the database, so every instance agrees; over the limit the answer
 * is 429 with Retry-After, the seconds until the window ends.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { countLookup } from '../../repositories/lookup-limit-windows.repository';
import { registerError } from '../../errors';

export interface SearchLimit {
  windowSeconds: number;
  perAccount: number;
}

export async function countSearchWithinLimit(db: Kysely<Database>, limit: SearchLimit, userId: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const window = await countLookup(db, userId, 'businessRegister', now, since);
  if (window.lookups <= limit.perAccount) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  throw registerError('REGISTER_ERR_TOO_MANY_SEARCHES', [String(retryAfterSeconds)], { retryAfterSeconds });
}
