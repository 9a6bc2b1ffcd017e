/** The signed-in applicant's latest application of a product (the one the journey works on). */
import { useQuery } from '@tanstack/react-query';
import { applicationKeys, getApplication, listApplications } from '../api/applications';

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
  return {
    application: one.data,
    isLoading: enabled && (list.isLoading || (Boolean(latestId) && one.isLoading)),
    hasNone: list.isSuccess && !latestId,
    error: list.error ?? one.error,
  };
}
