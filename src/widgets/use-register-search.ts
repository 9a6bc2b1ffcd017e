/**
 * The business register search behind the combobox: the input is searched once the applicant
 * pauses (300 ms), a request made stale by newer input is cancelled (AbortController), and a
 * name match's details are fetched by its ABN when it is picked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { readRegisterQuery } from '../engine/business-register/read-register-query';
import type { RegisterEntity, RegisterNameMatch, RegisterSearchAnswer, RegisterSearchRequest } from '../engine/contract/business-register.contract';
import type { FormServices } from './form-view';

export const SEARCH_DELAY_MS = 300;

/** One result shown: an entity (an ABN or ACN search) or a name match whose details come on picking. */
export interface RegisterOption {
  key: string;
  abn: string;
  abnStatus: string;
  name: string;
  nameType: RegisterNameMatch['nameType'];
  state?: string;
  postcode?: string;
  entityTypeText?: string;
  entity?: RegisterEntity;
}

export type RegisterSearchState =
  { status: 'idle' } | { status: 'searching' } | { status: 'found'; options: RegisterOption[]; truncated: boolean } | { status: 'failed'; message: string };

/** An ABN or ACN search answers its entity, a name search its matches. */
function optionsOf({ entity, matches = [] }: RegisterSearchAnswer): RegisterOption[] {
  if (entity) {
    return [
      {
        key: entity.abn,
        abn: entity.abn,
        abnStatus: entity.abnStatus,
        name: entity.entityName,
        nameType: 'entity',
        state: entity.state,
        postcode: entity.postcode,
        entityTypeText: entity.entityTypeText,
        entity,
      },
    ];
  }
  return matches.map((m) => ({ key: m.abn, abn: m.abn, abnStatus: m.abnStatus, name: m.name, nameType: m.nameType, state: m.state, postcode: m.postcode }));
}

/**
 * Whether the input is worth a search now. Digits only, of a length that is neither an ABN nor an
 * ACN, are a number still being typed: searching them as a name would only flash 'no results'.
 */
export function searchableText(text: string): boolean {
  const query = readRegisterQuery(text);
  if (!query) return false;
  return !(query.kind === 'name' && /^\d+$/.test(query.value.replace(/ /g, '')));
}

const noSearch = () => Promise.reject(new Error('The business register search is not available here.'));

export function useRegisterSearch(services: FormServices, conditions: Omit<RegisterSearchRequest, 'q'>) {
  const search = services.searchBusinessRegister ?? noSearch;
  const [state, setState] = useState<RegisterSearchState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const { activeOnly, requireAcn } = conditions;

  /** Stops the search waiting to start and the one under way: newer input makes both stale. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  /** One request; resolves undefined when a newer one made it stale. */
  const ask = useCallback(
    async (q: string): Promise<RegisterSearchAnswer | undefined> => {
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'searching' });
      try {
        const answer = await search({ q, activeOnly, requireAcn }, controller.signal);
        return controller.signal.aborted ? undefined : answer;
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        return undefined;
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined;
      }
    },
    [search, activeOnly, requireAcn, cancel],
  );

  /** The input changed: search it once the applicant pauses. */
  const searchSoon = useCallback(
    (text: string) => {
      cancel();
      if (!searchableText(text)) {
        setState({ status: 'idle' });
        return;
      }
      timer.current = setTimeout(() => {
        void ask(text).then((answer) => {
          if (answer) setState({ status: 'found', options: optionsOf(answer), truncated: answer.kind === 'name' && answer.truncated === true });
        });
      }, SEARCH_DELAY_MS);
    },
    [ask, cancel],
  );

  /** The full details of a picked option: a name match is looked up by its ABN. */
  const detailsOf = useCallback(
    async (option: RegisterOption): Promise<RegisterEntity | undefined> => {
      if (option.entity) return option.entity;
      const answer = await ask(option.abn);
      if (!answer) return undefined;
      setState({ status: 'idle' });
      return answer.kind === 'name' ? undefined : answer.entity;
    },
    [ask],
  );

  const reset = useCallback(() => {
    cancel();
    setState({ status: 'idle' });
  }, [cancel]);

  return { state, searchSoon, detailsOf, reset };
}
