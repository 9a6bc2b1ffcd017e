/**
 * A journey's `migrations` must lead somewhere: a stage's entry names a step of this revision,
 * a path's entry a place a field of this revision is bound to, and an old path no field still
 * reads (moving answers away from it would empty that field).
 */
import { boundPointer, formProperties } from '../../../engine/binding/form-binding';
import type { Journey } from '../../../engine/journey/journey.types';
import { formatPointer } from '../../../engine/json-pointer';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';

export function checkMigrations(journey: Journey, file: string): Diagnostic[] {
  const { stages = {}, paths = {} } = journey.migrations ?? {};
  const out: Diagnostic[] = [];
  const stepIds = new Set(journey.steps.map((s) => s.id));
  for (const [stage, step] of Object.entries(stages)) {
    if (!stepIds.has(step)) {
      out.push({
        file,
        pointer: `/migrations/stages${formatPointer([stage])}`,
        code: C.migrationTarget,
        message: `migrations send stage ${stage} to step "${step}", which journey "${journey.product}" does not have`,
      });
    }
  }
  const bound = journey.steps.flatMap((step) => formProperties(step).map((field) => ({ step: step.id, field, pointer: boundPointer(step, field) })));
  const fieldAt = (pointer: string) => bound.find((b) => pointer === b.pointer || pointer.startsWith(`${b.pointer}/`));
  for (const [from, to] of Object.entries(paths)) {
    const at = `/migrations/paths${formatPointer([from])}`;
    if (!fieldAt(to))
      out.push({ file, pointer: at, code: C.migrationTarget, message: `migrations move answers to ${to}, where no field of the journey is bound` });
    const reader = fieldAt(from);
    if (reader) {
      out.push({
        file,
        pointer: at,
        code: C.migrationLivePath,
        message: `migrations move answers away from ${from}, which field ${reader.field} of step ${reader.step} still reads: it would be emptied`,
      });
    }
  }
  return out;
}
