/**
 * What is submitted: the answers on the path the applicant actually took. Answers of steps no
 * longer on the path, and of fields hidden by their conditions, are left out.
 */
import { boundPointer, formProperties, readForm, writeForm } from '../binding/form-binding';
import { answeredSteps } from '../graph/step-graph';
import type { CompiledJourney } from '../journey/compiled-journey';
import { getAt, pointersOverlap, setAt } from '../json-pointer';
import { hiddenFields, withoutHidden } from '../validation/step-validation';

export function submittedDocument<T extends Record<string, unknown>>(cj: CompiledJourney, document: T): T {
  const path = answeredSteps(cj, document);
  const onPath = new Set(path.map((s) => s.id));
  const kept = path.flatMap((s) => formProperties(s).map((p) => boundPointer(s, p)));
  let out = document;
  // Fields only steps off the path own.
  for (const step of cj.journey.steps) {
    if (!step.form || onPath.has(step.id)) continue;
    for (const pointer of formProperties(step).map((p) => boundPointer(step, p))) {
      if (!kept.some((k) => pointersOverlap(k, pointer)) && getAt(out, pointer) !== undefined) out = setAt(out, pointer, undefined);
    }
  }
  // Fields hidden on the steps taken.
  for (const step of path) {
    if (!step.form) continue;
    const form = readForm(step, out);
    const hidden = hiddenFields(cj.formValidators(step.id), form);
    if (hidden.length > 0) out = writeForm(step, out, withoutHidden(form, hidden));
  }
  return out;
}
