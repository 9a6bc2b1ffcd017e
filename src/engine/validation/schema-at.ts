import type { JsonSchema } from '../json-schema.types';
import { getAt, parsePointer } from '../json-pointer';

type SchemaObject = Record<string, unknown>;

const isObject = (node: unknown): node is SchemaObject => !!node && typeof node === 'object' && !Array.isArray(node);

/**
 * A node with its local `$ref` (`#/$defs/personName`) followed, the keywords written beside the
 * reference winning and `messages` merged: the entity schema declares a field's bounds and
 * message keys once in `$defs`, and a message read without them would name no bound ("{0}") and
 * lose the field's own text ("Incorrect value." for "Please enter a valid name.").
 */
function resolved(root: JsonSchema, node: SchemaObject, seen = new Set<string>()): SchemaObject {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#') || seen.has(ref)) return node;
  const target = getAt(root, ref.slice(1));
  if (!isObject(target)) return node;
  seen.add(ref);
  const base = resolved(root, target, seen);
  const { $ref: _ref, ...beside } = node;
  const messages = isObject(base.messages) || isObject(beside.messages) ? { messages: { ...(base.messages as object), ...(beside.messages as object) } } : {};
  return { ...base, ...beside, ...messages };
}

/** The subschema that describes the value at a data pointer (objects by property, arrays by items). */
export function schemaAt(schema: JsonSchema, pointer: string): SchemaObject | undefined {
  let node: unknown = schema;
  for (const token of parsePointer(pointer)) {
    if (!isObject(node)) return undefined;
    const s = resolved(schema, node);
    if (s.type === 'array' || s.items) {
      node = Array.isArray(s.items) ? (s.items as unknown[])[Number(token)] : s.items;
    } else {
      node = (s.properties as Record<string, unknown> | undefined)?.[token];
    }
  }
  return isObject(node) ? resolved(schema, node) : undefined;
}
