/**
 * The validation pipeline for one form step, the same in the browser and on the server:
 * prepare (trim, drop blanks) -> drop hidden fields -> compiled schema -> one message per field.
 */
import type { JsonSchema } from '../json-schema.types';
import { getAt, setAt } from '../json-pointer';
import type { FieldError, ValidateFunction } from './field-error';
import type { MessageCatalogue } from './messages';
import { prepareData } from './prepare-data';
import { toFieldErrors } from './to-field-errors';

export interface StepValidators {
  schema: JsonSchema;
  form: ValidateFunction;
  /** Field pointer -> its visibleWhen condition. */
  visibility: ReadonlyArray<{ pointer: string; test: ValidateFunction }>;
}

/**
 * `complete`: everything the step needs (leaving the step, submitting).
 * `draft`: only what is filled in must be valid; missing answers are allowed (saving while typing).
 */
export type ValidationMode = 'complete' | 'draft';

/**
 * The fields hidden for this data. A field of every item of a list is written with a `*`
 * segment in place of the index: its condition is then judged on each item of the list.
 */
export function hiddenFields(validators: StepValidators, formData: unknown): string[] {
  const data = prepareData(formData);
  const hidden: string[] = [];
  for (const { pointer, test } of validators.visibility) {
    const star = pointer.indexOf('/*');
    if (star < 0) {
      if (!test(data)) hidden.push(pointer);
      continue;
    }
    const list = getAt(data, pointer.slice(0, star));
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (!test(item)) hidden.push(`${pointer.slice(0, star)}/${i}${pointer.slice(star + 2)}`);
    });
  }
  return hidden;
}

/** The form data without the answers of hidden fields (they are neither kept nor submitted). */
export function withoutHidden<T>(formData: T, hidden: readonly string[]): T {
  let out = formData;
  for (const pointer of hidden) if (getAt(out, pointer) !== undefined) out = setAt(out, pointer, undefined);
  return out;
}

/** Candidate errors of the step's schema (several per field possible; see `onePerField`). */
export function validateStepForm(
  validators: StepValidators,
  formData: unknown,
  catalogue: MessageCatalogue,
  mode: ValidationMode,
  /** The fields hidden for this data, when the caller has judged them already (a step session does once per change). */
  hidden: readonly string[] = hiddenFields(validators, formData),
): FieldError[] {
  const data = prepareData(withoutHidden(formData, hidden));
  if (validators.form(data)) return [];
  return toFieldErrors(validators.form.errors ?? [], validators.schema, catalogue).filter(
    (error) =>
      !hidden.some((pointer) => error.path === pointer || error.path.startsWith(pointer + '/')) && (mode === 'complete' || error.source !== 'required'),
  );
}
