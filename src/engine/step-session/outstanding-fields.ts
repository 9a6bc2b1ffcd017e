/**
 * The fields that keep Save & Continue from going on: each field with an error as Save & Continue
 * judges the answers, once, in the order of the form. A step whose button waits for a valid form
 * lists them beside it, so the applicant is told what is still to do, not only that something is.
 */
import { inFormOrder } from '../binding/form-fields';
import type { JourneyStep } from '../journey/journey.types';
import type { FieldError } from '../validation/field-error';

export function outstandingFields(step: JourneyStep, complete: readonly FieldError[]): string[] {
  if (complete.length === 0 || !step.form) return [];
  return [...new Set(inFormOrder(step.form, complete).map((error) => error.path))];
}
