/**
 * The step session of a form step of an existing application, as the step page and the review
 * page's editor both use it: saves go through the application port, what was typed is kept as a
 * draft per product and step, and a version saved elsewhere (another screen, a reload) brings its
 * answers into the fields left alone.
 */
import { useEffect } from 'react';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { draftKey } from '../../engine/step-session/step-drafts';
import { StepSession } from '../../engine/step-session/step-session';
import type { ApplicationRecord } from '../api/application.types';
import { afterNextPaint } from './after-paint';
import { useApplicationPort } from './use-application-port';
import { stepDrafts, useStepSession } from './use-step-session';

export interface ApplicationStepSessionOptions {
  cj: CompiledJourney;
  step: JourneyStep;
  application: ApplicationRecord;
  records: readonly RuleRecord[];
  /** Save while typing (the step page); the editor saves only on Continue. */
  autosave?: boolean;
}

export function useApplicationStepSession({ cj, step, application, records, autosave }: ApplicationStepSessionOptions): StepSession {
  const port = useApplicationPort();
  const session = useStepSession(
    () =>
      new StepSession({
        cj,
        step,
        records,
        application: { record: application, port },
        drafts: { store: stepDrafts, key: draftKey(cj.journey.product, step.id) },
        autosave,
        schedule: afterNextPaint,
      }),
  );
  useEffect(() => session.receiveApplication(application), [session, application]);
  return session;
}
