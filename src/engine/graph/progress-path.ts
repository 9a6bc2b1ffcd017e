/**
 * The steps the breadcrumb progress names (spec 02 section 2, 'Other UI'): the applicant's path
 * through this part of the journey (the steps of the step's status that show progress), branches
 * chosen by the answers so far; none when the step is not on it.
 */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';
import { stepPath } from './step-graph';

export function progressPath(cj: CompiledJourney, step: JourneyStep, document: unknown): JourneyStep[] {
  const path = stepPath(cj, document).filter((s) => s.status === step.status && s.progress);
  return path.some((s) => s.id === step.id) ? path : [];
}
