import type { UIOptionsType } from '@rjsf/utils';

/**
 * The `autocomplete` attribute for a widget: `ui:options.autocomplete` when the journey sets one
 * (e.g. 'given-name', 'family-name', 'bday'), otherwise the widget's own default.
 */
export function autocompleteFor(options: UIOptionsType, fallback?: string): string | undefined {
  const { autocomplete } = options;
  return typeof autocomplete === 'string' && autocomplete.length > 0 ? autocomplete : fallback;
}
