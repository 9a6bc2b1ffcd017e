/** Runs a step's pipeline on the application document and reports application pointers. */
import { readForm, toApplicationPointer } from '../binding/form-binding';
import type { CompiledJourney } from '../journey/compiled-journey';
import type { FieldError } from './field-error';
import { validateStepForm, type ValidationMode } from './step-validation';

/** Errors of one step's form data, with form pointers (what the browser shows under fields). */
export function validateForm(cj: CompiledJourney, stepId: string, formData: unknown, mode: ValidationMode): FieldError[] {
  return validateStepForm(cj.formValidators(stepId), formData, cj.catalogue, mode);
}

/** Errors of one step, read from the application document, with application pointers. */
export function validateStep(cj: CompiledJourney, stepId: string, application: unknown, mode: ValidationMode): FieldError[] {
  const step = cj.step(stepId);
  if (!step.form) return [];
  return validateForm(cj, stepId, readForm(step, application), mode).map((error) => ({
    ...error,
    path: toApplicationPointer(step, error.path),
  }));
}
