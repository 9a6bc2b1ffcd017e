/**
 * A step's whole pipeline: the step's schema, then the product's rule records on the document
 * the step would produce, merged into one message per field by the spec's priority.
 */
import { readForm, toApplicationPointer, toFormPointer, writeForm } from '../binding/form-binding';
import type { CompiledJourney } from '../journey/compiled-journey';
import { evaluateRecords } from '../rules/evaluate-records';
import type { RuleRecord } from '../rules/rule-record.types';
import { withProductLimits } from '../rules/with-product-limits';
import { onePerField, type FieldError } from './field-error';
import { prepareData } from './prepare-data';
import { hiddenFields, validateStepForm, withoutHidden, type ValidationMode } from './step-validation';

export interface StepValidationContext {
  /** The product's rule records (GET /api/validation-rules); none means schema rules only. */
  records?: readonly RuleRecord[];
  /** The application document the form belongs to (other steps' answers, for cross-field rules). */
  document?: Record<string, unknown>;
  /** The fields hidden for this form data, when the caller has judged them already. */
  hidden?: readonly string[];
}

/** Errors of one step's form data, with form pointers (what the browser shows under fields). */
export function validateForm(cj: CompiledJourney, stepId: string, formData: unknown, mode: ValidationMode, context: StepValidationContext = {}): FieldError[] {
  const validators = cj.formValidators(stepId);
  const hidden = context.hidden ?? hiddenFields(validators, formData);
  const candidates = validateStepForm(validators, formData, cj.catalogue, mode, hidden);
  const records = context.records ?? [];
  if (records.length > 0) {
    const step = cj.step(stepId);
    const visible = withoutHidden(formData as Record<string, unknown>, hidden);
    const document = prepareData(writeForm(step, context.document ?? {}, visible));
    const inStep = (pointer: string) => {
      const formPointer = toFormPointer(step, pointer);
      return formPointer !== undefined && !hidden.some((h) => formPointer === h || formPointer.startsWith(h + '/'));
    };
    // A record may name one of the product's limits instead of repeating it (`#/limits/...`).
    const bound = withProductLimits(records, cj.journey.limits);
    for (const { involves, ...error } of evaluateRecords(bound, document, cj.catalogue, { within: inStep, draft: mode === 'draft' })) {
      // The answers it reads on this step. One changed on another step is judged when this step is
      // (leaving it, submitting), not refused from a screen that does not show this field.
      const read = (involves ?? []).filter(inStep).map((pointer) => toFormPointer(step, pointer)!);
      candidates.push({ ...error, path: toFormPointer(step, error.path)!, ...(read.length > 0 ? { involves: read } : {}) });
    }
  }
  return onePerField(candidates);
}

/** Errors of one step, read from the application document, with application pointers. */
export function validateStep(
  cj: CompiledJourney,
  stepId: string,
  application: unknown,
  mode: ValidationMode,
  records: readonly RuleRecord[] = [],
): FieldError[] {
  const step = cj.step(stepId);
  if (!step.form) return [];
  const document = (application ?? {}) as Record<string, unknown>;
  return validateForm(cj, stepId, readForm(step, document), mode, { records, document }).map((error) => ({
    ...error,
    path: toApplicationPointer(step, error.path),
    ...(error.involves ? { involves: error.involves.map((pointer) => toApplicationPointer(step, pointer)) } : {}),
  }));
}
