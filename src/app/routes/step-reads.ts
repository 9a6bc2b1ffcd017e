/**
 * What a step's route reads before its page shows, decided in one place: the route asks for them
 * (step-route.tsx), and start-up answers them before the first render when the page opened is a
 * step (app.tsx). The step then renders once, whole, before its first paint, instead of a shell
 * with a spinner first and the form again in a second long task, which a phone's visitor waits
 * through with the page on screen.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { stepUrl } from '../../engine/journey/site-paths';
import { validationRulesQuery } from '../api/validation-rules';
import { stepCodeQuery } from '../steps/use-step-code';

export interface StepReads {
  /** The route reads the caller's application (a signed-in caller, on a step that is not public). */
  withApplication: boolean;
  /** The route waits for the product's rule records. */
  rules: boolean;
}

export function stepReads(step: JourneyStep, signedIn: boolean): StepReads {
  return { withApplication: signedIn && !step.guards.includes('public'), rules: step.guards.includes('validationRules') };
}

/** The step whose page `pathname` is, if it is one of the journey's. */
export function stepAtPath(cj: CompiledJourney, pathname: string): JourneyStep | undefined {
  const path = pathname.replace(/\/+$/, '');
  return cj.journey.steps.find((step) => stepUrl(cj.journey.product, step.route) === path);
}

/**
 * Puts in the query cache what the route of the step at `pathname` will read, as far as it can be
 * read before any page renders: the step's code and the rule records (start-up fetched the
 * records beside the app's code). The caller's application is left to the route.
 */
export async function answerStepReads(queryClient: QueryClient, cj: CompiledJourney, pathname: string, signedIn: boolean): Promise<void> {
  const step = stepAtPath(cj, pathname);
  if (!step) return;
  const reads = stepReads(step, signedIn);
  const { enabled: needsCode, ...code } = stepCodeQuery(cj.journey.product, step, reads.withApplication);
  await Promise.all([needsCode && answer(queryClient, code), reads.rules && answer(queryClient, validationRulesQuery(cj.journey.product))]);
}

/**
 * A read that fails here is forgotten, at once: the route asks again (with its retry), and shows
 * the failure as it would have.
 */
async function answer<T>(queryClient: QueryClient, query: FetchQueryOptions<T, Error, T, QueryKey>): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...query, retry: false });
  } catch {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}
