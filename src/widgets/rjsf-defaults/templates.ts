/**
 * RJSF's default templates as the web app's build gives them to RJSF's registry
 * (tools/vite/rjsf-stand-ins.ts): those the portal's own replace in every form
 * (src/widgets/registry.ts `templates`: fields, inputs, objects, lists and their parts, the error
 * list, every button) come only if a form renders one without the portal's; the rest as RJSF has
 * them.
 */
import CyclicSchemaExpandTemplate from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import GridTemplate from '@rjsf/core/lib/components/templates/GridTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import type { ComponentType } from 'react';
import { onDemand } from './on-demand';

type IconButtonName = 'CopyButton' | 'MoveDownButton' | 'MoveUpButton' | 'RemoveButton' | 'ClearButton';
const button = (name: IconButtonName) =>
  onDemand<object>(() =>
    import('@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js').then((m) => ({ default: m[name] as ComponentType<object> })),
  );

export default function templates() {
  return {
    ArrayFieldDescriptionTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js')),
    ArrayFieldItemTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js')),
    ArrayFieldItemButtonsTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js')),
    ArrayFieldTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js')),
    ArrayFieldTitleTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js')),
    ButtonTemplates: {
      SubmitButton: onDemand(() => import('@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js')),
      AddButton: onDemand(() => import('@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js')),
      CopyButton: button('CopyButton'),
      MoveDownButton: button('MoveDownButton'),
      MoveUpButton: button('MoveUpButton'),
      RemoveButton: button('RemoveButton'),
      ClearButton: button('ClearButton'),
    },
    BaseInputTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/BaseInputTemplate.js')),
    CyclicSchemaExpandTemplate,
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ErrorList.js')),
    FallbackFieldTemplate,
    FieldTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/FieldTemplate/index.js')),
    FieldErrorTemplate,
    FieldHelpTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js')),
    ObjectFieldTemplate: onDemand(() => import('@rjsf/core/lib/components/templates/ObjectFieldTemplate.js')),
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  };
}
