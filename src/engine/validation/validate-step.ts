/**
 * A step's whole pipeline: the step's schema, then the product's rule records on the document
 * the step would produce, merged into one message per field by the spec's priority.
 */
import { readForm, toApplicationPointer, toFormPointer, writeForm } from '../binding/form-binding';
import type { CompiledJourney } from '../journey/compiled-journey';
import { evaluateRecordsInBothModes } from '../rules/evaluate-records';
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

/** A step's errors in both modes from one run of its pipeline, with its hidden fields. */
export interface StepVerdicts {
  hidden: readonly string[];
  complete: FieldError[];
  draft: FieldError[];
}

/** Errors of one step's form data, with form pointers (what the browser shows under fields). */
export function validateForm(cj: CompiledJourney, stepId: string, formData: unknown, mode: ValidationMode, context: StepValidationContext = {}): FieldError[] {
  return formVerdicts(cj, stepId, formData, context)[mode];
}

/**
 * Both modes' errors of one step's form data from one run: the hidden fields judged once, the
 * schema run once, each rule record checked once (form pointers).
 */
export function formVerdicts(cj: CompiledJourney, stepId: string, formData: unknown, context: StepValidationContext = {}): StepVerdicts {
  const validators = cj.formValidators(stepId);
  const hidden = context.hidden ?? hiddenFields(validators, formData);
  const complete = validateStepForm(validators, formData, cj.catalogue, 'complete', hidden);
  const draft = complete.filter((error) => error.source !== 'required');
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
    const found = evaluateRecordsInBothModes(bound, document, cj.catalogue, { within: inStep });
    // The answers it reads on this step. One changed on another step is judged when this step is
    // (leaving it, submitting), not refused from a screen that does not show this field.
    const inForm = ({ involves, ...error }: FieldError): FieldError => {
      const read = (involves ?? []).filter(inStep).map((pointer) => toFormPointer(step, pointer)!);
      return { ...error, path: toFormPointer(step, error.path)!, ...(read.length > 0 ? { involves: read } : {}) };
    };
    complete.push(...found.complete.map(inForm));
    draft.push(...found.draft.map(inForm));
  }
  return { hidden, complete: onePerField(complete), draft: onePerField(draft) };
}

/** Both modes' errors of one step, read from the application document, with application pointers (hidden fields too). */
export function stepVerdicts(cj: CompiledJourney, stepId: string, application: unknown, records: readonly RuleRecord[] = []): StepVerdicts {
  const step = cj.step(stepId);
  if (!step.form) return { hidden: [], complete: [], draft: [] };
  const document = (application ?? {}) as Record<string, unknown>;
  const verdicts = formVerdicts(cj, stepId, readForm(step, document), { records, document });
  const inApplication = (error: FieldError): FieldError => ({
    ...error,
    path: toApplicationPointer(step, error.path),
    ...(error.involves ? { involves: error.involves.map((pointer) => toApplicationPointer(step, pointer)) } : {}),
  });
  return {
    hidden: verdicts.hidden.map((pointer) => toApplicationPointer(step, pointer)),
    complete: verdicts.complete.map(inApplication),
    draft: verdicts.draft.map(inApplication),
  };
}

/** Errors of one step, read from the application document, with application pointers. */
export function validateStep(
  cj: CompiledJourney,
  stepId: string,
  application: unknown,
  mode: ValidationMode,
  records: readonly RuleRecord[] = [],
): FieldError[] {
  return stepVerdicts(cj, stepId, application, records)[mode];
}
