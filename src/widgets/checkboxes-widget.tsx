import type { FocusEvent } from 'react';
import { Checkbox, CheckboxGroup, Stack } from '@chakra-ui/react';
import { deepEquals, optionId } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria, hasFieldError } from './field-aria';
import { focusLeftGroup } from './focus-left-group';
import { useEnumOptions } from './use-enum-options';

/**
 * Several values of an array's `items.enum` (uniqueItems), one checkbox each, labelled by the
 * array's `ui:enumNames` (or its items'). Stored as the chosen values in the enum's order.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const enumOptions = useEnumOptions(options);
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const selected = enumOptions.filter((option) => chosen.some((v) => deepEquals(v, option.value))).map((option) => option.encoded);
  const aria = fieldAria(props);
  const leaveGroup = (event: FocusEvent) => {
    if (focusLeftGroup(event, id)) onBlur(id, value);
  };

  return (
    <CheckboxGroup
      id={id}
      name={htmlName || id}
      value={selected}
      disabled={disabled}
      readOnly={readonly}
      invalid={hasFieldError(props)}
      onValueChange={(encoded: string[]) => onChange(enumOptions.filter((option) => encoded.includes(option.encoded)).map((option) => option.value))}
    >
      <Stack gap={3}>
        {enumOptions.map((option, index) => (
          <Checkbox.Root key={option.encoded} value={option.encoded} ids={{ hiddenInput: optionId(id, index) }}>
            <Checkbox.HiddenInput {...aria} onBlur={leaveGroup} onFocus={() => onFocus(id, value)} />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </CheckboxGroup>
  );
}
