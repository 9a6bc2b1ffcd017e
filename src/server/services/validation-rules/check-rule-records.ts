/**
 * Checks a list of validation-rule records before the server stores it (a rules file at start-up,
 * an operations change): the shape from schemas/rule-record.schema.json, then what the schema
 * cannot say. A rule type the engine does not know would pass silently, a malformed number makes
 * every value fail and a bad regular expression throws while an applicant types, so all three
 * are refused here, where the person making the change sees why.
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject } from 'ajv';
import { matchPointers, valuesAt } from '../../../engine/rules/match-paths';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import { ruleTypes } from '../../../engine/rules/rule-types';

/** schemas/rule-record.schema.json: registered once with addSchema for the routes' answers. */
export const ruleRecordSchema = JSON.parse(
  readFileSync(new URL('../../../../schemas/rule-record.schema.json', import.meta.url), 'utf8'),
) as { $id: string } & Record<string, unknown>;

// A compiler of its own: strict (nothing removed, nothing coerced), unlike the one checking requests.
const validateShape = new Ajv({ allErrors: true, strict: true }).compile<RuleRecord[]>(ruleRecordSchema);

type Parameter = 'number' | 'path' | 'regex' | 'name';

/** The parameters each rule type reads; types not listed take none. */
const parameterShapes: Record<string, { required?: Parameter[]; optional?: Parameter[]; rest?: Parameter }> = {
  lessThanOrEqual: { required: ['number'] },
  moreThanOrEqual: { required: ['number'] },
  multipleOf: { required: ['number'] },
  lengthIncorrect: { required: ['number', 'number'] },
  lengthTooShort: { required: ['number'] },
  confirmPassword: { required: ['path'] },
  confirmBankAccountNumber: { required: ['path'] },
  confirmImageText: { required: ['path'] },
  totalOwnershipMin: { required: ['number'], rest: 'path' },
  totalOwnershipMax: { required: ['number'], rest: 'path' },
  min_age_18: { optional: ['number'] },
  pattern: { required: ['regex'] },
  inList: { required: ['name'] },
};

export type RuleRecordsCheck = { ok: true; records: RuleRecord[] } | { ok: false; problems: string[] };

/** `label` names the list in messages: `records` gives `records[2] ($.owners[*].firstName): ...`. */
export function checkRuleRecords(value: unknown, label = 'records'): RuleRecordsCheck {
  if (!validateShape(value)) {
    return { ok: false, problems: (validateShape.errors ?? []).map((error) => shapeProblem(value, error, label)) };
  }
  const problems = value.flatMap((record, index) => recordProblems(record).map((p) => `${recordName(value, index, label)}: ${p}`));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, records: value };
}

function recordName(list: unknown, index: number, label: string): string {
  const jsonPath = Array.isArray(list) ? (list[index] as { jsonPath?: unknown } | undefined)?.jsonPath : undefined;
  return typeof jsonPath === 'string' ? `${label}[${index}] (${jsonPath})` : `${label}[${index}]`;
}

function shapeProblem(list: unknown, error: ErrorObject, label: string): string {
  const [index, ...rest] = error.instancePath.split('/').slice(1);
  const detail = `${error.message ?? 'is invalid'}${error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : ''}`;
  if (index === undefined) return `${label} ${detail}`;
  const where = rest.length > 0 ? `${rest.join('/')} ` : '';
  return `${recordName(list, Number(index), label)}: ${where}${detail}`;
}

function recordProblems(record: RuleRecord): string[] {
  const problems: string[] = [];
  const jsonPathProblem = pathProblem(record.jsonPath, matchPointers);
  if (jsonPathProblem) problems.push(`jsonPath ${jsonPathProblem}`);
  record.rules.forEach((rule, ruleIndex) => {
    const name = rule.ruleType.validationRuleType;
    const at = `rules/${ruleIndex} (${name})`;
    if (!Object.hasOwn(ruleTypes, name)) {
      problems.push(`${at}: unknown rule type; known: ${Object.keys(ruleTypes).join(', ')}`);
      return;
    }
    const shape = parameterShapes[name] ?? {};
    const params = (rule.ruleParameters ?? []).map((p) => p.parameter);
    const required = shape.required ?? [];
    const optional = shape.optional ?? [];
    if (params.length < required.length) {
      problems.push(`${at}: needs ${required.length} parameter${required.length === 1 ? '' : 's'} (${required.join(', ')}), has ${params.length}`);
      return;
    }
    if (!shape.rest && params.length > required.length + optional.length) {
      problems.push(`${at}: takes at most ${required.length + optional.length} parameter(s), has ${params.length}`);
      return;
    }
    params.forEach((param, paramIndex) => {
      const kind = [...required, ...optional][paramIndex] ?? shape.rest;
      const problem = kind && parameterProblem(kind, param);
      if (problem) problems.push(`${at}: ruleParameters/${paramIndex} ${problem}`);
    });
  });
  return problems;
}

function parameterProblem(kind: Parameter, value: string): string | undefined {
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(value.trim()) ? undefined : `must be a number, not "${value}"`;
  if (kind === 'path') return pathProblem(value, valuesAt);
  if (kind === 'name') return /^[A-Za-z][A-Za-z0-9_-]*$/.test(value) ? undefined : `must name a list (letters, digits, - and _), not "${value}"`;
  try {
    new RegExp(value);
    return undefined;
  } catch (error) {
    return `is not a regular expression: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Evaluated once on a small document, the way the engine will evaluate it. */
function pathProblem(jsonPath: string, evaluate: (path: string, document: unknown) => unknown): string | undefined {
  if (!jsonPath.startsWith('$')) return `must be a JSONPath starting with $, not "${jsonPath}"`;
  try {
    evaluate(jsonPath, { owners: [{}] });
    return undefined;
  } catch (error) {
    return `is not a JSONPath: ${error instanceof Error ? error.message : String(error)}`;
  }
}
