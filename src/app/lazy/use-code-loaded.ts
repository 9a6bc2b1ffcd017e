/**
 * Code a page fetches beside its other reads (a step's widgets, form validators), as a query the
 * page waits on: loaded once per visit, failing loudly after the chunk time limit.
 */
import { useQuery } from '@tanstack/react-query';
import { importWithTimeout } from './lazy-with-timeout';

/** The query that loads `load`'s code under `key`: what a page waits on, and what start-up may answer first. */
export function codeQuery(key: readonly unknown[], load: () => Promise<unknown>) {
  return {
    queryKey: ['code', ...key],
    queryFn: () => importWithTimeout(load).then(() => true),
    staleTime: Infinity,
    retry: false,
  } as const;
}

export function useCodeLoaded(key: readonly unknown[], load: () => Promise<unknown>, enabled = true) {
  return useQuery({ ...codeQuery(key, load), enabled });
}
