import { Stack, useFieldsetContext } from '@chakra-ui/react';
import { deepEquals, optionId } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceMark } from './choice-mark';
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
  const aria = fieldAria(props);
  const invalid = hasFieldError(props);

  return (
    <Stack
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      aria-readonly={readonly || undefined}
      aria-invalid={invalid || undefined}
      aria-orientation={horizontal ? 'horizontal' : 'vertical'}
      direction={horizontal ? 'row' : 'column'}
      gap={horizontal ? 6 : 3}
    >
      {enumOptions.map((option, index) => (
        <ChoiceMark
          key={option.encoded}
          type="radio"
          id={optionId(id, index)}
          name={htmlName || id}
          value={option.encoded}
          checked={deepEquals(option.value, value)}
          disabled={disabled || enumDisabled?.some((v) => deepEquals(v, option.value))}
          readOnly={readonly}
          invalid={invalid}
          {...aria}
          onChange={() => onChange(option.value)}
          onBlur={(event) => focusLeftGroup(event, id) && onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        >
          {option.label}
        </ChoiceMark>
      ))}
    </Stack>
  );
}
