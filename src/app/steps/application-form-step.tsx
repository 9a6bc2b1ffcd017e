/** A form step of an existing application: autosaves while typing, moves on with Save & Continue. */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { nextStep, previousStep } from '../../engine/graph/step-graph';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { selectConflict } from '../../engine/step-session/step-snapshot';
import type { ApplicationRecord } from '../api/application.types';
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { FormStep } from './form-step';
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

function ApplicationForm({ cj, step, application, records }: ApplicationFormStepProps) {
  const navigate = useNavigate();
  const product = cj.journey.product;
  const session = useApplicationStepSession({ cj, step, application, records, autosave: true });
  const conflict = useStepState(session, selectConflict);

  const onContinue = useCallback(
    async (answers: Record<string, unknown>) => {
      const next = nextStep(cj, step.id, session.documentWith(answers));
      const outcome = await session.save({ answers, stage: next?.stage });
      if (outcome.kind === 'refused') return outcome.errors;
      if (outcome.kind !== 'saved') throw new Error(`The answers were not saved (${outcome.kind})`);
      void navigate(next ? stepUrl(product, next.route) : productRoot(product));
    },
    [cj, step, session, navigate, product],
  );

  const previous = previousStep(cj, step.id, application.data);
  // Back saves the draft on the way when the draft rules accept it, and leaves whatever the answer.
  const onBack = previous ? () => void session.saveDraft().finally(() => navigate(stepUrl(product, previous.route))) : undefined;

  return (
    <FormStep
      cj={cj}
      step={step}
      document={application.data}
      records={records}
      session={session}
      signedIn
      onContinue={onContinue}
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
