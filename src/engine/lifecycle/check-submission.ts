/**
 * Whether an application can be submitted: every step on the applicant's path before the
 * submitting step is complete (schema rules, rule records, completeWhen). On success it names
 * the document to submit (answers off the path left out) and where the application goes next.
 */
import { answeredSteps, isStepComplete } from '../graph/step-graph';
import type { CompiledJourney } from '../journey/compiled-journey';
import type { RuleRecord } from '../rules/rule-record.types';
import type { FieldError } from '../validation/field-error';
import { validateStep } from '../validation/validate-step';
import type { EntityCheck } from '../validation/entity-errors';
import { toFormPointer } from '../binding/form-binding';
import { landingStage } from './lifecycle';
import { submittedDocument } from './submitted-document';

export interface StepToFix {
  id: string;
  title: string;
  route: string;
}

export type SubmissionVerdict<T> = { ok: true; document: T; status: string; stage: string } | { ok: false; errors: FieldError[]; steps: StepToFix[] };

export function checkSubmission<T extends Record<string, unknown>>(
  cj: CompiledJourney,
  document: T,
  records: readonly RuleRecord[] = [],
  entityErrors?: EntityCheck,
): SubmissionVerdict<T> {
  const { initial, submitted } = cj.journey.lifecycle;
  const path = answeredSteps(cj, document).filter((s) => s.status === initial);
  // The last step of the path is the one that submits (review and submit): it has nothing to answer.
  const toCheck = path.slice(0, -1);
  const errors: FieldError[] = [];
  const steps: StepToFix[] = [];
  for (const step of toCheck) {
    const stepErrors = validateStep(cj, step.id, document, 'complete', records);
    if (stepErrors.length > 0 || !isStepComplete(cj, step, document, records)) {
      errors.push(...stepErrors);
      steps.push({ id: step.id, title: step.title ?? step.id, route: step.route });
    }
  }
  // Every stored value, on the path or not, answered through a step or not, must fit the entity.
  const malformed = entityErrors?.(document) ?? [];
  for (const error of malformed) {
    errors.push(error);
    const step = toCheck.find((s) => s.form && toFormPointer(s, error.path) !== undefined) ?? toCheck[0];
    if (step && !steps.some((s) => s.id === step.id)) steps.push({ id: step.id, title: step.title ?? step.id, route: step.route });
  }
  if (steps.length > 0) return { ok: false, errors, steps };
  return { ok: true, document: submittedDocument(cj, document), status: submitted, stage: landingStage(cj.journey, submitted)! };
}
