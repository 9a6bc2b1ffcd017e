/**
 * RJSF's default fields as the web app's build gives them to RJSF's registry
 * (tools/vite/rjsf-stand-ins.ts): all of them as RJSF has them, but the layout grid's
 * (`ui:field: "LayoutGridField"`, which no journey can name: src/widgets/registry.ts), the
 * list's and the choice's (`anyOf`, `oneOf`), which come when a form first renders one. The
 * portal's forms are given list and choice fields of their own, which a step showing one fetches
 * with its code (src/widgets/lazy-widgets.ts).
 */
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { onDemand } from './on-demand';

export default function fields() {
  const MultiSchemaField = onDemand(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: onDemand(() => import('@rjsf/core/lib/components/fields/ArrayField.js')),
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    LayoutGridField: onDemand(() => import('@rjsf/core/lib/components/fields/LayoutGridField.js')),
    LayoutHeaderField: onDemand(() => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js')),
    LayoutMultiSchemaField: onDemand(() => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js')),
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
