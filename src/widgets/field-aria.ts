import { descriptionId, errorId, getUiOptions, helpId } from '@rjsf/utils';
import type { UiSchema } from '@rjsf/utils';

/** What a widget needs to know to point at the texts its FieldTemplate renders around it. */
export interface FieldAriaSource {
  id: string;
  rawErrors?: string[];
  hideError?: boolean;
  uiSchema?: UiSchema;
}

export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** True when the field has an error the FieldTemplate shows (the first of `rawErrors`). */
export function hasFieldError({ rawErrors, hideError }: Pick<FieldAriaSource, 'rawErrors' | 'hideError'>): boolean {
  return !hideError && Array.isArray(rawErrors) && rawErrors.length > 0;
}

/** True when the FieldTemplate renders help text (`ui:help`) for the field. */
export function hasFieldHelp(uiSchema: UiSchema | undefined): boolean {
  const { help } = getUiOptions(uiSchema);
  return typeof help === 'string' && help.length > 0;
}

/**
 * The field's `ui:description`, shown under its label. The schema's own `description` is not shown:
 * the application schema uses it for notes to developers.
 */
export function fieldDescription(uiSchema: UiSchema | undefined): string | undefined {
  const { description } = getUiOptions(uiSchema);
  return typeof description === 'string' && description.length > 0 ? description : undefined;
}

/**
 * `aria-invalid` and `aria-describedby` for a widget's control: the ids are RJSF's `errorId(id)`,
 * `descriptionId(id)` and `helpId(id)`, which the FieldTemplate gives its error, description and
 * help texts, and they are listed only when those texts are rendered.
 */
export function fieldAria(source: FieldAriaSource): FieldAria {
  const invalid = hasFieldError(source);
  const ids: string[] = [];
  if (invalid) ids.push(errorId(source.id));
  if (fieldDescription(source.uiSchema)) ids.push(descriptionId(source.id));
  if (hasFieldHelp(source.uiSchema)) ids.push(helpId(source.id));
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}
