/**
 * The buttons under a form step (Back or Cancel, Save & Continue), subscribed to the step session
 * on their own so that what they show changing re-renders them alone, not the form. A step whose
 * Save & Continue waits for a valid form (`continueOnlyWhenValid`) lists beside the button what is
 * still to answer or correct, each a link to its field.
 */
import { Button, Flex, Stack } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { fieldLabel } from '../../engine/binding/form-fields';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { StepSession } from '../../engine/step-session/step-session';
import type { StepSnapshot } from '../../engine/step-session/step-snapshot';
import { messageText, type MessageCatalogue } from '../../engine/validation/messages';
import { fieldId } from '../../widgets/field-id';
import { OutstandingAnswers } from '../../widgets/outstanding-answers';
import { shallowEqual, useStepState } from './use-step-session';

export interface StepActionsProps {
  session: StepSession;
  step: JourneyStep;
  catalogue: MessageCatalogue;
  /** Back (a step) or Cancel (an edit dialog); neither leaves the button's place empty. */
  onBack?: () => void;
  onCancel?: () => void;
  continueLabel?: string;
}

const selectActions = (s: StepSnapshot) => ({ continuing: s.continuing, complete: s.completeErrors.length === 0, outstanding: s.outstanding });

export const StepActions = memo(function StepActions({ session, step, catalogue, onBack, onCancel, continueLabel }: StepActionsProps) {
  const { continuing, complete, outstanding } = useStepState(session, selectActions, shallowEqual);
  const blocked = step.continueOnlyWhenValid === true && !complete;
  const answers = useMemo(
    () => (blocked && step.form ? outstanding.map((path) => ({ fieldId: fieldId(path), label: fieldLabel(step.form!, path) })) : []),
    [blocked, outstanding, step],
  );
  const listId = `${step.id}-outstanding`;
  return (
    <Stack gap="3" mt="8">
      <OutstandingAnswers id={listId} heading={messageText(catalogue, 'continueOutstanding')} answers={answers} />
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        {onCancel || onBack ? (
          <Button variant="outline" onClick={onCancel ?? onBack} type="button">
            {onCancel ? 'Cancel' : 'Back'}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" colorPalette="brand" loading={continuing} disabled={blocked} aria-describedby={answers.length > 0 ? listId : undefined} size="lg">
          {continueLabel ?? 'Save & Continue'}
        </Button>
      </Flex>
    </Stack>
  );
});
