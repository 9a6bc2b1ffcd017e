/**
 * Where a form's answers are stored: a field's pointer (`bind`, else `/<field>`) into a section
 * the application schema describes must name a place it has (a misspelt place stores the answer
 * where the decision, the review and the console never read it); a product's own data goes in a
 * section of its own at the top level, which its form describes, or under an `_extension`. No two fields of a step may
 * share a place or sit one inside the other (each save of one would overwrite the other). A field of type null (a search that fills the
 * others) stores nothing, so its place is not judged.
 */
import { boundPointer, formProperties } from '../../../engine/binding/form-binding';
import type { Journey } from '../../../engine/journey/journey.types';
import { formatPointer, parsePointer } from '../../../engine/json-pointer';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import { describedBy } from './check-flow';
import type { PlacedStep } from './check-product-settings';

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

export function checkBindings(journey: Journey, placed: readonly PlacedStep[], application: unknown): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const step of journey.steps) {
    const place = placed.find((p) => p.step.id === step.id);
    if (!step.form || !place) continue;
    const at = (property: string) =>
      `${place.pointer}${step.form?.bind?.[property] !== undefined ? `/form/bind/${property}` : `/form/schema/properties/${property}`}`;
    const bound: { property: string; pointer: string }[] = [];
    const properties = ((step.form.schema as { properties?: object }).properties ?? {}) as Record<string, { type?: unknown }>;
    for (const property of formProperties(step)) {
      if (properties[property]?.type === 'null') continue;
      const pointer = boundPointer(step, property);
      const tokens = parsePointer(pointer);
      const unknown = tokens.findIndex((_, k) => !describedBy(application, tokens.slice(0, k + 1)));
      // Top level: a product's own section; under an `_extension`: the entity's extension point.
      if (unknown > 0 && tokens[unknown - 1] !== '_extension')
        out.push({
          file: place.file,
          pointer: at(property),
          code: C.badBinding,
          message: `"${property}" is stored at ${pointer}, but the application has no "${tokens[unknown]}" in ${formatPointer(tokens.slice(0, unknown))}: nothing that reads the application would find it there`,
        });
      const other = bound.find((b) => within(pointer, b.pointer) || within(b.pointer, pointer));
      if (other)
        out.push({
          file: place.file,
          pointer: at(property),
          code: C.badBinding,
          message: `"${property}" (${pointer}) and "${other.property}" (${other.pointer}) are stored in one place: a save of one overwrites the other`,
        });
      bound.push({ property, pointer });
    }
  }
  return out;
}
