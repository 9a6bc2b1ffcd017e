/** The product root: sends the user to the furthest route the application may reach. */
import { Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { currentStep } from '../../engine/graph/current-step';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { useValidationRules } from '../api/validation-rules';
import { session } from '../session/session-store';
import { stepPath } from './route-paths';
import { Loading } from './StepRoute';
import { useCurrentApplication } from './use-current-application';

export function RootRedirect({ cj }: { cj: CompiledJourney }) {
  const { accessToken } = useSnapshot(session);
  const { application, isLoading, error } = useCurrentApplication(cj.journey.product, Boolean(accessToken));
  const rules = useValidationRules(cj.journey.product, Boolean(accessToken));
  const first = cj.journey.steps[0];
  if (error ?? rules.error) throw error ?? rules.error;
  if (isLoading || rules.isLoading) return <Loading />;
  const target = application ? currentStep(cj, application.status, application.stage, application.data, rules.data) : first;
  return <Navigate to={stepPath(cj.journey.product, (target ?? first).route)} replace />;
}
