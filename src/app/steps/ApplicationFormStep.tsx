/** A form step of an existing application: autosaves while typing, moves on with Save & Continue. */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { nextStep, previousStep } from '../../engine/graph/step-graph';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { validateForm } from '../../engine/validation/validate-step';
import { writeForm } from '../../engine/binding/form-binding';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { ApplicationRecord } from '../api/application.types';
import { productRoot, stepPath } from '../routes/route-paths';
import { hiddenFields, withoutHidden } from '../../engine/validation/step-validation';
import { withoutClientIds } from '../../engine/binding/client-ids';
import { FormStep } from './FormStep';
import { draftKey, stepDrafts } from './step-drafts';
import { useStepSaver } from './use-step-saver';

export interface ApplicationFormStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  application: ApplicationRecord;
  uiOverrides?: Record<string, unknown>;
  records: readonly RuleRecord[];
}

export function ApplicationFormStep({ cj, step, application, uiOverrides, records }: ApplicationFormStepProps) {
  const navigate = useNavigate();
  const { save, conflict, dismissConflict, latest } = useStepSaver(step, application);
  const product = cj.journey.product;

  const onAutosave = useCallback(async (formData: Record<string, unknown>) => {
    const outcome = await save(formData);
    return 'errors' in outcome ? outcome.errors : undefined;
  }, [save]);

  const onContinue = useCallback(async (formData: Record<string, unknown>) => {
    const document = writeForm(step, latest.current?.data ?? application.data, formData);
    const next = nextStep(cj, step.id, document);
    const outcome = await save(formData, next?.stage);
    if ('errors' in outcome) return outcome.errors;
    if ('failed' in outcome) throw new Error('save failed');
    navigate(next ? stepPath(product, next.route) : productRoot(product));
  }, [cj, step, save, latest, application, navigate, product]);

  const previous = previousStep(cj, step.id, application.data);
  const onBack = previous
    ? () => {
        const draft = readDraftValid(cj, step, records, application.data);
        void (draft ? save(draft) : Promise.resolve()).finally(() => navigate(stepPath(product, previous.route)));
      }
    : undefined;

  return (
    <FormStep
      key={`${step.id}:${application.id}`}
      cj={cj}
      step={step}
      document={application.data}
      records={records}
      uiOverrides={uiOverrides}
      onAutosave={onAutosave}
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
            <CloseButton size="sm" onClick={dismissConflict} aria-label="Dismiss" />
          </Alert.Root>
        )
      }
    />
  );
}

/** The step's unsaved draft, when the draft rules accept it (so Back saves it on the way). */
function readDraftValid(
  cj: CompiledJourney,
  step: JourneyStep,
  records: readonly RuleRecord[],
  document: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const draft = stepDrafts[draftKey(cj.journey.product, step.id)];
  if (!draft) return undefined;
  const pruned = withoutClientIds(withoutHidden(draft, hiddenFields(cj.formValidators(step.id), draft)));
  return validateForm(cj, step.id, pruned, 'draft', { records, document }).length === 0 ? pruned : undefined;
}
