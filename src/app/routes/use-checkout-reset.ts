/**
 * Auth callback step 5 (spec 02 section 4): an application still signing when its applicant
 * comes back may hold an agreement from an earlier day, which the same-day rule voids. The
 * product root asks the server once (checkCheckoutStatusAndReset) and shows where it is then.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { ApplicationRecord } from '../api/application.types';
import { applicationKeys } from '../api/applications';
import { checkCheckoutStatusAndReset } from '../api/checkout';

export function useCheckoutReset(cj: CompiledJourney, application: ApplicationRecord | undefined) {
  const queryClient = useQueryClient();
  const checkout = cj.journey.checkout;
  const signing = Boolean(application && checkout && [checkout.signingStatus, checkout.waitingStatus].includes(application.status));
  return useQuery({
    queryKey: ['checkout-reset', application?.id, application?.version],
    async queryFn() {
      const checked = await checkCheckoutStatusAndReset(application!.id);
      if (checked.version !== application!.version) queryClient.setQueryData(applicationKeys.one(checked.id), checked);
      return checked.status;
    },
    enabled: signing,
    staleTime: Infinity,
    retry: false,
  });
}
