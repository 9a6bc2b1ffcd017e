/**
 * Code a page fetches beside its other reads (a step's widgets, form validators), as a query the
 * page waits on: loaded once per visit, failing loudly after the chunk time limit.
 */
import { useQuery } from '@tanstack/react-query';
import { importWithTimeout } from './lazy-with-timeout';

export function useCodeLoaded(key: readonly unknown[], load: () => Promise<unknown>, enabled = true) {
  return useQuery({
    queryKey: ['code', ...key],
    queryFn: () => importWithTimeout(load).then(() => true),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
