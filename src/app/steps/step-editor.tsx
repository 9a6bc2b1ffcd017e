/**
 * A step's form in a dialog, for editing from the review page: Continue validates and saves
 * (without moving the application's stage), Cancel discards what was typed. No autosave: what is
 * typed here counts only once Continue is pressed.
 */
import { Center, Spinner } from '@chakra-ui/react';
import { Dialog } from '../../widgets/later/dialog';
import { TitledDialog } from '../../widgets/later/titled-dialog';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { ApplicationRecord } from '../api/application.types';
import { ApplicationStepForm } from './application-step-form';
import { useApplicationStepSession } from './use-application-step-session';
import { useStepCode } from './use-step-code';

export interface StepEditorProps {
  cj: CompiledJourney;
  application: ApplicationRecord;
  records: readonly RuleRecord[];
  stepId: string;
  title: string;
  onClose: () => void;
}

export function StepEditor({ cj, application, records, stepId, title, onClose }: StepEditorProps) {
  const edited = { cj, step: cj.step(stepId), application, records };
  const session = useApplicationStepSession(edited);
  // The edited step's widgets and lists, which the page showing the dialog did not need itself.
  const code = useStepCode(cj.journey.product, edited.step, true);
  if (code.error) throw code.error;
  const close = () => {
    session.dropDraft();
    onClose();
  };
  return (
    <TitledDialog open onOpenChange={(d) => !d.open && close()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" title={title} closeLabel="Cancel">
      <Dialog.Body>
        {code.isLoading ? (
          <Center py="8">
            <Spinner color="brand.solid" aria-label="Loading" />
          </Center>
        ) : (
          <ApplicationStepForm {...edited} session={session} hideHeading continueLabel="Continue" onCancel={close} onSaved={close} />
        )}
      </Dialog.Body>
    </TitledDialog>
  );
}
