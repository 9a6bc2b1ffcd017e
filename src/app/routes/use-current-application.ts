/**
 * The signed-in applicant's latest application of a product (the one the journey works on).
 * `gone`: the list named one the server no longer finds; it counts as none.
 */
import { useQuery } from '@tanstack/react-query';
import { applicationKeys, getApplication, listApplications } from '../api/applications';
import { isNotFound } from '../api/http';

/** `watchEveryMs`: fetch the application again at this interval (a step waiting for a decision). */
export function useCurrentApplication(product: string, enabled: boolean, watchEveryMs?: number) {
  const list = useQuery({
    queryKey: applicationKeys.list(product),
    queryFn: () => listApplications(product),
    enabled,
  });
  const latestId = list.data?.items[0]?.id;
  const one = useQuery({
    queryKey: applicationKeys.one(latestId ?? 'none'),
    queryFn: () => getApplication(latestId!),
    enabled: enabled && Boolean(latestId),
    refetchInterval: watchEveryMs,
  });
  // Not found: the application is gone (spec 01 section 4, 'Fetching'): the applicant has none.
  const gone = isNotFound(one.error);
  return {
    application: gone ? undefined : one.data,
    isLoading: enabled && (list.isLoading || (Boolean(latestId) && one.isLoading)),
    hasNone: list.isSuccess && (!latestId || gone),
    gone,
    error: list.error ?? (gone ? null : one.error),
  };
}
