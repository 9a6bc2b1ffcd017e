/**
 * A number parameter of a rule record may name one of the product's limits instead of repeating
 * it: `"#/limits/maxTotalOwnership"` points into the journey's `limits`, as a `$ref` in a step's
 * schema does. A lender then changes a limit in one place and the ownership table, the texts
 * and the rules follow. References are put in where a step's records are evaluated
 * (validate-step.ts), which the browser's step sessions and the server's checks share.
 */
import { getAt } from '../json-pointer';
import type { RuleRecord } from './rule-record.types';

const LIMIT_PREFIX = '#/limits';

export const isLimitReference = (parameter: string) => parameter.trim().startsWith(`${LIMIT_PREFIX}/`);

/** The limit's number, or undefined when the reference names no number of `limits`. */
export function limitAt(limits: unknown, reference: string): number | undefined {
  const value = getAt(limits, reference.trim().slice(LIMIT_PREFIX.length));
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Every limit reference among the records' parameters that names no number, with where it is. */
export function unknownLimitReferences(records: readonly RuleRecord[], limits: unknown): { pointer: string; reference: string }[] {
  return records.flatMap((record, r) =>
    record.rules.flatMap((rule, k) =>
      (rule.ruleParameters ?? []).flatMap(({ parameter }, p) =>
        isLimitReference(parameter) && limitAt(limits, parameter) === undefined
          ? [{ pointer: `/${r}/rules/${k}/ruleParameters/${p}/parameter`, reference: parameter }]
          : [],
      ),
    ),
  );
}

/** The records with each limit reference replaced by the limit's number (an unknown one stays, and fails as a number). */
export function withProductLimits(records: readonly RuleRecord[], limits: unknown): RuleRecord[] {
  return records.map((record) =>
    record.rules.some((rule) => rule.ruleParameters?.some(({ parameter }) => isLimitReference(parameter)))
      ? {
          ...record,
          rules: record.rules.map((rule) => ({
            ...rule,
            ...(rule.ruleParameters && {
              ruleParameters: rule.ruleParameters.map(({ parameter }) => ({
                parameter: isLimitReference(parameter) ? String(limitAt(limits, parameter) ?? parameter) : parameter,
              })),
            }),
          })),
        }
      : record,
  );
}
