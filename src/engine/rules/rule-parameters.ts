/**
 * The parameters a rule type reads, declared by kind next to its check (rule-types.ts). The
 * declaration is judged here before a record is stored, and written into
 * schemas/rule-record.schema.json so an editor refuses the same mistakes while the record is typed.
 * A malformed number makes every value fail and a bad regular expression throws while an applicant
 * types: both are cheaper to refuse when the record is made.
 */
import { jsonPathTokens } from './json-path-tokens';
import { valuesAt } from './match-paths';
import { isLimitReference } from './with-product-limits';

/**
 * number: `-12.5`, or a product limit named `#/limits/maxTotalOwnership`; path: a JSONPath over the
 * application, which may name many answers (a total); field: a JSONPath naming one answer, which a
 * comparing rule reads; regex: JavaScript syntax; name: a run-time list.
 */
export type RuleParameterKind = 'number' | 'path' | 'field' | 'regex' | 'name';

export interface RuleParameters {
  /** The first parameters, in order; a record must give every one. */
  required?: readonly RuleParameterKind[];
  /** May follow the required ones, in order. */
  optional?: readonly RuleParameterKind[];
  /** Any number more, each of this kind (a total over several fields). */
  rest?: RuleParameterKind;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const LIST_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** Members and fixed indices only (`$.owners[0].email`): what names one answer; jsonPathTokens reads the same. */
const ONE_ANSWER = /^\$(\.[A-Za-z_$][\w$]*|\[\d+\]|\[['"][^'"]+['"]\])*$/;

/** Each kind as JSON Schema, for the generated editor-facing schema; the checks below say more. */
export const parameterKindSchemas: Record<RuleParameterKind, { type: 'string'; pattern?: string; description: string }> = {
  number: {
    type: 'string',
    pattern: '^\\s*(-?\\d+(\\.\\d+)?|#/limits/[A-Za-z0-9_/]+)\\s*$',
    description: 'A number, e.g. "18" or "0.5", or one of the product\'s limits, e.g. "#/limits/maxTotalOwnership".',
  },
  path: { type: 'string', pattern: '^\\$', description: 'A JSONPath over the application document, e.g. "$.owners[*].percentOwnership".' },
  field: {
    type: 'string',
    pattern: ONE_ANSWER.source,
    description:
      'A JSONPath naming one answer, e.g. "$.fundingNeeds.desiredLoanAmount": no wildcard. To compare with the total of a list, e.g. "$.invoices[*].amount", use atLeastSum or atMostSum.',
  },
  regex: { type: 'string', description: 'A regular expression in JavaScript syntax, e.g. "^[A-Za-z ]+$".' },
  name: { type: 'string', pattern: LIST_NAME.source, description: 'The name of a list the portal supplies at run time, e.g. "partners".' },
};

/** Every kind in order of position; `rest` repeats past the declared ones. */
export function parameterKinds(declared: RuleParameters | undefined): { fixed: RuleParameterKind[]; min: number; max: number } {
  const required = declared?.required ?? [];
  const fixed = [...required, ...(declared?.optional ?? [])];
  return { fixed, min: required.length, max: declared?.rest ? Infinity : fixed.length };
}

/**
 * What is wrong with a rule's parameters, as the rule type declares them: the count first (then
 * nothing else is judged), else one problem per bad parameter, `ruleParameters/<index> ...`.
 */
export function parameterProblems(declared: RuleParameters | undefined, values: readonly string[]): string[] {
  const { fixed, min, max } = parameterKinds(declared);
  if (values.length < min) {
    return [`needs ${min} parameter${min === 1 ? '' : 's'} (${fixed.slice(0, min).join(', ')}), has ${values.length}`];
  }
  if (values.length > max) return [`takes at most ${max} parameter(s), has ${values.length}`];
  return values.flatMap((value, index) => {
    const kind = fixed[index] ?? declared?.rest;
    const problem = kind && parameterProblem(kind, value);
    return problem ? [`ruleParameters/${index} ${problem}`] : [];
  });
}

function parameterProblem(kind: RuleParameterKind, value: string): string | undefined {
  if (kind === 'number') {
    return NUMBER.test(value.trim()) || isLimitReference(value) ? undefined : `must be a number or a limit ("#/limits/..."), not "${value}"`;
  }
  if (kind === 'path') return jsonPathProblem(value, valuesAt);
  if (kind === 'field') return jsonPathProblem(value, valuesAt) ?? oneAnswerProblem(value);
  if (kind === 'name') return LIST_NAME.test(value) ? undefined : `must name a list (letters, digits, - and _), not "${value}"`;
  try {
    new RegExp(value);
    return undefined;
  } catch (error) {
    return `is not a regular expression: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * A comparing rule reads one answer: given a path naming several (every invoice's amount), it
 * would compare with the first alone. Their total is what the sum rules compare with.
 */
function oneAnswerProblem(jsonPath: string): string | undefined {
  if (ONE_ANSWER.test(jsonPath)) return undefined;
  const many = jsonPathTokens(jsonPath)?.includes('*') ? 'names every item of a list' : 'may name several answers';
  return `must name one answer, but "${jsonPath}" ${many}: to compare with their total use atLeastSum or atMostSum`;
}

/** Evaluated once on a small document, the way the engine will evaluate it. */
export function jsonPathProblem(jsonPath: string, evaluate: (path: string, document: unknown) => unknown): string | undefined {
  if (!jsonPath.startsWith('$')) return `must be a JSONPath starting with $, not "${jsonPath}"`;
  try {
    evaluate(jsonPath, { owners: [{}] });
    return undefined;
  } catch (error) {
    return `is not a JSONPath: ${error instanceof Error ? error.message : String(error)}`;
  }
}
