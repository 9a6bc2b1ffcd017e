/**
 * Errors about the whole of something a field summarises (the ownership total, reported at every
 * added share and at the question whether there are other owners) are presented by that field
 * too: a field whose `ui:options.presentsErrors` lists their message keys shows each once, and
 * the error summary lists each once, at that field, in place of one line per field it sits on.
 */
import type { StepForm } from '../journey/journey.types';
import type { FieldError } from '../validation/field-error';

type Node = Record<string, unknown>;

/** Message key -> the form pointer of the field presenting it (top-level fields only). */
function presenters(form: StepForm): Map<string, string> {
  const out = new Map<string, string>();
  for (const [property, ui] of Object.entries(form.uiSchema ?? {})) {
    if (property.startsWith('ui:') || !ui || typeof ui !== 'object') continue;
    const keys = ((ui as Node)['ui:options'] as Node | undefined)?.presentsErrors;
    if (Array.isArray(keys)) for (const key of keys) out.set(String(key), `/${property}`);
  }
  return out;
}

export interface PresentedErrors {
  /** Under the fields: every error where it sits, and once more under the field presenting it. */
  inline: FieldError[];
  /** In the error summary: one line per presented error, at the field presenting it. */
  summary: FieldError[];
}

export function presentErrors(form: StepForm, errors: readonly FieldError[]): PresentedErrors {
  const byKey = presenters(form);
  if (byKey.size === 0) return { inline: [...errors], summary: [...errors] };
  const presented = new Map<string, FieldError>();
  const summary: FieldError[] = [];
  for (const error of errors) {
    const at = byKey.get(error.key);
    if (!at) {
      summary.push(error);
      continue;
    }
    if (presented.has(error.key)) continue;
    const once = { ...error, path: at };
    presented.set(error.key, once);
    summary.push(once);
  }
  return { inline: [...errors, ...presented.values()], summary };
}
