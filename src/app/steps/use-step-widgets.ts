/**
 * The code of the widgets a form step names, fetched while the step route waits for the
 * application and the rule records, so the form appears whole rather than field by field.
 */
import { useQuery } from '@tanstack/react-query';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { preloadWidgetsOf } from '../../widgets/lazy-widgets';
import { importWithTimeout } from '../lazy/lazy-with-timeout';

export function useStepWidgets(product: string, step: JourneyStep) {
  return useQuery({
    queryKey: ['step-widgets', product, step.id],
    queryFn: () => importWithTimeout(() => preloadWidgetsOf(step.form?.uiSchema)).then(() => true),
    enabled: Boolean(step.form),
    staleTime: Infinity,
    retry: false,
  });
}
