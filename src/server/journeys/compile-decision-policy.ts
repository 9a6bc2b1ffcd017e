/**
 * Node side: compiles a decision policy's conditions with the portal's Ajv, once at start-up,
 * and answers the policy's decision for a submitted document. Decisions run on the server only,
 * so no standalone code is generated for them (and the policy never reaches the browser).
 */
import { decide } from '../../engine/decision/decide';
import { decisionFacts, type DecisionFacts } from '../../engine/decision/decision-facts';
import type { DecisionPolicy, PolicyDecision } from '../../engine/decision/decision.types';
import { createAjv } from '../../engine/validation/create-ajv';

export type PolicyDecider = (document: Record<string, unknown>, now: Date) => PolicyDecision | undefined;

export function compileDecisionPolicy(policy: DecisionPolicy): PolicyDecider {
  const ajv = createAjv();
  const conditions = policy.rules.map((rule) => {
    if (rule.when === undefined) return undefined;
    const validate = ajv.compile(rule.when as object);
    return (facts: DecisionFacts) => validate(facts) === true;
  });
  return (document, now) => decide(policy, decisionFacts(document, now), (index) => conditions[index]);
}
