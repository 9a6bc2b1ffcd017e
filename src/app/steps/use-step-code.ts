/**
 * The code a step needs before it shows, fetched while the step route waits for the application
 * and the rule records, so the form appears whole: form validators, with the forms themselves (a
 * visitor's form its own step's; with an application every step's of the product, as where it may
 * be is judged against every step before), then the widgets its form names, and an application's
 * form step its own component.
 */
import { useQuery } from '@tanstack/react-query';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { preloadWidgetsOf } from '../../widgets/lazy-widgets';
import { loadFormValidators } from '../journeys/compiled-journeys';
import { codeQuery } from '../lazy/use-code-loaded';
import { LazyApplicationFormStep } from './lazy-application-form-step';

export function stepCodeQuery(product: string, step: JourneyStep, withApplication: boolean) {
  return {
    // The form's schema and uiSchema come with its validators (src/engine/journey/form-parts.ts): the widgets they name after them.
    ...codeQuery(['step', product, step.id, withApplication], () =>
      Promise.all([
        loadFormValidators(product, withApplication ? undefined : step.id).then(() => preloadWidgetsOf(step.form?.uiSchema, step.form?.schema)),
        withApplication && step.form ? LazyApplicationFormStep.preload() : undefined,
      ]),
    ),
    enabled: withApplication || Boolean(step.form),
  };
}

export function useStepCode(product: string, step: JourneyStep, withApplication: boolean) {
  return useQuery(stepCodeQuery(product, step, withApplication));
}
