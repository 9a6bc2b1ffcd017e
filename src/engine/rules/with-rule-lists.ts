/**
 * Rule records with the lists the portal supplies at run time (`inList` rules: the configured
 * partners' codes) put into them, so records carry them wherever records go: the browser's
 * step sessions and the server's change and submission checks alike. The server binds its
 * configuration, the browser the same codes from the client settings.
 */
import type { RuleRecord } from './rule-record.types';

/** A list's name (the `inList` rule's parameter) -> its values. */
export type RuleLists = Readonly<Record<string, readonly string[]>>;

export function withRuleLists(records: readonly RuleRecord[], lists: RuleLists): RuleRecord[] {
  return records.map((record) =>
    record.rules.some((rule) => rule.ruleType.validationRuleType === 'inList')
      ? {
          ...record,
          rules: record.rules.map((rule) => {
            if (rule.ruleType.validationRuleType !== 'inList') return rule;
            const name = rule.ruleParameters?.[0]?.parameter ?? '';
            const values = Object.hasOwn(lists, name) ? lists[name] : [];
            return { ...rule, ruleParameters: [{ parameter: name }, ...values.map((parameter) => ({ parameter }))] };
          }),
        }
      : record,
  );
}
