import type { JsonSchema } from '../json-schema.types';
import { getAt, parsePointer } from '../json-pointer';

type SchemaObject = Record<string, unknown>;

const isObject = (node: unknown): node is SchemaObject => !!node && typeof node === 'object' && !Array.isArray(node);

const mergedMessages = (under: SchemaObject, over: SchemaObject) =>
  isObject(under.messages) || isObject(over.messages) ? { messages: { ...(under.messages as object), ...(over.messages as object) } } : {};

/** `over`'s keywords on top of `under`'s, their `properties` and `messages` merged one level deep. */
function layered(under: SchemaObject, over: SchemaObject): SchemaObject {
  const properties = isObject(under.properties) && isObject(over.properties) ? { properties: { ...under.properties, ...over.properties } } : {};
  return { ...under, ...over, ...properties, ...mergedMessages(under, over) };
}

/**
 * A node with its local `$ref` (`#/$defs/personName`) followed and its `allOf` parts laid under
 * it, the keywords written on the node itself winning and `messages` merged: the entity schema
 * declares a field's bounds and message keys once in `$defs`, a journey may give a field's bounds
 * as parts that all hold, and a message read without them would name no bound ("{0}") and lose
 * the field's own text ("Incorrect value." for "Please enter a valid name.").
 */
function resolved(root: JsonSchema, node: SchemaObject, seen = new Set<string>()): SchemaObject {
  const ref = node.$ref;
  const target = typeof ref === 'string' && ref.startsWith('#') && !seen.has(ref) ? getAt(root, ref.slice(1)) : undefined;
  let own = node;
  if (isObject(target)) {
    seen.add(ref as string);
    const { $ref: _ref, ...beside } = node;
    own = layered(resolved(root, target, seen), beside);
  }
  if (!Array.isArray(own.allOf)) return own;
  const { allOf, ...rest } = own;
  const parts = (allOf as unknown[]).filter(isObject).map((part) => resolved(root, part, new Set(seen)));
  return layered(parts.reduce(layered, {}), rest);
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
