/** A form step of an existing application: autosaves while typing, moves on with Save & Continue. */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { nextStep, previousStep } from '../../engine/graph/step-graph';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { selectConflict } from '../../engine/step-session/step-snapshot';
import type { ApplicationRecord } from '../api/application.types';
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { ApplicationStepForm } from './application-step-form';
import { useApplicationStepSession } from './use-application-step-session';
import { useStepState } from './use-step-session';

export interface ApplicationFormStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  application: ApplicationRecord;
  records: readonly RuleRecord[];
}

/** A new step or application is a new session. */
export function ApplicationFormStep(props: ApplicationFormStepProps) {
  return <ApplicationForm key={`${props.step.id}:${props.application.id}`} {...props} />;
}

function ApplicationForm(props: ApplicationFormStepProps) {
  const { cj, step, application } = props;
  const navigate = useNavigate();
  const product = cj.journey.product;
  const session = useApplicationStepSession({ ...props, autosave: true });
  const conflict = useStepState(session, selectConflict);

  const previous = previousStep(cj, step.id, application.data);
  // Back saves the draft on the way when the draft rules accept it, and leaves whatever the answer.
  const onBack = previous ? () => void session.saveDraft().finally(() => navigate(stepUrl(product, previous.route))) : undefined;

  return (
    <ApplicationStepForm
      {...props}
      session={session}
      leadsTo={(answers) => nextStep(cj, step.id, session.documentWith(answers))}
      onSaved={(next) => void navigate(next ? stepUrl(product, next.route) : productRoot(product))}
      onBack={onBack}
      notice={
        conflict && (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This application was changed in another window.</Alert.Title>
              <Alert.Description>We loaded the latest version and kept what you typed here.</Alert.Description>
            </Alert.Content>
            <CloseButton size="sm" onClick={() => session.dismissConflict()} aria-label="Dismiss" />
          </Alert.Root>
        )
      }
    />
  );
}
