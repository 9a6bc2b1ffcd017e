/**
 * What a condition (a JSON Schema over answers: `visibleWhen`, a transition's `when`,
 * `completeWhen`) reads, each with the pointer of the place in the condition that reads it, and
 * what the answers it compares with may be: so a check can say "this names no field" or "this
 * compares with a value the field never takes" at the exact line.
 */
import { formatPointer } from '../../../engine/json-pointer';

type SchemaObject = Record<string, unknown>;

const isObject = (node: unknown): node is SchemaObject => Boolean(node) && typeof node === 'object' && !Array.isArray(node);

export interface ConditionRead {
  /** The answer read, as tokens below the data the condition is judged on ('*' for any list item). */
  tokens: string[];
  /** Where in the condition: its `properties/<name>` entry, its `required/<n>` entry or its `contains`/`items`. */
  at: string;
  /** The condition's schema for that answer (absent for a `required` entry). */
  test?: SchemaObject;
  /** Named in `required`: the condition holds only when the answer is given. */
  required: boolean;
}

export function conditionReads(node: unknown, at = '', tokens: string[] = [], out: ConditionRead[] = []): ConditionRead[] {
  if (!isObject(node)) return out;
  for (const [name, child] of Object.entries(isObject(node.properties) ? node.properties : {})) {
    const here = `${at}/properties${formatPointer([name])}`;
    out.push({ tokens: [...tokens, name], at: here, test: isObject(child) ? child : undefined, required: false });
    conditionReads(child, here, [...tokens, name], out);
  }
  (Array.isArray(node.required) ? node.required : []).forEach((name, i) =>
    out.push({ tokens: [...tokens, String(name)], at: `${at}/required/${i}`, required: true }),
  );
  for (const key of ['items', 'contains']) {
    if (!isObject(node[key])) continue;
    out.push({ tokens: [...tokens, '*'], at: `${at}/${key}`, test: node[key] as SchemaObject, required: false });
    conditionReads(node[key], `${at}/${key}`, [...tokens, '*'], out);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    (Array.isArray(node[key]) ? node[key] : []).forEach((part: unknown, i: number) => conditionReads(part, `${at}/${key}/${i}`, tokens, out));
  if (node.not) conditionReads(node.not, `${at}/not`, tokens, out);
  return out;
}

/** The schema of the answer at `tokens` below a (resolved) form or field schema; undefined when it has none. */
export function schemaAt(schema: unknown, tokens: readonly string[]): SchemaObject | undefined {
  if (!isObject(schema)) return undefined;
  if (tokens.length === 0) return schema;
  const [head, ...rest] = tokens;
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const found = schemaAt(part, tokens);
    if (found) return found;
  }
  if (head === '*' || /^\d+$/.test(head)) return schemaAt(schema.items, rest);
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.hasOwn(properties, head) ? schemaAt(properties[head], rest) : undefined;
}

/** The values an answer of this schema can take, when the schema lists them (enum, const, a list of consts, a boolean). */
export function allowedValues(schema: SchemaObject): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  for (const key of ['oneOf', 'anyOf']) {
    const parts = schema[key];
    if (Array.isArray(parts) && parts.length > 0 && parts.every((p) => isObject(p) && 'const' in p)) return parts.map((p) => (p as SchemaObject).const);
  }
  if (schema.type === 'boolean') return [true, false];
  return undefined;
}

/**
 * The values a condition's test compares an answer with that the answer can never be, each with
 * its pointer below the test (`/const`, `/enum/<n>`).
 */
export function valuesNeverTaken(test: SchemaObject, field: SchemaObject): { at: string; value: unknown }[] {
  const allowed = allowedValues(field);
  if (!allowed) return [];
  const known = new Set(allowed.map((v) => JSON.stringify(v)));
  const compared: { at: string; value: unknown }[] =
    'const' in test ? [{ at: '/const', value: test.const }] : Array.isArray(test.enum) ? test.enum.map((value, i) => ({ at: `/enum/${i}`, value })) : [];
  return compared.filter(({ value }) => !known.has(JSON.stringify(value)));
}
