/**
 * Rule records whose JSONPath names no field of the journey: almost always a typo, and a rule
 * that silently never runs. A record may name a field (`$.owners[*].firstName`) or a group of
 * fields (`$.coOwners`). And a parameter naming a limit (`#/limits/...`) the journey lacks, which
 * would make the rule fail every value.
 */
import { boundPointer, formProperties } from '../../../engine/binding/form-binding';
import type { Journey, JourneyStep } from '../../../engine/journey/journey.types';
import { parsePointer } from '../../../engine/json-pointer';
import { jsonPathTokens } from '../../../engine/rules/json-path-tokens';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import { unknownLimitReferences } from '../../../engine/rules/with-product-limits';
import { parameterKinds } from '../../../engine/rules/rule-parameters';
import { ruleTypeNamed } from '../../../engine/rules/rule-types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';

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

export function checkRuleRecords(journey: Journey, records: readonly RuleRecord[], file: string): Diagnostic[] {
  const fields = fieldPatterns(journey);
  const out: Diagnostic[] = [];
  records.forEach((record, i) => {
    // Paths with filters or recursive descent cannot be checked statically.
    if (recordNamesField(record, fields) === false)
      out.push({
        file,
        pointer: `/${i}/jsonPath`,
        code: C.unknownRulePath,
        message: `jsonPath "${record.jsonPath}" matches no field of journey "${journey.product}"`,
      });
    // A parameter that is a path (the other answer a rule compares with) must name a field too.
    record.rules.forEach((rule, j) => {
      const declared = ruleTypeNamed(rule.ruleType.validationRuleType)?.parameters;
      const { fixed } = parameterKinds(declared);
      (rule.ruleParameters ?? []).forEach(({ parameter }, k) => {
        const kind = fixed[k] ?? declared?.rest;
        if ((kind === 'path' || kind === 'field') && pathNamesField(parameter, fields) === false)
          out.push({
            file,
            pointer: `/${i}/rules/${j}/ruleParameters/${k}/parameter`,
            code: C.unknownRulePath,
            message: `"${parameter}" matches no field of journey "${journey.product}"`,
          });
      });
    });
  });
  for (const { pointer, reference } of unknownLimitReferences(records, journey.limits)) {
    out.push({ file, pointer, code: C.unknownLimit, message: `"${reference}" names no number in the limits of journey "${journey.product}"` });
  }
  return out;
}
