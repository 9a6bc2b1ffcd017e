/**
 * An additional owner's item of the co-owner list, checked as the step that asks for the list
 * checks it (its schema, its conditions and the product's rule records): the owner confirming
 * their own details meets the same rules the applicant met entering them. Only the item's errors
 * count; the rest of the application is not the owner's to fix.
 */
import { boundPointer, formProperties } from '../binding/form-binding';
import type { CompiledJourney } from '../journey/compiled-journey';
import type { RuleRecord } from '../rules/rule-record.types';
import type { FieldError } from '../validation/field-error';
import { validateStep } from '../validation/validate-step';

export function checkOwnerItem(cj: CompiledJourney, document: unknown, listPointer: string, index: number, records: readonly RuleRecord[] = []): FieldError[] {
  const item = `${listPointer}/${index}`;
  const asking = cj.journey.steps.filter((step) => step.form && formProperties(step).some((p) => boundPointer(step, p) === listPointer));
  if (asking.length === 0) throw new Error(`No step of ${cj.journey.product} asks for ${listPointer}`);
  const seen = new Set<string>();
  return asking
    .flatMap((step) => validateStep(cj, step.id, document, 'complete', records))
    .filter((error) => error.path === item || error.path.startsWith(`${item}/`))
    .filter((error) => !seen.has(error.path) && seen.add(error.path));
}
