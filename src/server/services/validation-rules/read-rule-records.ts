/**
 * Checks a list of validation-rule records before the server stores it (a rules file at start-up,
 * an operations change): the shape from schemas/rule-record.schema.json, then the rule type's name
 * and parameters as the engine declares them. A rule type the engine does not know would pass
 * silently, a malformed number makes every value fail and a bad regular expression throws while an
 * applicant types, so all three are refused here, where the person making the change sees why.
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { matchPointers } from '../../../engine/rules/match-paths';
import { jsonPathProblem, parameterProblems } from '../../../engine/rules/rule-parameters';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import { ruleTypeNamed, ruleTypeNames } from '../../../engine/rules/rule-types';

type Schema = { $id: string; $defs: Record<string, unknown> } & Record<string, unknown>;

/**
 * schemas/rule-record.schema.json without its generated `knownRuleType` part (the names and
 * parameters of the engine's rule types, there for editors), registered once with addSchema for
 * the routes' answers. The same constraints are judged below from the engine's table, where the
 * message can list the known types and say which parameter is wrong; ajv's would say only "must be
 * equal to one of the allowed values" or "must match "then" schema".
 */
let served: Schema | undefined;
export function ruleRecordSchema(): Schema {
  if (!served) {
    const file = JSON.parse(readFileSync(new URL('../../../../schemas/rule-record.schema.json', import.meta.url), 'utf8')) as Schema;
    served = { ...file, $defs: { ...file.$defs, knownRuleType: {} } };
  }
  return served;
}

// A compiler of its own: strict (nothing removed, nothing coerced), unlike the one checking requests.
// Compiled on first use, so a module that imports this one loads without reading the schema.
let shapeValidator: ValidateFunction<RuleRecord[]> | undefined;
const validateShape = () => (shapeValidator ??= new Ajv({ allErrors: true, strict: true }).compile<RuleRecord[]>(ruleRecordSchema()));

export type RuleRecordsRead = { ok: true; records: RuleRecord[] } | { ok: false; problems: string[] };

/** One problem of a record list, at the JSON Pointer of the record (or its part) at fault. */
export interface RuleRecordShapeProblem {
  pointer: string;
  message: string;
}

/** `label` names the list in messages: `records` gives `records[2] ($.owners[*].firstName): ...`. */
export function readRuleRecords(value: unknown, label = 'records'): RuleRecordsRead {
  const findings = ruleRecordShapeProblems(value, label);
  return findings.length > 0 ? { ok: false, problems: findings.map((f) => f.message) } : { ok: true, records: value as RuleRecord[] };
}

/** The same judgement as `readRuleRecords`, each problem with where it is (for `journey validate`). */
export function ruleRecordShapeProblems(value: unknown, label = 'records'): RuleRecordShapeProblem[] {
  const validate = validateShape();
  if (!validate(value)) return (validate.errors ?? []).map((error) => shapeProblem(value, error, label));
  return value.flatMap((record, index) =>
    recordProblems(record).map(({ at, message }) => ({ pointer: `/${index}${at}`, message: `${recordName(value, index, label)}: ${message}` })),
  );
}

function recordName(list: unknown, index: number, label: string): string {
  const jsonPath = Array.isArray(list) ? (list[index] as { jsonPath?: unknown } | undefined)?.jsonPath : undefined;
  return typeof jsonPath === 'string' ? `${label}[${index}] (${jsonPath})` : `${label}[${index}]`;
}

function shapeProblem(list: unknown, error: ErrorObject, label: string): RuleRecordShapeProblem {
  const [index, ...rest] = error.instancePath.split('/').slice(1);
  const detail = `${error.message ?? 'is invalid'}${error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : ''}`;
  if (index === undefined) return { pointer: '', message: `${label} ${detail}` };
  const where = rest.length > 0 ? `${rest.join('/')} ` : '';
  return { pointer: error.instancePath, message: `${recordName(list, Number(index), label)}: ${where}${detail}` };
}

function recordProblems(record: RuleRecord): { at: string; message: string }[] {
  const problems: { at: string; message: string }[] = [];
  const jsonPathIssue = jsonPathProblem(record.jsonPath, matchPointers);
  if (jsonPathIssue) problems.push({ at: '/jsonPath', message: `jsonPath ${jsonPathIssue}` });
  record.rules.forEach((rule, ruleIndex) => {
    const name = rule.ruleType.validationRuleType;
    const at = `rules/${ruleIndex} (${name})`;
    const type = ruleTypeNamed(name);
    if (!type) {
      problems.push({ at: `/rules/${ruleIndex}/ruleType/validationRuleType`, message: `${at}: unknown rule type; known: ${ruleTypeNames.join(', ')}` });
      return;
    }
    const values = (rule.ruleParameters ?? []).map((p) => p.parameter);
    // A problem of one parameter is found at it (`journey validate` gives its line), the count at the list.
    const where = (problem: string) => /^ruleParameters\/(\d+) /.exec(problem)?.[1];
    problems.push(
      ...parameterProblems(type.parameters, values).map((problem) => ({
        at: `/rules/${ruleIndex}/ruleParameters${where(problem) === undefined ? '' : `/${where(problem)}/parameter`}`,
        message: `${at}: ${problem}`,
      })),
    );
  });
  return problems;
}
