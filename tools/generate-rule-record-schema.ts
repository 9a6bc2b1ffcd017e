/**
 * Writes the engine's rule-type names, and the parameters each declares, into
 * schemas/rule-record.schema.json (`$defs.knownRuleType`), so an editor completes a rules file's
 * `validationRuleType` and flags a parameter the type does not read. Run by
 * `npm run generate:journey-schema`; tests/tools/rule-record-schema.test.ts fails when it was not.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parameterKinds, parameterKindSchemas, type RuleParameterKind, type RuleParameters } from '../src/engine/rules/rule-parameters';
import { ruleTypeNames, ruleTypes, type RuleTypeName } from '../src/engine/rules/rule-types';

export const ruleRecordSchemaFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'rule-record.schema.json');

// Every level says its type: ajv's strict mode (the tests compile this part too) asks for it.
const parameterItem = (kind: RuleParameterKind) => ({ type: 'object', properties: { parameter: parameterKindSchemas[kind] } });
const ruleNaming = (validationRuleType: object, required: string[] = []) => {
  const ruleType = {
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    properties: { validationRuleType: { type: 'string', ...validationRuleType } },
  };
  return { type: 'object', properties: { ruleType } };
};

/** `number, number`; `optionally number`; `number, then any number of path`; `no parameters`. */
export function describeParameters(declared: RuleParameters | undefined): string {
  const parts = [
    ...(declared?.required ?? []),
    ...(declared?.optional ?? []).map((kind) => `optionally ${kind}`),
    ...(declared?.rest ? [`then any number of ${declared.rest}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'no parameters';
}

/** Rule types declaring the same parameters, in the table's order: one condition each. */
function byDeclaration(): RuleTypeName[][] {
  const groups = new Map<string, RuleTypeName[]>();
  for (const name of ruleTypeNames) {
    const key = JSON.stringify(ruleTypes[name].parameters ?? {});
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups.values()];
}

/** If a rule names one of these types, its `ruleParameters` are the ones they declare. */
function parameterCondition(names: RuleTypeName[]): object {
  const declared = ruleTypes[names[0]].parameters;
  const { fixed, min, max } = parameterKinds(declared);
  const rest = declared?.rest && parameterItem(declared.rest);
  const ruleParameters = {
    type: 'array',
    description: `${names.join(', ')}: ${describeParameters(declared)}.`,
    ...(min > 0 ? { minItems: min } : {}),
    ...(Number.isFinite(max) ? { maxItems: max } : {}),
    // draft-07 tuples: `items` by position, `additionalItems` for the rest.
    ...(fixed.length > 0 ? { items: fixed.map(parameterItem), ...(rest ? { additionalItems: rest } : {}) } : rest ? { items: rest } : {}),
  };
  return {
    if: { ...ruleNaming({ enum: names }, ['validationRuleType']), required: ['ruleType'] },
    then: { type: 'object', ...(min > 0 ? { required: ['ruleParameters'] } : {}), properties: { ruleParameters } },
  };
}

/** The generated part of the schema, applied to every rule of a record. */
export function knownRuleTypeSchema(): object {
  return {
    description:
      "Generated from the engine's rule types (src/engine/rules/rule-types.ts) by `npm run generate:journey-schema`; do not edit by hand. " +
      'The server judges the same names and parameters with its own messages.',
    ...ruleNaming({ enum: [...ruleTypeNames] }),
    allOf: byDeclaration().map(parameterCondition),
  };
}

/** The schema with its generated part replaced (added where missing), the rest as written. */
export function withKnownRuleTypes<T extends { $defs: Record<string, unknown> }>(schema: T): T {
  return { ...schema, $defs: { ...schema.$defs, knownRuleType: knownRuleTypeSchema() } };
}

export async function writeRuleRecordSchema(file = ruleRecordSchemaFile): Promise<string> {
  const schema = withKnownRuleTypes(JSON.parse(await readFile(file, 'utf8')));
  await writeFile(file, JSON.stringify(schema, null, 2) + '\n');
  return `rule-record.schema.json: ${ruleTypeNames.length} rule types`;
}
