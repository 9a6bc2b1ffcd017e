import { descriptionId, getUiOptions } from '@rjsf/utils';
import { GroupFieldset } from './group-fieldset';
import { fieldClass } from './field-classes';
import { layoutClass } from './layout-classes';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { fieldDescription } from '../field-aria';

/**
 * An object's properties stacked. A nested object with a title (an address, an owner) is a
 * fieldset under that title; the form's root object has none, as the page names the step.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, fieldPathId, uiSchema, registry } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const description = fieldDescription(uiSchema);
  const isRoot = fieldPathId.path.length === 0;
  const heading = isRoot || uiOptions.label === false ? undefined : uiOptions.title || title;

  const content = (
    <div className={layoutClass.fields}>
      {description && (
        <p id={descriptionId(fieldPathId)} className={fieldClass.description}>
          {description}
        </p>
      )}
      {properties.map((property) => property.content)}
    </div>
  );
  if (!heading) return content;
  return <GroupFieldset legend={heading}>{content}</GroupFieldset>;
}
