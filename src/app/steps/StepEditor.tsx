/**
 * A step's form in a dialog, for editing from the review page: Continue validates and saves
 * (without moving the application's stage), Cancel discards what was typed.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { ApplicationRecord } from '../api/application.types';
import { FormStep } from './FormStep';
import { draftKey, stepDrafts } from './step-drafts';
import { useStepSaver } from './use-step-saver';

export interface StepEditorProps {
  cj: CompiledJourney;
  application: ApplicationRecord;
  records: readonly RuleRecord[];
  stepId: string;
  title: string;
  onClose: () => void;
}

export function StepEditor({ cj, application, records, stepId, title, onClose }: StepEditorProps) {
  const step = cj.step(stepId);
  const { save } = useStepSaver(step, application);
  const close = () => {
    delete stepDrafts[draftKey(cj.journey.product, stepId)];
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && close()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormStep
                cj={cj}
                step={step}
                document={application.data}
                records={records}
                hideHeading
                continueLabel="Continue"
                onCancel={close}
                onContinue={async (formData) => {
                  const outcome = await save(formData);
                  if ('errors' in outcome) return outcome.errors;
                  if ('failed' in outcome) throw new Error('save failed');
                  close();
                }}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cancel" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
