/**
 * Limits attempts per account and per client address, counted in the database so every instance
 * agrees: sign-ins and code checks count their failures, reset-link requests every request. A
 * caller over either limit gets 429 with Retry-After (the seconds until the oldest counted
 * attempt leaves the window).
 */
import type { Kysely } from 'kysely';
import type { RateLimitPolicy } from '../../config';
import type { Database } from '../../db/database';
import type { AuthFailureScope } from '../../db/tables/auth-failures.table';
import { appError } from '../../errors';
import {
  clearAuthFailures,
  countAuthFailures,
  pruneAuthFailures,
  recordAuthFailure,
  type FailureWindow,
} from '../../repositories/auth-failures.repository';

export interface AttemptKey {
  scope: AuthFailureScope;
  /** The account: a lower-cased e-mail or a user id. */
  subject: string;
  address: string;
}

export async function assertAttemptAllowed(
  db: Kysely<Database>,
  policy: RateLimitPolicy,
  key: AttemptKey,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - policy.windowSeconds * 1000);
  const [byAccount, byAddress] = await Promise.all([
    countAuthFailures(db, { scope: key.scope, by: 'subject', value: key.subject, since }),
    countAuthFailures(db, { scope: key.scope, by: 'address', value: key.address, since }),
  ]);
  const blocking: FailureWindow[] = [];
  if (byAccount.count >= policy.perAccount) blocking.push(byAccount);
  if (byAddress.count >= policy.perAddress) blocking.push(byAddress);
  if (blocking.length === 0) return;

  const retryAfterSeconds = Math.max(
    ...blocking.map((window) => {
      const oldest = window.oldest?.getTime() ?? now.getTime();
      return Math.max(1, Math.ceil((oldest + policy.windowSeconds * 1000 - now.getTime()) / 1000));
    }),
  );
  throw appError(
    'AUTH_ERR_TOO_MANY_ATTEMPTS',
    { retryAfterSeconds },
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/** Counts an attempt against the limits. */
export async function recordAttempt(
  db: Kysely<Database>,
  policy: RateLimitPolicy,
  key: AttemptKey,
  now = new Date(),
): Promise<void> {
  await recordAuthFailure(db, { ...key, at: now });
  // Rows older than the window never count again; keep the table small.
  await pruneAuthFailures(db, key.scope, new Date(now.getTime() - policy.windowSeconds * 1000));
}

/** After a success the account starts afresh; the address keeps its count. */
export async function clearFailedAttempts(db: Kysely<Database>, key: Pick<AttemptKey, 'scope' | 'subject'>): Promise<void> {
  await clearAuthFailures(db, key.scope, key.subject);
}
