/**
 * Address autocomplete (spec 01 section 5): suggestions restricted to the configured countries and
 * nearest first when the browser sent a position, the parts of a pick, the address at a point, and
 * the owner's session. Each lookup counts towards the applicant's limit before the provider is
 * asked; a provider whose terms allow it has its answers reused for a few minutes.
 *
 * Sessions follow the hosted services' billing: an owner's suggestions share one token until the
 * pick's details end the session (or the applicant resets it, or it goes stale), so a pick is
 * billed as one session, not per keystroke.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AddressParts, AddressSuggestion, Coordinates } from '../../../engine/contract/address.contract';
import type { Database } from '../../db/database';
import { isAddressProviderError, type AddressProvider, type AddressProviderError } from '../../providers/address/address-provider';
import { continueAddressSession, endAddressSession } from '../../repositories/address-sessions.repository';
import { AnswerCache } from '../answer-cache';
import { addressError, isAppError } from '../../errors';
import type { AddressErrorCode } from './address-errors';
import { countAddressLookup, type AddressLookupLimit } from './address-lookup-limit';

/** The fewest characters a search takes, spaces aside. */
export const MIN_QUERY_LENGTH = 3;
/** Suggestions answered at most: what fits a phone's screen above its keyboard. */
export const MAX_SUGGESTIONS = 5;
/** Told to a caller while the address service does not answer: a lookup again soon may find it back. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** A session older than this starts again: the hosted service would bill its calls one by one anyway. */
export const SESSION_MINUTES = 3;

export interface AddressLookupOptions {
  db: Kysely<Database>;
  provider: AddressProvider;
  countries: readonly string[];
  cacheSeconds: number;
  limit: AddressLookupLimit;
  /** Told of every failure of the provider (never with its key, which no failure holds). */
  onFailure?: (error: AddressProviderError) => void;
  now?: () => Date;
}

export interface AddressLookup {
  suggest(userId: string, request: { q: string; ownerId: string; near?: Coordinates }): Promise<AddressSuggestion[]>;
  details(userId: string, request: { id: string; ownerId: string }): Promise<AddressParts>;
  addressAt(userId: string, at: Coordinates): Promise<AddressParts>;
  resetSession(userId: string, ownerId: string): Promise<void>;
}

export function createAddressLookup(options: AddressLookupOptions): AddressLookup {
  const { db, provider, countries, limit, onFailure } = options;
  const now = options.now ?? (() => new Date());
  const cache = new AnswerCache<{ value: unknown }>(provider.mayCache ? options.cacheSeconds * 1000 : 0);
  const sessionSince = (at: Date) => new Date(at.getTime() - SESSION_MINUTES * 60_000);

  async function remembered<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return hit.value as T;
    const value = await ask();
    cache.set(key, { value });
    return value;
  }

  /** The provider's failure as the applicant's message; a refusal of ours passes as it is. */
  async function asking<T>(
    ask: () => Promise<T>,
    failure: Extract<AddressErrorCode, 'ADDRESS_ERR_UNAVAILABLE' | 'ADDRESS_ERR_COORDINATES_FAILED'>,
  ): Promise<T> {
    try {
      return await ask();
    } catch (error) {
      if (isAppError(error) || !isAddressProviderError(error)) throw error;
      onFailure?.(error);
      throw addressError(failure, [], { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
    }
  }

  return {
    async suggest(userId, { q, ownerId, near }) {
      const text = q.trim().replace(/\s+/g, ' ');
      if (text.replace(/ /g, '').length < MIN_QUERY_LENGTH) throw addressError('ADDRESS_ERR_QUERY');
      const at = now();
      await countAddressLookup(db, limit, userId, at);
      const sessionToken = await continueAddressSession(db, userId, ownerId, randomUUID(), at, sessionSince(at));
      // Two decimals of a degree is about a kilometre: near enough to share an answer.
      const place = near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : '';
      const key = `suggest|${countries.join(',')}|${place}|${text.toLowerCase()}`;
      const suggestions = await asking(
        () => remembered(key, () => provider.suggest(text, { countries, near, sessionToken, maxResults: MAX_SUGGESTIONS })),
        'ADDRESS_ERR_UNAVAILABLE',
      );
      if (suggestions.length === 0) throw addressError('ADDRESS_ERR_NO_RESULTS');
      return suggestions.slice(0, MAX_SUGGESTIONS);
    },
    async details(userId, { id, ownerId }) {
      const at = now();
      await countAddressLookup(db, limit, userId, at);
      const sessionToken = await endAddressSession(db, userId, ownerId, sessionSince(at));
      const parts = await asking(
        () => remembered(`details|${countries.join(',')}|${id}`, () => provider.details(id, { countries, sessionToken })),
        'ADDRESS_ERR_UNAVAILABLE',
      );
      if (!parts) throw addressError('ADDRESS_ERR_NO_RESULTS');
      return parts;
    },
    async addressAt(userId, at) {
      await countAddressLookup(db, limit, userId, now());
      // Four decimals is about ten metres.
      const key = `at|${countries.join(',')}|${at.lat.toFixed(4)},${at.lng.toFixed(4)}`;
      const parts = await asking(() => remembered(key, () => provider.addressAt(at, { countries })), 'ADDRESS_ERR_COORDINATES_FAILED');
      if (!parts) throw addressError('ADDRESS_ERR_NO_ADDRESS_AT_COORDINATES');
      return parts;
    },
    async resetSession(userId, ownerId) {
      await endAddressSession(db, userId, ownerId, sessionSince(now()));
    },
  };
}
