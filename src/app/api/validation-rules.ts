/** The product's validation-rule records (spec 02 section 5), fetched once per page load. */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ProductRuleRecords } from '../../engine/contract/validation-rules.contract';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { withRuleLists } from '../../engine/rules/with-rule-lists';
import { loadJsonPathFor } from '../lazy/json-path-on-demand';
import { useSettings } from '../settings/settings-context';
import { takeEarlyAnswer } from './early-fetch';
import { request } from './http';
import { validationRulesPath } from './validation-rules-path';

export const validationRuleKeys = { product: (product: string) => ['validation-rules', product] as const };

/** The JSONPaths of rule records: what each matches and the paths its rules read. */
const recordPaths = (records: readonly RuleRecord[]) =>
  records
    .flatMap((record) => [record.jsonPath, ...record.rules.flatMap((rule) => (rule.ruleParameters ?? []).map((p) => p.parameter))])
    .filter((path) => path.startsWith('$'));

/**
 * The records read at start-up when the page's path named the product, else asked for now; with
 * the JSONPath library when a record's paths need more than the engine's own walker.
 */
export async function getValidationRules(product: string): Promise<ProductRuleRecords> {
  const path = validationRulesPath(product);
  const early = (await takeEarlyAnswer(path)) as ProductRuleRecords | undefined;
  const answer = early ?? (await request<ProductRuleRecords>('GET', path, { auth: false }));
  await loadJsonPathFor(recordPaths(answer.records));
  return answer;
}

/**
 * The 'validation rules' route guard waits on this; they do not change during a visit. Their
 * `inList` rules get the lists the server checks against too: the partner codes of the settings.
 */
export function useValidationRules(product: string, enabled = true) {
  const { partners } = useSettings();
  const select = useCallback((records: RuleRecord[]) => withRuleLists(records, { partners: Object.keys(partners ?? {}) }), [partners]);
  return useQuery({ ...validationRulesQuery(product), select, enabled });
}

/** The records' query as the route guard asks it, and as start-up may answer it first. */
export function validationRulesQuery(product: string) {
  return {
    queryKey: validationRuleKeys.product(product),
    queryFn: () => getValidationRules(product).then((r) => r.records),
    staleTime: Infinity,
  } as const;
}
