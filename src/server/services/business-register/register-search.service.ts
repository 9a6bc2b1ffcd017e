/**
 * The business register search (spec 02 section 5): the input cleaned into an ABN, ACN or name
 * search, the register's answer reused for a few minutes, name results capped at 100, and the
 * applicant's conditions applied: with `activeOnly` an entity that is not Active is an error (a
 * name search leaves such entities out), with `requireAcn` an entity without an ACN is one. A
 * failure of the register and a search with no result answer the no-results message.
 */
import { readRegisterQuery } from '../../../engine/business-register/read-register-query';
import { registerMessageParams } from '../../../engine/business-register/register-message-params';
import type { RegisterNameMatch, RegisterSearchAnswer, RegisterSearchRequest } from '../../../engine/contract/business-register.contract';
import {
  isBusinessRegisterError,
  type BusinessRegisterError,
  type BusinessRegisterProvider,
} from '../../providers/business-register/business-register-provider';
import { AnswerCache } from '../answer-cache';
import { isAppError, registerError } from '../../errors';

/** Name results answered at most (spec 02 section 9). */
export const MAX_NAME_RESULTS = 100;
/** Told to a caller while the register does not answer: a search again soon may find it back. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export interface RegisterSearchOptions {
  provider: BusinessRegisterProvider;
  cacheSeconds: number;
  /** Told of every failure of the register (never with the GUID, which no failure holds). */
  onFailure?: (error: BusinessRegisterError) => void;
}

export type RegisterSearch = (request: RegisterSearchRequest) => Promise<RegisterSearchAnswer>;

/** One record per entity: the best-scoring of its names, best entities first. */
function bestPerEntity(matches: readonly RegisterNameMatch[]): RegisterNameMatch[] {
  const best = new Map<string, RegisterNameMatch>();
  for (const match of matches) {
    const kept = best.get(match.abn);
    if (!kept || match.score > kept.score) best.set(match.abn, match);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

export function createRegisterSearch({ provider, cacheSeconds, onFailure }: RegisterSearchOptions): RegisterSearch {
  const cache = new AnswerCache<{ value: unknown }>(cacheSeconds * 1000);

  async function remembered<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return hit.value as T;
    const value = await ask();
    cache.set(key, { value });
    return value;
  }

  return async function search({ q, activeOnly = false, requireAcn = false }) {
    const query = readRegisterQuery(q);
    if (!query) throw registerError('REGISTER_ERR_QUERY', []);
    const params = registerMessageParams(query.kind, requireAcn);
    try {
      if (query.kind === 'name') {
        const key = `name|${activeOnly ? 'active' : 'all'}|${query.value.toLowerCase()}`;
        const found = await remembered(key, () => provider.searchByName(query.value, { activeOnly, maxResults: MAX_NAME_RESULTS }));
        const matches = bestPerEntity(found.matches).filter((m) => !activeOnly || m.abnStatus === 'Active');
        if (matches.length === 0) throw registerError('REGISTER_ERR_NO_RESULTS', params);
        return { kind: 'name', matches: matches.slice(0, MAX_NAME_RESULTS), truncated: found.exceedsMaximum || matches.length > MAX_NAME_RESULTS };
      }
      const entity = await remembered(`${query.kind}|${query.value}`, () =>
        query.kind === 'abn' ? provider.searchByAbn(query.value) : provider.searchByAcn(query.value),
      );
      if (!entity) throw registerError('REGISTER_ERR_NO_RESULTS', params);
      if (activeOnly && entity.abnStatus !== 'Active') throw registerError('REGISTER_ERR_NOT_ACTIVE', params);
      if (requireAcn && !entity.acn) throw registerError('REGISTER_ERR_NO_ACN', params);
      return { kind: query.kind, entity };
    } catch (error) {
      if (isAppError(error) || !isBusinessRegisterError(error)) throw error;
      onFailure?.(error);
      // A search text the register refuses finds nothing; anything else is the register failing.
      if (error.failure === 'invalidSearch') throw registerError('REGISTER_ERR_NO_RESULTS', params);
      throw registerError('REGISTER_ERR_UNAVAILABLE', params, { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
    }
  };
}
