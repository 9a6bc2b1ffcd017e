/**
 * The code a step needs before it shows, fetched while the step route waits for the application
 * and the rule records, so the form appears whole: the widgets its form names, and form
 * validators: a visitor's form its own step's; with an application every step's of the product,
 * as where it may be is judged against every step before.
 */
import { useQuery } from '@tanstack/react-query';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { preloadWidgetsOf } from '../../widgets/lazy-widgets';
import { loadFormValidators } from '../journeys/compiled-journeys';
import { codeQuery } from '../lazy/use-code-loaded';

export function stepCodeQuery(product: string, step: JourneyStep, withApplication: boolean) {
  return {
    ...codeQuery(['step', product, step.id, withApplication], () =>
      Promise.all([preloadWidgetsOf(step.form?.uiSchema, step.form?.schema), loadFormValidators(product, withApplication ? undefined : step.id)]),
    ),
    enabled: withApplication || Boolean(step.form),
  };
}

export function useStepCode(product: string, step: JourneyStep, withApplication: boolean) {
  return useQuery(stepCodeQuery(product, step, withApplication));
}
