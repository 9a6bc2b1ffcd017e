/**
 * Applies a decision policy to the facts: the first rule whose condition accepts them decides (or
 * routes the application to a status of its own, undecided);
 * a rule without a condition always matches. The conditions come compiled through a lookup (the
 * server compiles them with the portal's Ajv), so the engine stays free of any compiler.
 */
import type { DecisionFacts } from './decision-facts';
import { isRoutingRule, type DecisionPolicy, type DecisionRule, type PolicyDecision } from './decision.types';

/** A compiled `when` condition of a rule. */
export type DecisionCondition = (facts: DecisionFacts) => boolean;

/** The compiled condition of the rule at `index`; undefined for a rule without one. */
export type DecisionConditionLookup = (index: number, rule: DecisionRule) => DecisionCondition | undefined;

/** The decision of the first matching rule, or undefined when none matches (the lender decides). */
export function decide(policy: DecisionPolicy, facts: DecisionFacts, conditionOf: DecisionConditionLookup): PolicyDecision | undefined {
  for (const [index, rule] of policy.rules.entries()) {
    if (rule.when !== undefined) {
      const condition = conditionOf(index, rule);
      if (!condition) throw new Error(`Decision rule "${rule.id}" has no compiled condition`);
      if (!condition(facts)) continue;
    }
    return termsOf(rule);
  }
  return undefined;
}

function termsOf(rule: DecisionRule): PolicyDecision {
  if (isRoutingRule(rule)) return { ruleId: rule.id, status: rule.status };
  const { id, outcome, maxAmount, tier, documents, reasons } = rule;
  return {
    ruleId: id,
    outcome,
    ...(maxAmount !== undefined ? { maxAmount } : {}),
    ...(tier !== undefined ? { tier } : {}),
    ...(documents !== undefined ? { documents: documents.map((d) => ({ type: d.type, title: d.title })) } : {}),
    ...(reasons !== undefined ? { reasons: [...reasons] } : {}),
  };
}
