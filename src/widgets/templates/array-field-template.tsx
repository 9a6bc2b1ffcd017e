import { buttonId, getUiOptions } from '@rjsf/utils';
import { useMemo } from 'react';
import { GroupFieldset } from './group-fieldset';
import { fieldClass } from './field-classes';
import { layoutClass } from './layout-classes';
import type { ArrayFieldTemplateProps, UiSchema } from '@rjsf/utils';

/**
 * A list of items (the owners) with an add button under it while more are allowed. ui:options:
 * `addLabel` names the button ('Add another owner'), `addFirstLabel` while the list is empty ('Add
 * an owner'); `limitNote` says why there is no button once the list holds `maxItems` (a catalogue
 * text, `{ message, params }`, given to the form as text).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, disabled, readonly, uiSchema, registry, fieldPathId, schema } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const heading = uiOptions.label === false ? undefined : uiOptions.title || title;
  const empty = items.length === 0;
  const { addFirstLabel } = uiOptions;
  // The button reads its label from the uiSchema it is given: the first item's label while there is none.
  const buttonUiSchema = useMemo<UiSchema | undefined>(
    () => (empty && typeof addFirstLabel === 'string' ? { ...uiSchema, 'ui:options': { ...uiSchema?.['ui:options'], addLabel: addFirstLabel } } : uiSchema),
    [empty, addFirstLabel, uiSchema],
  );
  const full = typeof schema.maxItems === 'number' && items.length >= schema.maxItems;
  const limitNote = full && typeof uiOptions.limitNote === 'string' ? uiOptions.limitNote : undefined;

  const content = (
    <div className={layoutClass.items}>
      {items}
      {canAdd && (
        <div>
          <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddClick} disabled={disabled || readonly} uiSchema={buttonUiSchema} registry={registry} />
        </div>
      )}
      {limitNote && (
        <p id={`${fieldPathId.$id}__limit`} className={fieldClass.description} role="status">
          {limitNote}
        </p>
      )}
    </div>
  );
  if (!heading) return <div id={fieldPathId.$id}>{content}</div>;
  return (
    <GroupFieldset id={fieldPathId.$id} legend={heading}>
      {content}
    </GroupFieldset>
  );
}
