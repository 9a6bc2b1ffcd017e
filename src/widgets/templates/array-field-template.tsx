import { buttonId, getUiOptions } from '@rjsf/utils';
import { GroupFieldset } from './group-fieldset.tsx';
import { layoutClass } from './layout-classes.ts';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';

/** A list of items (the owners) with an add button under it while more are allowed. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, disabled, readonly, uiSchema, registry, fieldPathId } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const heading = uiOptions.label === false ? undefined : uiOptions.title || title;

  const content = (
    <div className={layoutClass.items}>
      {items}
      {canAdd && (
        <div>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={onAddClick}
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
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
