/**
 * Where an applicant with no application of a product goes: the step the journey names for it,
 * or its first step (a new applicant's basic info). A product whose first step needs an
 * application names another, so its root never redirects to itself.
 */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';

export function stepWithoutApplication(cj: CompiledJourney): JourneyStep {
  const named = cj.journey.withoutApplication;
  return (named && cj.stepOfStage(named)) || cj.journey.steps[0];
}
