/**
 * One journey step behind its guards (spec 01 section 2): sign-in, an application, and the
 * server's view of where the application is; a URL the application may not open redirects.
 */
import { stepWithoutApplication } from '../../engine/graph/entry-step';
import { Navigate, useLocation } from 'react-router-dom';
import { routeFor } from '../../engine/graph/current-step';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { ApplicationRecord } from '../api/application.types';
import { useValidationRules } from '../api/validation-rules';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { useSession } from '../session/session-store';
import { useSettings } from '../settings/settings-context';
import { LazyApplicationFormStep as ApplicationFormStep } from '../steps/lazy-application-form-step';
import { LazyScreenStep as ScreenStep } from '../steps/lazy-screen-step';
import { Loading } from './loading';
import { NewApplicantBasicInfo } from '../steps/new-applicant-basic-info';
import { loginPath, productRoot, stepUrl } from '../../engine/journey/site-paths';
import { useStepCode } from '../steps/use-step-code';
import { useCurrentApplication } from './use-current-application';
import { stepReads } from './step-reads';
import { ApplicationGone } from './application-gone';

export function StepRoute({ cj, step }: { cj: CompiledJourney; step: JourneyStep }) {
  const location = useLocation();
  const { accessToken } = useSession();
  const signedIn = Boolean(accessToken);
  const isPublic = step.guards.includes('public');
  const forNewApplicants = step.guards.includes('noApplication');
  const settings = useSettings();
  const watchEveryMs = step.watchStatus ? settings.monitoringIntervalSeconds * 1000 : undefined;
  const reads = stepReads(step, signedIn);
  // A change of status while the step is open (a decision) is routed like any other: routeFor moves on.
  const { application, isLoading, hasNone, gone, error } = useCurrentApplication(cj.journey.product, reads.withApplication, watchEveryMs);
  const rules = useValidationRules(cj.journey.product, reads.rules);
  const product = cj.journey.product;
  const code = useStepCode(product, step, reads.withApplication);

  if (code.error) throw code.error;
  if (code.isLoading) return <Loading />;
  if (isPublic) return <StepBody cj={cj} step={step} />;
  if (rules.error) throw rules.error;
  const records = rules.data ?? [];
  if (rules.isLoading) return <Loading />;
  if (!signedIn) {
    return forNewApplicants ? <NewApplicantBasicInfo cj={cj} step={step} records={records} /> : <Navigate to={loginPath(location.pathname)} replace />;
  }
  if (error) throw error;
  if (isLoading) return <Loading />;
  if (hasNone || !application) {
    if (forNewApplicants) return <NewApplicantBasicInfo cj={cj} step={step} records={records} />;
    if (gone) return <ApplicationGone product={product} />;
    return <Navigate to={stepUrl(product, stepWithoutApplication(cj).route)} replace />;
  }
  const decision = routeFor(cj, step, application, records);
  if (decision.kind === 'redirect') return <Navigate to={stepUrl(product, decision.to.route)} replace />;
  // The root shows the status page and never redirects from it.
  if (decision.kind === 'statusPage') return <Navigate to={productRoot(product)} replace />;
  return <StepBody cj={cj} step={step} application={application} records={records} />;
}

function StepBody({
  cj,
  step,
  application,
  records = [],
}: {
  cj: CompiledJourney;
  step: JourneyStep;
  application?: ApplicationRecord;
  records?: readonly RuleRecord[];
}) {
  if (step.form) {
    if (!application) return null;
    return <ApplicationFormStep cj={cj} step={step} application={application} records={records} />;
  }
  return <ScreenStep cj={cj} step={step} application={application} records={records} />;
}
