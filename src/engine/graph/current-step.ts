/**
 * The step an application belongs on, decided from what the server holds: the furthest step of
 * the path while its status has steps to fill in, otherwise the step of its status's stage.
 * The router sends the user there whatever URL they typed.
 */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';
import { landingStage } from '../lifecycle/lifecycle';
import type { RuleRecord } from '../rules/rule-record.types';
import { furthestStep, stepPath } from './step-graph';

export function currentStep(cj: CompiledJourney, status: string, stage: string, data: unknown, records: readonly RuleRecord[] = []): JourneyStep | undefined {
  const onPath = stepPath(cj, data).filter((s) => s.status === status);
  if (onPath.length > 0) return furthestStep(cj, data, stage, records);
  const ofStage = cj.stepOfStage(stage);
  if (ofStage && ofStage.status === status) return ofStage;
  const landing = landingStage(cj.journey, status);
  return landing ? cj.stepOfStage(landing) : undefined;
}

/** Whether the user may open `step` now: a step of the application's status, not past the furthest one. */
export function mayOpenStep(cj: CompiledJourney, step: JourneyStep, status: string, stage: string, data: unknown, records: readonly RuleRecord[] = []): boolean {
  if (step.guards.includes('public')) return true;
  if (step.status !== status) return false;
  const path = stepPath(cj, data);
  const index = path.findIndex((s) => s.id === step.id);
  if (index < 0) return cj.stepOfStage(stage)?.id === step.id;
  const furthest = furthestStep(cj, data, stage, records);
  return index <= path.findIndex((s) => s.id === furthest.id);
}
