/**
 * The fields a journey's forms write, as pointer patterns ('*' for a list item), and whether a
 * JSONPath (a rule record's, a condition's, a personal-data path) names one of them. Read by
 * `journey validate`'s checks and by `journey explain`, which shows the records that apply to a step.
 */
import { boundPointer, formProperties } from '../binding/form-binding';
import { parsePointer } from '../json-pointer';
import { jsonPathTokens } from '../rules/json-path-tokens';
import type { RuleRecord } from '../rules/rule-record.types';
import type { Journey, JourneyStep } from './journey.types';

type SchemaObject = Record<string, unknown>;

/** Every field the journey's forms (or the given steps' forms) write, as pointer token lists with '*' for list items. */
export function fieldPatterns(journey: Journey, steps: readonly JourneyStep[] = journey.steps): string[][] {
  const out: string[][] = [];
  const walk = (schema: SchemaObject | undefined, at: string[]) => {
    out.push(at);
    if (!schema) return;
    if (schema.type === 'array' && schema.items) walk(schema.items as SchemaObject, [...at, '*']);
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>)) walk(child, [...at, name]);
  };
  for (const step of steps) {
    if (!step.form) continue;
    const properties = ((step.form.schema as SchemaObject).properties ?? {}) as Record<string, SchemaObject>;
    for (const property of formProperties(step)) walk(properties[property], parsePointer(boundPointer(step, property)));
  }
  return out;
}

/** A list item in the form ('*') is any index in a record; a record's '*' covers a fixed index ('/owners/0'). Tokens of a field pattern, then of the path naming it. */
const isIndex = (t: string) => t === '*' || /^\d+$/.test(t);
export const tokenMatches = (field: string, token: string) => field === token || (isIndex(field) && isIndex(token) && (field === '*' || token === '*'));

/** True when the record's JSONPath names one of the fields; undefined when the path cannot be read statically (filters, descent). */
export function recordNamesField(record: RuleRecord, fields: readonly string[][]): boolean | undefined {
  return pathNamesField(record.jsonPath, fields);
}

/** True when the JSONPath names one of the fields; undefined when it cannot be read statically. */
export function pathNamesField(jsonPath: string, fields: readonly string[][]): boolean | undefined {
  const tokens = jsonPathTokens(jsonPath);
  if (!tokens) return undefined;
  return fields.some((f) => f.length === tokens.length && tokens.every((t, k) => tokenMatches(f[k], t)));
}
