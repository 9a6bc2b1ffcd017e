import { Fieldset, Text } from '@chakra-ui/react';
import { descriptionId, errorId, getUiOptions, helpId } from '@rjsf/utils';
import type { FieldTemplateProps, Widget } from '@rjsf/utils';
import { fieldAria, fieldDescription, hasFieldError } from '../field-aria';
import { useFieldHidden } from '../form-view';
import { fieldClass } from './field-classes';

/** Widgets rendering a group of inputs: they sit in a fieldset whose legend is the field's label. */
const GROUP_WIDGETS: ReadonlySet<string> = new Set(['radio', 'yesNo', 'checkboxes']);

const noop = () => undefined;
/** A data attribute present when `on` (what Chakra's `_invalid`, `_disabled` conditions select). */
const flag = (on: boolean | undefined) => (on ? '' : undefined);

/**
 * One field: its label (or legend), `ui:description`, the widget, `ui:help`, and the first error
 * under it, in plain elements styled by Chakra's field recipe (`field-classes.ts`). Errors are
 * shown whatever their source (schema validation or `extraErrors`).
 *
 * RJSF renders an object schema with ObjectField, which ignores `ui:widget`; so an object-valued
 * widget named by `ui:widget` (consent) is rendered here in place of the object's properties.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors,
    rawHelp,
    hidden,
    hideError,
    required,
    disabled,
    readonly,
    displayLabel,
    schema,
    uiSchema,
    registry,
    formData,
    onChange,
    fieldPathId,
  } = props;
  // Fields of list items hidden by their conditions (the form's view lists their ids).
  const hiddenByCondition = useFieldHidden(registry, id);
  if (hidden || hiddenByCondition) return null;

  const { widget, ...widgetOptions } = getUiOptions(uiSchema, registry.globalUiOptions);
  const widgetName = typeof widget === 'string' ? widget : undefined;
  const error = hasFieldError({ rawErrors, hideError }) ? rawErrors?.[0] : undefined;
  const description = fieldDescription(uiSchema);
  const ObjectWidget: Widget | undefined =
    schema.type === 'object' && widgetName !== undefined && Object.hasOwn(registry.widgets, widgetName) ? registry.widgets[widgetName] : undefined;

  const descriptionText = description && (
    <p id={descriptionId(id)} className={fieldClass.description}>
      {description}
    </p>
  );

  const isContainer = !ObjectWidget && (schema.type === 'object' || (schema.type === 'array' && !widgetName));
  if (isContainer) {
    return (
      <div className={fieldClass.root}>
        {children}
        {error && (
          <div id={errorId(id)} className={fieldClass.error} aria-live="polite">
            {error}
          </div>
        )}
      </div>
    );
  }

  if (widgetName !== undefined && GROUP_WIDGETS.has(widgetName)) {
    return (
      <Fieldset.Root invalid={error !== undefined} disabled={disabled} aria-describedby={fieldAria({ id, rawErrors, hideError, uiSchema })['aria-describedby']}>
        <Fieldset.Legend srOnly={!displayLabel} textStyle="sm" fontWeight="medium" color="fg">
          {label}
          {required && (
            <Text as="span" color="fg.error" aria-hidden="true">
              {' *'}
            </Text>
          )}
        </Fieldset.Legend>
        {descriptionText}
        {children}
        {rawHelp && <Fieldset.HelperText id={helpId(id)}>{rawHelp}</Fieldset.HelperText>}
        {error && (
          <div id={errorId(id)} className={fieldClass.error} aria-live="polite">
            {error}
          </div>
        )}
      </Fieldset.Root>
    );
  }

  return (
    <div className={fieldClass.root} data-invalid={flag(error !== undefined)} data-disabled={flag(disabled)} data-readonly={flag(readonly)}>
      {displayLabel && (
        <label className={fieldClass.label} htmlFor={id} data-disabled={flag(disabled)}>
          {label}
          {required && (
            <span className={fieldClass.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {descriptionText}
      {ObjectWidget ? (
        <ObjectWidget
          id={id}
          name={String(fieldPathId.path[fieldPathId.path.length - 1] ?? id)}
          label={label}
          hideLabel={!displayLabel}
          value={formData}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          options={widgetOptions}
          required={required}
          disabled={disabled}
          readonly={readonly}
          hideError={hideError}
          rawErrors={rawErrors}
          onChange={(value: unknown) => onChange(value, fieldPathId.path, undefined, id)}
          onBlur={noop}
          onFocus={noop}
        />
      ) : (
        children
      )}
      {rawHelp && (
        <div id={helpId(id)} className={fieldClass.help}>
          {rawHelp}
        </div>
      )}
      {error && (
        <div id={errorId(id)} className={fieldClass.error} aria-live="polite">
          {error}
        </div>
      )}
    </div>
  );
}
