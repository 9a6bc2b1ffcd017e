import { useMemo } from 'react';
import { NativeSelect } from './later/native-select';
import { deepEquals } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { autocompleteFor } from './autocomplete-for';
import { useEnumOptions } from './use-enum-options';

const PLACEHOLDER = 'Please select';

/** One value of the schema's `enum`, chosen from a native select labelled by `ui:enumNames`. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, options, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const enumOptions = useEnumOptions(options);
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : undefined;
  const items = useMemo(
    () =>
      enumOptions.map((option) => (
        <option key={option.encoded} value={option.encoded} disabled={enumDisabled?.some((v) => deepEquals(v, option.value))}>
          {option.label}
        </option>
      )),
    [enumOptions, enumDisabled],
  );
  const selected = enumOptions.find((option) => deepEquals(option.value, value))?.encoded ?? '';
  const decode = (encoded: string) => (encoded === '' ? options.emptyValue : enumOptions.find((option) => option.encoded === encoded)?.value);

  // A native select cannot be read-only, so a read-only one is disabled. NativeSelect.Field's props
  // leave `disabled` to the surrounding Field.Root, which knows only `disabled`: set it here too.
  const locked = { disabled: disabled || readonly };

  return (
    <NativeSelect.Root {...locked}>
      <NativeSelect.Field
        {...locked}
        id={id}
        name={htmlName || id}
        value={selected}
        placeholder={placeholder || PLACEHOLDER}
        aria-required={required || undefined}
        autoFocus={autofocus}
        autoComplete={autocompleteFor(options)}
        onChange={({ target }) => onChange(decode(target.value))}
        onBlur={({ target }) => onBlur(id, decode(target.value))}
        onFocus={({ target }) => onFocus(id, decode(target.value))}
        {...fieldAria(props)}
      >
        {items}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
