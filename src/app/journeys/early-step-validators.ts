/**
 * Start-up fetches the form validators of the step being opened beside the app's code, so the
 * form does not wait for another round trip once the app has run; the step route's own load
 * (compiled-journeys.ts) then finds the module already here.
 */
import { formStepPaths, formValidatorModules } from '../../generated/form-validators';

export function fetchStepValidatorsEarly(pathname: string): void {
  const key = formStepPaths[pathname.replace(/\/+$/, '')];
  // A failure is the step route's to report when it asks again.
  if (key) formValidatorModules[key]?.().catch(() => undefined);
}
