import { useMemo } from 'react';
import { RadioGroup, Stack, useFieldsetContext } from '@chakra-ui/react';
import { deepEquals, optionId } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria, hasFieldError } from './field-aria';
import { focusLeftGroup } from './focus-left-group';
import { useEnumOptions } from './use-enum-options';

/** Two options or fewer sit side by side; more are stacked. */
const MAX_HORIZONTAL_OPTIONS = 2;

/**
 * One value of the schema's `enum` (or a boolean's two values) as a radio group. The group's
 * fieldset and legend come from the FieldTemplate.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, options, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const enumOptions = useEnumOptions(options);
  const horizontal = enumOptions.length <= MAX_HORIZONTAL_OPTIONS;
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : undefined;
  // Named by the legend of the fieldset the FieldTemplate puts the group in.
  const legendId = (useFieldsetContext() as ReturnType<typeof useFieldsetContext> | undefined)?.ids.legend;
  const ids = useMemo(
    () => ({
      root: id,
      label: legendId,
      itemHiddenInput: (encoded: string) =>
        optionId(
          id,
          enumOptions.findIndex((option) => option.encoded === encoded),
        ),
    }),
    [id, legendId, enumOptions],
  );
  const selected = enumOptions.find((option) => deepEquals(option.value, value))?.encoded ?? null;
  const decode = (encoded: string | null) => enumOptions.find((option) => option.encoded === encoded)?.value;
  const aria = fieldAria(props);

  return (
    <RadioGroup.Root
      ids={ids}
      name={htmlName || id}
      value={selected}
      orientation={horizontal ? 'horizontal' : 'vertical'}
      disabled={disabled}
      readOnly={readonly}
      invalid={hasFieldError(props)}
      aria-required={required || undefined}
      onValueChange={(details) => onChange(decode(details.value))}
    >
      <Stack direction={horizontal ? 'row' : 'column'} gap={horizontal ? 6 : 3}>
        {enumOptions.map((option) => (
          <RadioGroup.Item key={option.encoded} value={option.encoded} disabled={enumDisabled?.some((v) => deepEquals(v, option.value))}>
            <RadioGroup.ItemHiddenInput {...aria} onBlur={(event) => focusLeftGroup(event, id) && onBlur(id, value)} onFocus={() => onFocus(id, value)} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
