import type { FocusEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { deepEquals, optionId } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceMark } from './choice-mark';
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
  const isChosen = (candidate: unknown) => chosen.some((v) => deepEquals(v, candidate));
  const aria = fieldAria(props);
  const invalid = hasFieldError(props);
  const leaveGroup = (event: FocusEvent) => {
    if (focusLeftGroup(event, id)) onBlur(id, value);
  };
  // The toggled option changes; every other keeps whether it was chosen.
  const toggle = (toggled: unknown) =>
    onChange(enumOptions.filter((option) => isChosen(option.value) !== deepEquals(option.value, toggled)).map((option) => option.value));

  return (
    <Stack id={id} gap={3}>
      {enumOptions.map((option, index) => (
        <ChoiceMark
          key={option.encoded}
          type="checkbox"
          id={optionId(id, index)}
          name={htmlName || id}
          value={option.encoded}
          checked={isChosen(option.value)}
          disabled={disabled}
          readOnly={readonly}
          invalid={invalid}
          {...aria}
          onChange={() => toggle(option.value)}
          onBlur={leaveGroup}
          onFocus={() => onFocus(id, value)}
        >
          {option.label}
        </ChoiceMark>
      ))}
    </Stack>
  );
}
