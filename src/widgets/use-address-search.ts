/**
 * The address autocomplete behind the combobox: the input is searched once the applicant pauses
 * (300 ms), a request made stale by newer input is cancelled (AbortController), a pick's parts
 * are fetched when it is picked, and the applicant's location, once they share it, puts nearby
 * results first and can fill the suburb. The owner's address session is reset when the field goes
 * away or is cleared without a pick, so the hosted service starts a new one next time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressParts, AddressSuggestion, Coordinates } from '../engine/contract/address.contract';
import type { FormServices } from './form-view';

export const SUGGEST_DELAY_MS = 300;
/** The fewest characters worth a search, spaces aside (the server refuses fewer). */
export const MIN_SEARCH_LENGTH = 3;

export type AddressSearchState =
  { status: 'idle' } | { status: 'searching' } | { status: 'found'; suggestions: AddressSuggestion[] } | { status: 'failed'; message: string };

export type LocationState = { status: 'idle' } | { status: 'locating' } | { status: 'found'; parts: AddressParts } | { status: 'failed'; message: string };

const unavailable = () => Promise.reject(new Error('The address search is not available here.'));

export function useAddressSearch(services: FormServices, ownerId: string) {
  const [state, setState] = useState<AddressSearchState>({ status: 'idle' });
  const [location, setLocation] = useState<LocationState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const near = useRef<Coordinates | undefined>(undefined);
  /** Whether suggestions were asked for since the last pick or reset: a session is under way. */
  const sessionOpen = useRef(false);
  const { suggestAddresses, addressDetails, locateApplicant, addressAt, resetAddressSession } = services;

  /** Stops the search waiting to start and the one under way: newer input makes both stale. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  const endSession = useCallback(() => {
    if (sessionOpen.current) resetAddressSession?.(ownerId);
    sessionOpen.current = false;
  }, [resetAddressSession, ownerId]);

  useEffect(
    () => () => {
      cancel();
      endSession();
    },
    [cancel, endSession],
  );

  /** One request; resolves undefined when newer input made it stale or it failed (the state says which). */
  const ask = useCallback(
    async <T>(call: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> => {
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'searching' });
      try {
        const answer = await call(controller.signal);
        return controller.signal.aborted ? undefined : answer;
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        return undefined;
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined;
      }
    },
    [cancel],
  );

  /** The input changed: search it once the applicant pauses. */
  const searchSoon = useCallback(
    (text: string) => {
      cancel();
      if (text.replace(/\s/g, '').length < MIN_SEARCH_LENGTH) {
        setState({ status: 'idle' });
        return;
      }
      timer.current = setTimeout(() => {
        sessionOpen.current = true;
        const suggest = suggestAddresses ?? unavailable;
        void ask((signal) => suggest({ q: text.trim(), ownerId, ...(near.current ? { near: near.current } : {}) }, signal)).then((suggestions) => {
          if (suggestions) setState({ status: 'found', suggestions });
        });
      }, SUGGEST_DELAY_MS);
    },
    [ask, cancel, suggestAddresses, ownerId],
  );

  /** The parts of a picked suggestion; the details end the session on the server. */
  const detailsOf = useCallback(
    async (suggestion: AddressSuggestion): Promise<AddressParts | undefined> => {
      const details = addressDetails ?? unavailable;
      sessionOpen.current = false;
      const parts = await ask((signal) => details({ id: suggestion.id, ownerId }, signal));
      if (parts) setState({ status: 'idle' });
      return parts;
    },
    [ask, addressDetails, ownerId],
  );

  /** Asks the browser where the applicant is, then the address there; later searches put results near it first. */
  const locate = useCallback(async (): Promise<AddressParts | undefined> => {
    setLocation({ status: 'locating' });
    try {
      near.current = await (locateApplicant ?? unavailable)();
      const parts = await (addressAt ?? unavailable)(near.current, new AbortController().signal);
      setLocation({ status: 'found', parts });
      return parts;
    } catch (error) {
      setLocation({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }, [locateApplicant, addressAt]);

  /** Back to nothing searched; the session ends unless a pick ended it. */
  const reset = useCallback(() => {
    cancel();
    setState({ status: 'idle' });
    endSession();
  }, [cancel, endSession]);

  return { state, location, searchSoon, detailsOf, locate, reset, canLocate: Boolean(locateApplicant && addressAt) };
}
