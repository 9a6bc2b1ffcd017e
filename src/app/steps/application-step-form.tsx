/**
 * A form step of an existing application whose Continue saves the answers through the step's
 * session (the step page, the review page's editor): a refusal's field errors go back under the
 * fields, any outcome but saved is a failure the form tells, and only a save leads on.
 */
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { StepSession } from '../../engine/step-session/step-session';
import type { ApplicationRecord } from '../api/application.types';
import { FormStep, type FormStepProps } from './form-step';

type Answers = Record<string, unknown>;

export interface ApplicationStepFormProps extends Omit<FormStepProps, 'document' | 'session' | 'signedIn' | 'onContinue' | 'onAutosave'> {
  application: ApplicationRecord;
  session: StepSession;
  /** The step the answers lead to: the save moves the application to its stage. None keeps the stage (an edit in place). */
  leadsTo?: (answers: Answers) => JourneyStep | undefined;
  /** The answers are saved; `next` is what `leadsTo` answered for them. */
  onSaved: (next: JourneyStep | undefined) => void;
}

export function ApplicationStepForm({ application, session, leadsTo, onSaved, ...form }: ApplicationStepFormProps) {
  async function saveAndLeadOn(answers: Answers) {
    const next = leadsTo?.(answers);
    const outcome = await session.save({ answers, stage: next?.stage });
    if (outcome.kind === 'refused') return outcome.errors;
    if (outcome.kind !== 'saved') throw new Error(`The answers were not saved (${outcome.kind})`);
    onSaved(next);
  }
  return <FormStep {...form} document={application.data} session={session} signedIn onContinue={saveAndLeadOn} />;
}
