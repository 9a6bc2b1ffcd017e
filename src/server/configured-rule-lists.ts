/**
 * The lists the rule records' `inList` rules check against, from this instance's configuration:
 * `partners`, the codes of PARTNERS_JSON. The browser gets the same codes with the client
 * settings; they are not secret (decision 32).
 */
import type { RuleLists } from '../engine/rules/with-rule-lists';
import type { Config } from './config';

export function configuredRuleLists(config: Pick<Config, 'settings'>): RuleLists {
  return { partners: Object.keys(config.settings.partners) };
}
