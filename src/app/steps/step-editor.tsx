/**
 * A step's form in a dialog, for editing from the review page: Continue validates and saves
 * (without moving the application's stage), Cancel discards what was typed. No autosave: what is
 * typed here counts only once Continue is pressed.
 */
import { Dialog } from '../../widgets/later/dialog';
import { TitledDialog } from '../../widgets/later/titled-dialog';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { ApplicationRecord } from '../api/application.types';
import { FormStep } from './form-step';
import { useApplicationStepSession } from './use-application-step-session';

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
  const session = useApplicationStepSession({ cj, step, application, records });
  const close = () => {
    session.dropDraft();
    onClose();
  };
  return (
    <TitledDialog open onOpenChange={(d) => !d.open && close()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" title={title} closeLabel="Cancel">
      <Dialog.Body>
        <FormStep
          cj={cj}
          step={step}
          document={application.data}
          records={records}
          session={session}
          signedIn
          hideHeading
          continueLabel="Continue"
          onCancel={close}
          onContinue={async (answers) => {
            const outcome = await session.save({ answers });
            if (outcome.kind === 'refused') return outcome.errors;
            if (outcome.kind !== 'saved') throw new Error(`The answers were not saved (${outcome.kind})`);
            close();
          }}
        />
      </Dialog.Body>
    </TitledDialog>
  );
}
