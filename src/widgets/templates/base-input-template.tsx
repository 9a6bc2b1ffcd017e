import type { ChangeEvent } from 'react';
import { getInputProps } from '@rjsf/utils';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { fieldAria } from '../field-aria';
import { fieldClass } from './field-classes';

/**
 * The plain input, styled as Chakra's, behind the text and email widgets (and RJSF's own text-like widgets):
 * RJSF's id and name, the schema's maxLength, and the field's aria wiring.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, type, placeholder, required, disabled, readonly, autofocus, onChange, onChangeOverride, onBlur, onFocus, options, schema } =
    props;
  const inputProps = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number';
  const shown = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);

  return (
    <input
      className={fieldClass.input}
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={shown}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
      {...fieldAria(props)}
    />
  );
}
