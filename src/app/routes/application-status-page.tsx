/**
 * The page of a status the journey gives no step (a decision the journey has no screen for yet,
 * a status operations set): it says what the status is, with the contacts and a way out, so
 * every status an application can have lands on a page of its own.
 */
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { isTerminal, statusTitle } from '../../engine/lifecycle/lifecycle';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { StatusPageProps } from '../../screens/status-page';
import type { ApplicationRecord } from '../api/application.types';
import { LazyScreenStep as ScreenStep } from '../steps/lazy-screen-step';

export function ApplicationStatusPage({ cj, application, records }: { cj: CompiledJourney; application: ApplicationRecord; records: readonly RuleRecord[] }) {
  const journey = cj.journey;
  const screenProps = {
    title: `Your application: ${statusTitle(journey, application.status)}`,
    message: isTerminal(journey, application.status)
      ? 'This application is closed. Call us if you have any questions about it.'
      : "There is nothing for you to do here right now: we'll e-mail you when there is. Call us if you have any questions.",
    actions: [
      { label: 'Back to Home', action: 'backToHome' },
      { label: 'Log Out', action: 'logOut' },
    ],
  } satisfies StatusPageProps;
  const step: JourneyStep = {
    id: 'ApplicationStatus',
    route: '',
    stage: application.stage,
    status: application.status,
    guards: ['auth', 'application'],
    screen: 'statusPage',
    screenProps,
  };
  return <ScreenStep cj={cj} step={step} application={application} records={records} />;
}
