/**
 * The step graph: which step follows which for the given application data, the path the
 * applicant takes, and the furthest step the application may reach.
 */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';
import { prepareData } from '../validation/prepare-data';
import type { RuleRecord } from '../rules/rule-record.types';
import { validateStep } from '../validation/validate-step';

/** The step that follows `stepId` for this data: the first transition whose condition holds. */
export function nextStep(cj: CompiledJourney, stepId: string, application: unknown): JourneyStep | undefined {
  const transitions = cj.step(stepId).next ?? [];
  const data = prepareData(application);
  for (let i = 0; i < transitions.length; i++) {
    const test = cj.transitionTest(stepId, i);
    if (!test || test(data)) return cj.step(transitions[i].to);
  }
  return undefined;
}

/** The steps the applicant passes through, from `fromStepId` (the journey's first step) on. */
export function stepPath(cj: CompiledJourney, application: unknown, fromStepId = cj.journey.steps[0].id): JourneyStep[] {
  const path: JourneyStep[] = [];
  const seen = new Set<string>();
  let step: JourneyStep | undefined = cj.step(fromStepId);
  while (step && !seen.has(step.id)) {
    path.push(step);
    seen.add(step.id);
    step = nextStep(cj, step.id, application);
  }
  return path;
}

/**
 * The steps whose answers count, in order: the path, with the form steps a step edits in place
 * just before it. What is checked at submission and what is submitted follow this list.
 */
export function answeredSteps(cj: CompiledJourney, application: unknown): JourneyStep[] {
  return withEditedSteps(cj, stepPath(cj, application));
}

/** The steps, each preceded by the form steps it edits in place. */
export function withEditedSteps(cj: CompiledJourney, steps: readonly JourneyStep[]): JourneyStep[] {
  return steps.flatMap((step) => [...(step.edits ?? []).map((id) => cj.step(id)), step]);
}

export function previousStep(cj: CompiledJourney, stepId: string, application: unknown): JourneyStep | undefined {
  const path = stepPath(cj, application);
  const index = path.findIndex((s) => s.id === stepId);
  return index > 0 ? path[index - 1] : undefined;
}

/** The step's completeWhen condition alone, for a caller that has validated the step's form already. */
export function meetsCompletionCondition(cj: CompiledJourney, step: JourneyStep, application: unknown): boolean {
  const done = cj.completionTest(step.id);
  return !done || done(prepareData(application)) === true;
}

/** A step is complete when its form passes the whole pipeline and its completeWhen condition holds. */
export function isStepComplete(cj: CompiledJourney, step: JourneyStep, application: unknown, records: readonly RuleRecord[] = []): boolean {
  if ((step.edits ?? []).some((id) => !isStepComplete(cj, cj.step(id), application, records))) return false;
  if (!meetsCompletionCondition(cj, step, application)) return false;
  return !step.form || validateStep(cj, step.id, application, 'complete', records).length === 0;
}

/**
 * Where the application may be: the step of its stored stage when that stage is on the path,
 * but never past the first incomplete step before it.
 */
export function furthestStep(cj: CompiledJourney, application: unknown, storedStage: string, records: readonly RuleRecord[] = []): JourneyStep {
  const path = stepPath(cj, application);
  const stored = cj.stepOfStage(storedStage);
  if (stored && !path.some((s) => s.id === stored.id)) return stored; // a stage of another status group
  for (const step of path) {
    if (step.stage === storedStage || !isStepComplete(cj, step, application, records)) return step;
  }
  return path[path.length - 1];
}

/** Whether `stepId` lies on the path at or before the furthest step the application may reach. */
export function isStepReachable(cj: CompiledJourney, stepId: string, application: unknown, storedStage: string, records: readonly RuleRecord[] = []): boolean {
  const path = stepPath(cj, application);
  const furthest = furthestStep(cj, application, storedStage, records);
  const index = path.findIndex((s) => s.id === stepId);
  const limit = path.findIndex((s) => s.id === furthest.id);
  return index >= 0 && (limit < 0 || index <= limit);
}
