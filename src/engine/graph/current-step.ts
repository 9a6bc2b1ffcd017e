/**
 * Where an application belongs, decided from what the server holds: the furthest step of the
 * path while its status has steps to fill in, otherwise the step of its status's stage, otherwise
 * no step at all (the status has no page in this journey: the generic status page shows it).
 * The router sends the user there whatever URL they typed.
 */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';
import { landingStage, stagesOfStatus } from '../lifecycle/lifecycle';
import type { RuleRecord } from '../rules/rule-record.types';
import { furthestStep, stepPath } from './step-graph';

export interface ApplicationPlace {
  status: string;
  stage: string;
  data: unknown;
}

export function currentStep(cj: CompiledJourney, status: string, stage: string, data: unknown, records: readonly RuleRecord[] = []): JourneyStep | undefined {
  const onPath = stepPath(cj, data).filter((s) => s.status === status);
  if (onPath.length > 0) {
    const furthest = furthestStep(cj, data, stage, records);
    return furthest.status === status ? furthest : onPath[0];
  }
  // A stage may belong to several statuses (Withdrawn, by operations or by the applicant): its
  // step serves each of them.
  const stages = stagesOfStatus(cj.journey, status);
  const ofStage = stages.includes(stage) ? cj.stepOfStage(stage) : undefined;
  if (ofStage) return ofStage;
  const landing = landingStage(cj.journey, status);
  return landing ? cj.stepOfStage(landing) : undefined;
}

/** Whether the user may open `step` now: a step of the application's status, not past the furthest one. */
export function mayOpenStep(
  cj: CompiledJourney,
  step: JourneyStep,
  status: string,
  stage: string,
  data: unknown,
  records: readonly RuleRecord[] = [],
): boolean {
  if (step.guards.includes('public')) return true;
  if (step.status !== status) return false;
  const path = stepPath(cj, data);
  const index = path.findIndex((s) => s.id === step.id);
  if (index < 0) return currentStep(cj, status, stage, data, records)?.id === step.id;
  const furthest = furthestStep(cj, data, stage, records);
  return index <= path.findIndex((s) => s.id === furthest.id);
}

/**
 * What a route shows for an application: its step, a redirect to the step it belongs on, or the
 * generic status page. A redirect always names the application's current step, which `routeFor`
 * renders, so following redirects ends after one hop: a redirect can never loop.
 */
export type RouteDecision = { kind: 'render' } | { kind: 'redirect'; to: JourneyStep } | { kind: 'statusPage' };

export function routeFor(cj: CompiledJourney, step: JourneyStep | undefined, place: ApplicationPlace, records: readonly RuleRecord[] = []): RouteDecision {
  const current = currentStep(cj, place.status, place.stage, place.data, records);
  if (step && (step.id === current?.id || mayOpenStep(cj, step, place.status, place.stage, place.data, records))) return { kind: 'render' };
  return current ? { kind: 'redirect', to: current } : { kind: 'statusPage' };
}
