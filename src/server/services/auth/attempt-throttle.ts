/**
 * Limits attempts per client address, per account and per account at one address, counted in the
 * database so every instance agrees. A caller over any limit gets 429 with Retry-After (the
 * seconds until the oldest counted attempt of that limit leaves the window).
 *
 * An attempt is reserved before its work starts: in one transaction holding a lock on its account
 * (a PostgreSQL advisory lock), the window is counted and the attempt written. Parallel requests
 * for one account, on any number of instances, therefore count each other: exactly as many as the
 * account's limits allow get through, which is what stops parallel password guessing.
 *
 * The address is counted without a lock. Many applicants share one address (an office, a mobile
 * carrier's gateway), and a lock per address queued all of their sign-ups and sign-ins behind
 * each other. Without it, a burst of requests for different accounts from one address can pass
 * the address's budget by the requests that were counted at the same instant (at most the
 * database pool's size); the budgets are generous for that reason and the account limits stay
 * exact. Sign-ins and code checks
 * release the reservation of an attempt that succeeds; reset links, sign-ups and re-application
 * checks keep every one. A refused request writes nothing, so hammering a closed limit does not
 * keep it closed.
 */
import type { Kysely } from 'kysely';
import type { RateLimitPolicy } from '../../config';
import type { Database } from '../../db/database';
import type { AuthFailureScope } from '../../db/tables/auth-failures.table';
import { appError } from '../../errors';
import {
  clearAuthFailures,
  countAttempts,
  deleteAttempt,
  holdAccountAttemptLock,
  insertAttempt,
  pruneAuthFailures,
  type AttemptCounts,
  type FailureWindow,
} from '../../repositories/auth-failures.repository';

export interface AttemptKey {
  scope: AuthFailureScope;
  /** The account: a lower-cased e-mail. */
  subject: string;
  address: string;
}

/** A counted attempt; `release` takes it back once the attempt succeeded. */
export interface AttemptReservation {
  release(): Promise<void>;
}

export async function reserveAttempt(db: Kysely<Database>, policy: RateLimitPolicy, key: AttemptKey, now = new Date()): Promise<AttemptReservation> {
  const since = new Date(now.getTime() - policy.windowSeconds * 1000);
  // Rows older than the window never count again; keep the table small.
  await pruneAuthFailures(db, key.scope, since);
  const id = await db.transaction().execute(async (trx) => {
    await holdAccountAttemptLock(trx, key.scope, key.subject);
    assertWithinLimits(policy, await countAttempts(trx, { ...key, since }), now);
    return insertAttempt(trx, { ...key, at: now });
  });
  return { release: () => deleteAttempt(db, id) };
}

/** Throws 429 when one more attempt would pass a limit. */
function assertWithinLimits(policy: RateLimitPolicy, counts: AttemptCounts, now: Date): void {
  const limits: [number | undefined, FailureWindow][] = [
    [policy.perAddress, counts.byAddress],
    [policy.perAccount, counts.byAccount],
    [policy.perAccountAtAddress, counts.byAccountAtAddress],
  ];
  const blocking = limits.filter(([limit, window]) => limit !== undefined && window.count >= limit).map(([, window]) => window);
  if (blocking.length === 0) return;

  const retryAfterSeconds = Math.max(
    ...blocking.map((window) => {
      const oldest = window.oldest?.getTime() ?? now.getTime();
      return Math.max(1, Math.ceil((oldest + policy.windowSeconds * 1000 - now.getTime()) / 1000));
    }),
  );
  throw appError('AUTH_ERR_TOO_MANY_ATTEMPTS', { retryAfterSeconds }, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * After a success the account starts afresh at the address it succeeded from (or everywhere,
 * without one); other addresses keep their counts, so one success does not reopen an attacker's.
 */
export async function clearFailedAttempts(db: Kysely<Database>, key: Pick<AttemptKey, 'scope' | 'subject'> & { address?: string }): Promise<void> {
  await clearAuthFailures(db, key);
}
