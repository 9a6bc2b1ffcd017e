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
  const verdicts = evaluateRecordsInBothModes(records, document, catalogue, options);
  return options.draft ? verdicts.draft : verdicts.complete;
}

/** Both modes' errors from one pass over the records: each rule is checked once. */
export function evaluateRecordsInBothModes(
  records: readonly RuleRecord[],
  document: unknown,
  catalogue: MessageCatalogue,
  options: Omit<RecordEvaluationOptions, 'draft'> = {},
): { complete: FieldError[]; draft: FieldError[] } {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const complete: FieldError[] = [];
  const draft: FieldError[] = [];
  records.forEach((record, order) => {
    for (const path of matchPointers(record.jsonPath, document)) {
      if (options.within && !options.within(path)) continue;
      const value = getAt(document, path);
      // Complete: the first rule that fails. Draft: the first that fails of those a draft is held to.
      let failedComplete = false;
      for (const rule of record.rules) {
        const name = rule.ruleType.validationRuleType;
        const type = ruleTypeNamed(name);
        if (!type) {
          if (!warned.has(name)) warn(`Unknown validation rule type "${name}" (${record.jsonPath}): treated as passed`);
          warned.add(name);
          continue;
        }
        const completeOnly = Boolean(type.blank || type.completeOnly);
        if (failedComplete && completeOnly) continue;
        if (!type.blank && !type.checksMissing && isMissing(value)) continue;
        const params = (rule.ruleParameters ?? []).map((p) => p.parameter);
        if (type.check(value, params, { document })) continue;
        const key = record.errorKey ?? type.key ?? name;
        const messageParams = type.messageParams?.(params, { document }) ?? [];
        const involves = answersRead(type, params, document).filter((pointer) => pointer !== path);
        const error: FieldError = {
          path,
          key,
          params: messageParams,
          message: messageText(catalogue, key, messageParams),
          source: name,
          rank: (type.rank ?? 5) * 1000 + 500 + order,
          ...(involves.length > 0 ? { involves } : {}),
        };
        if (!failedComplete) complete.push(error);
        failedComplete = true;
        if (completeOnly) continue;
        draft.push(error);
        break;
      }
    }
  });
  return { complete, draft };
}
