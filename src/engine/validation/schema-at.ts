import type { JsonSchema } from '../json-schema.types';
import { parsePointer } from '../json-pointer';

type SchemaObject = Record<string, unknown>;

/** The subschema that describes the value at a data pointer (objects by property, arrays by items). */
export function schemaAt(schema: JsonSchema, pointer: string): SchemaObject | undefined {
  let node: unknown = schema;
  for (const token of parsePointer(pointer)) {
    if (!node || typeof node !== 'object') return undefined;
    const s = node as SchemaObject;
    if (s.type === 'array' || s.items) {
      node = Array.isArray(s.items) ? (s.items as unknown[])[Number(token)] : s.items;
    } else {
      node = (s.properties as Record<string, unknown> | undefined)?.[token];
    }
  }
  return node && typeof node === 'object' ? (node as SchemaObject) : undefined;
}
