import { useMemo } from 'react';
import { enumOptionValueEncoder, getOptionValueFormat } from '@rjsf/utils';
import type { EnumOptionsType, UIOptionsType } from '@rjsf/utils';

export interface EnumOption {
  /** The typed enum value stored in the form data. */
  value: unknown;
  /** From `ui:enumNames` (RJSF v6 ignores a schema's own `enumNames`). */
  label: string;
  /** The value's DOM encoding (RJSF's `optionValueFormat`: the index by default). */
  encoded: string;
}

/**
 * The widget's options (RJSF's `options.enumOptions`, rebuilt by RJSF on every render) encoded and
 * kept identical from render to render while the values and labels stay the same, so the rendered
 * list is memoised.
 */
export function useEnumOptions(options: UIOptionsType & { enumOptions?: EnumOptionsType[] }): EnumOption[] {
  const source = options.enumOptions ?? [];
  const format = getOptionValueFormat(options);
  const key = `${format}\u0002${source.map((option) => `${JSON.stringify(option.value)}\u0000${option.label}`).join('\u0001')}`;
  // `key` stands for the values, labels and format: the list is rebuilt only when one changes.
  return useMemo(
    () =>
      source.map((option, index) => ({
        value: option.value,
        label: option.label,
        encoded: enumOptionValueEncoder(option.value, index, format),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for source and format
    [key],
  );
}
