/**
 * JSON Schema keywords a step's form does not use: conditional schemas (`if`/`then`/`else`,
 * `dependentSchemas`, `dependencies`) would make fields appear and rules apply in ways the engine's
 * visibleWhen, the review page and the rule records know nothing of. Walks schema positions only,
 * so a field called "if" is no finding.
 */
const FORBIDDEN = ['if', 'then', 'else', 'dependentSchemas', 'dependentRequired', 'dependencies'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'];

export function forbiddenKeywords(node: unknown, at: string, out: { at: string; keyword: string }[] = []): { at: string; keyword: string }[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return out;
  const schema = node as Record<string, unknown>;
  for (const keyword of FORBIDDEN) if (Object.hasOwn(schema, keyword)) out.push({ at: `${at}/${keyword}`, keyword });
  for (const key of SCHEMA_MAPS)
    for (const [name, child] of Object.entries((schema[key] ?? {}) as Record<string, unknown>)) forbiddenKeywords(child, `${at}/${key}/${name}`, out);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((child, i) => forbiddenKeywords(child, `${at}/${key}/${i}`, out));
  for (const key of SCHEMA_VALUES) forbiddenKeywords(schema[key], `${at}/${key}`, out);
  return out;
}
