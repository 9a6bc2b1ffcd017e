/**
 * The journey's `personalData` against its forms: a path that names no field (a typo there would
 * leave the answer it meant in clear at rest, silently), and a field holding a date of birth (a
 * field with an age bound) that no path covers, which would be stored in clear and shown unmasked
 * in the console.
 */
import { boundPointer, formProperties } from '../../../engine/binding/form-binding';
import type { Journey } from '../../../engine/journey/journey.types';
import { formatPointer, parsePointer } from '../../../engine/json-pointer';
import { personalPatterns } from '../../../engine/personal/personal-answers';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';
import { fieldPatterns, pathNamesField } from '../../../engine/journey/field-patterns';

type SchemaObject = Record<string, unknown>;

export function checkPersonalData(journey: Journey, file: string): Diagnostic[] {
  const fields = fieldPatterns(journey);
  return (journey.personalData ?? []).flatMap((path, i) =>
    pathNamesField(path, fields) === true
      ? []
      : [
          {
            file,
            pointer: `/personalData/${i}`,
            code: C.unknownPersonalPath,
            message: `personalData "${path}" names no field of journey "${journey.product}"`,
          },
        ],
  );
}

/** Fields of a (resolved) form schema with an age bound, each with where it is stored and where its schema is. */
function datesOfBirth(schema: unknown, stored: string[], at: string, out: { stored: string[]; at: string }[] = []): { stored: string[]; at: string }[] {
  if (!schema || typeof schema !== 'object') return out;
  const node = schema as SchemaObject;
  if ('minAge' in node || 'maxAge' in node) out.push({ stored, at });
  if (node.items) datesOfBirth(node.items, [...stored, '*'], `${at}/items`, out);
  for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>))
    datesOfBirth(child, [...stored, name], `${at}/properties${formatPointer([name])}`, out);
  return out;
}

/** Every date of birth a form stores is covered by a `personalData` path (a list item by `[*]`, not one index). */
export function checkUnsealedAnswers(journey: Journey, placed: readonly PlacedStep[]): Diagnostic[] {
  const patterns = personalPatterns(journey.personalData ?? []);
  const covered = (stored: readonly string[]) => patterns.some((p) => p.length === stored.length && p.every((t, k) => t === '*' || t === stored[k]));
  const out: Diagnostic[] = [];
  const placedById = new Map(placed.map((p) => [p.step.id, p]));
  journey.steps.forEach((step) => {
    const where = placedById.get(step.id);
    if (!where) return;
    const { file, pointer } = where;
    const properties = ((step.form?.schema as SchemaObject | undefined)?.properties ?? {}) as Record<string, unknown>;
    for (const property of formProperties(step)) {
      const found = datesOfBirth(
        properties[property],
        parsePointer(boundPointer(step, property)),
        `${pointer}/form/schema/properties${formatPointer([property])}`,
      );
      for (const { stored, at } of found.filter((f) => !covered(f.stored)))
        out.push({
          file,
          pointer: at,
          code: C.unsealedPersonalAnswer,
          message: `step "${step.id}" stores a date of birth at ${formatPointer(stored)}, which no "personalData" path of the journey covers: it would be stored in clear and shown unmasked to staff`,
        });
    }
  });
  return out;
}
