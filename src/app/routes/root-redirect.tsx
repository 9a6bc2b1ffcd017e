/**
 * The product root: sends the user to the furthest route the application may reach, or shows the
 * status page when the application's status has no step in the journey.
 */
import { stepWithoutApplication } from '../../engine/graph/entry-step';
import { Navigate } from 'react-router-dom';
import { routeFor } from '../../engine/graph/current-step';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { useValidationRules } from '../api/validation-rules';
import { loadFormValidators } from '../journeys/compiled-journeys';
import { useCodeLoaded } from '../lazy/use-code-loaded';
import { useSession } from '../session/session-store';
import { stepUrl } from '../../engine/journey/site-paths';
import { ApplicationStatusPage } from './application-status-page';
import { Loading } from './loading';
import { useCurrentApplication } from './use-current-application';
import { useCheckoutReset } from './use-checkout-reset';

export function RootRedirect({ cj }: { cj: CompiledJourney }) {
  const { accessToken } = useSession();
  const { application, isLoading, error } = useCurrentApplication(cj.journey.product, Boolean(accessToken));
  const rules = useValidationRules(cj.journey.product, Boolean(accessToken));
  const checkout = useCheckoutReset(cj, application);
  // Where the application may be is judged against every step: every step's form validators.
  const validators = useCodeLoaded(['form-validators', cj.journey.product], () => loadFormValidators(cj.journey.product), Boolean(accessToken));
  const failure = error ?? rules.error ?? validators.error;
  if (failure) throw failure;
  if (isLoading || rules.isLoading || checkout.isLoading || validators.isLoading) return <Loading />;
  if (!application) return <Navigate to={stepUrl(cj.journey.product, stepWithoutApplication(cj).route)} replace />;
  const decision = routeFor(cj, undefined, application, rules.data);
  if (decision.kind === 'redirect') return <Navigate to={stepUrl(cj.journey.product, decision.to.route)} replace />;
  return <ApplicationStatusPage cj={cj} application={application} records={rules.data ?? []} />;
}
