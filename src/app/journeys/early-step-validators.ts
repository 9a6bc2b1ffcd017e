/**
 * Start-up fetches the journey of the page's product and the form validators of the step being
 * opened beside the app's code, so the page does not wait for more round trips once the app has
 * run; the app's own loads (compiled-journeys.ts) then find the modules already here.
 */
import { formStepPaths, formValidatorModules } from '../../generated/form-validators';
import { journeyModules, siteDefaultProduct } from '../../generated/journey-modules';

/** The journey the app renders first: the page's product's, or the site's default product's on a page of none. */
export function fetchJourneyEarly(product: string | undefined): void {
  // A failure is the app's to report when it asks again.
  journeyModules[product ?? siteDefaultProduct]?.().catch(() => undefined);
}

export function fetchStepValidatorsEarly(pathname: string): void {
  const key = formStepPaths[pathname.replace(/\/+$/, '')];
  // A failure is the step route's to report when it asks again.
  if (key) formValidatorModules[key]?.().catch(() => undefined);
}
