/**
 * What the form renderer is given for the current data: the step's schema without the fields
 * that are hidden right now, and a uiSchema carrying what the schema declares: the enumeration
 * labels (`enumNames` live once, in the schema; RJSF reads them from `ui:enumNames`) and the
 * field's limits in its texts (`ui:help` '{minimum:money}-{maximum:money}' reads the field's own
 * keywords, so a limit changed in the journey changes the help with it).
 */
import type { JsonSchema } from '../json-schema.types';
import { parsePointer } from '../json-pointer';
import { fillPlaceholders } from '../validation/placeholders';

/** The uiSchema texts of a field that may name its schema's keywords. */
export const FIELD_TEXTS: readonly string[] = ['ui:help', 'ui:description', 'ui:placeholder'];

type SchemaObject = Record<string, unknown>;
type UiSchema = Record<string, unknown>;

export function visibleSchema(schema: JsonSchema, hidden: readonly string[]): JsonSchema {
  if (hidden.length === 0 || typeof schema !== 'object') return schema;
  let out = schema;
  for (const pointer of hidden) out = withoutField(out, parsePointer(pointer));
  return out;
}

function withoutField(schema: SchemaObject, tokens: string[]): SchemaObject {
  const [head, ...rest] = tokens;
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  if (!(head in properties)) return schema;
  if (rest.length > 0) return { ...schema, properties: { ...properties, [head]: withoutField(properties[head], rest) } };
  const { [head]: _removed, ...kept } = properties;
  const required = Array.isArray(schema.required) ? (schema.required as string[]).filter((r) => r !== head) : schema.required;
  return { ...schema, properties: kept, ...(required ? { required } : {}) };
}

export function uiSchemaWithLabels(schema: JsonSchema, uiSchema: UiSchema = {}): UiSchema {
  if (typeof schema !== 'object') return uiSchema;
  const s = schema;
  const out: UiSchema = { ...uiSchema };
  const labels = (s.enumNames ?? (s.items as SchemaObject | undefined)?.enumNames) as string[] | undefined;
  if (labels && out['ui:enumNames'] === undefined) out['ui:enumNames'] = labels;
  for (const name of FIELD_TEXTS) {
    const text = out[name];
    if (typeof text === 'string') out[name] = fillPlaceholders(text, [], s);
  }
  for (const [name, child] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
    out[name] = uiSchemaWithLabels(child, (uiSchema[name] ?? {}) as UiSchema);
  }
  const items = s.items as JsonSchema | undefined;
  if (items && typeof items === 'object' && items.properties) {
    out.items = uiSchemaWithLabels(items, (uiSchema.items ?? {}) as UiSchema);
  }
  return out;
}
