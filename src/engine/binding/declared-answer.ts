/**
 * Whether a form field's schema declares an answer below the field: a property of one of its
 * objects, an item of one of its lists. A change may write only what the form asks, inside a list
 * item as much as in a section of the application; an undeclared property would be stored and
 * never validated (a schema need not say `additionalProperties: false`).
 */
type SchemaObject = Record<string, unknown>;

const isObject = (node: unknown): node is SchemaObject => !!node && typeof node === 'object' && !Array.isArray(node);
const isIndex = (token: string) => /^\d+$/.test(token);

/** Subschemas that may declare more of the same value: combinations, conditional parts and RJSF's dependencies (not `if`, which only tests). */
function alternatives(node: SchemaObject): unknown[] {
  const listed = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]) : []));
  const conditional = ['then', 'else'].map((k) => node[k]).filter(isObject);
  const dependent = isObject(node.dependencies) ? Object.values(node.dependencies).filter(isObject) : [];
  return [...listed, ...conditional, ...dependent];
}

/**
 * An object schema that names no property and does not close itself (`{"type": "object"}`, `{}`)
 * is a value the form keeps whole (a widget's own structure): anything inside it is declared.
 */
function isOpen(node: SchemaObject): boolean {
  const names = ['properties', 'patternProperties', 'items', 'enum', 'const'];
  return names.every((k) => node[k] === undefined) && node.additionalProperties !== false && (node.type === undefined || node.type === 'object');
}

/**
 * `tokens`: the pointer's tokens below the field (none: the field itself). `part`: the schema is
 * one part of a combination, where naming no property only adds a constraint (`required`), so
 * it opens nothing.
 */
export function declaresAnswer(schema: unknown, tokens: readonly string[], part = false): boolean {
  if (tokens.length === 0) return true;
  if (schema === true) return !part;
  if (!isObject(schema)) return false;
  if (alternatives(schema).some((alternative) => declaresAnswer(alternative, tokens, true))) return true;
  const [head, ...rest] = tokens;
  if (isIndex(head) && schema.items !== undefined) {
    if (!Array.isArray(schema.items)) return declaresAnswer(schema.items, rest);
    const positional = schema.items[Number(head)];
    return positional !== undefined ? declaresAnswer(positional, rest) : declaresAnswer(schema.additionalItems ?? false, rest);
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  if (Object.hasOwn(properties, head)) return declaresAnswer(properties[head], rest);
  const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  const matching = patterns.find(([pattern]) => new RegExp(pattern, 'u').test(head));
  if (matching) return declaresAnswer(matching[1], rest);
  if (isObject(schema.additionalProperties)) return declaresAnswer(schema.additionalProperties, rest);
  return schema.additionalProperties === true || (!part && isOpen(schema));
}
