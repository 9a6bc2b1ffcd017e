/**
 * Evaluates rule records against an application document: for every field a record's JSONPath
 * names, the first failing rule gives one error candidate (merged later with the schema's, by
 * priority). An unknown rule type is logged and passes.
 */
import type { FieldError } from '../validation/field-error';
import { messageText, type MessageCatalogue } from '../validation/messages';
import { getAt } from '../json-pointer';
import { matchPointers } from './match-paths';
import { parameterKinds } from './rule-parameters';
import type { RuleRecord } from './rule-record.types';
import { isMissing, ruleTypeNamed, type RuleType } from './rule-types';

export interface RecordEvaluationOptions {
  /** Only fields at these pointers (or inside them) are judged. */
  within?: (pointer: string) => boolean;
  /** Leave out missing-answer and completeness rules (saving while typing). */
  draft?: boolean;
  warn?: (message: string) => void;
}

const warned = new Set<string>();

/**
 * The other answers a rule reads (the amount it compares with, every invoice it adds up), as
 * pointers: a change to any of them is a change to the rule's verdict, as much as one to its field.
 */
function answersRead(type: RuleType, params: readonly string[], document: unknown): string[] {
  const { fixed } = parameterKinds(type.parameters);
  return params.flatMap((param, i) => {
    const kind = fixed[i] ?? type.parameters?.rest;
    return kind === 'path' || kind === 'field' ? matchPointers(param, document) : [];
  });
}

export function evaluateRecords(
  records: readonly RuleRecord[],
  document: unknown,
  catalogue: MessageCatalogue,
  options: RecordEvaluationOptions = {},
): FieldError[] {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const errors: FieldError[] = [];
  records.forEach((record, order) => {
    for (const path of matchPointers(record.jsonPath, document)) {
      if (options.within && !options.within(path)) continue;
      const value = getAt(document, path);
      for (const rule of record.rules) {
        const name = rule.ruleType.validationRuleType;
        const type = ruleTypeNamed(name);
        if (!type) {
          if (!warned.has(name)) warn(`Unknown validation rule type "${name}" (${record.jsonPath}): treated as passed`);
          warned.add(name);
          continue;
        }
        if (options.draft && (type.blank || type.completeOnly)) continue;
        if (!type.blank && !type.checksMissing && isMissing(value)) continue;
        const params = (rule.ruleParameters ?? []).map((p) => p.parameter);
        if (type.check(value, params, { document })) continue;
        const key = record.errorKey ?? type.key ?? name;
        const messageParams = type.messageParams?.(params, { document }) ?? [];
        const involves = answersRead(type, params, document).filter((pointer) => pointer !== path);
        errors.push({
          path,
          key,
          params: messageParams,
          message: messageText(catalogue, key, messageParams),
          source: name,
          rank: (type.rank ?? 5) * 1000 + 500 + order,
          ...(involves.length > 0 ? { involves } : {}),
        });
        break;
      }
    }
  });
  return errors;
}
