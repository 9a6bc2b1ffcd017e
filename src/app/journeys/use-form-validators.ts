/**
 * The form validators a page needs, fetched beside its other reads: one step's for a visitor's
 * form, every step's of the product once there is an application (where it may be is judged
 * against every step before it).
 */
import { useQuery } from '@tanstack/react-query';
import { importWithTimeout } from '../lazy/lazy-with-timeout';
import { loadFormValidators } from './compiled-journeys';

export function useFormValidators(product: string, stepId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['form-validators', product, stepId ?? '*'],
    queryFn: () => importWithTimeout(() => loadFormValidators(product, stepId)).then(() => true),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
