/**
 * A product's decision policy as its journey declares it (`decision`), and what a decision says.
 * The outcome of a decision is also the status it moves the application to (spec 01 section 4):
 * APPROVED, CONDITIONAL or DECLINED.
 */
import type { JsonSchema } from '../json-schema.types';

export const DECISION_OUTCOMES = ['APPROVED', 'CONDITIONAL', 'DECLINED'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** A document a conditional approval asks the applicant to upload before the lender verifies it. */
export interface RequiredDocument {
  /** The upload's document type, e.g. DRIVER_LICENCE. */
  type: string;
  /** What the applicant is asked for, e.g. "Your driver licence (front and back)". */
  title: string;
  /** A form for the applicant to download, fill and upload back: a template staff attached to the application. */
  templateId?: string;
}

/** What a decision grants or says; each outcome takes exactly the fields that fit it. */
export interface DecisionTerms {
  outcome: DecisionOutcome;
  /** APPROVED and CONDITIONAL: the most the applicant may borrow, in whole dollars. */
  maxAmount?: number;
  /** APPROVED (and, as an indication, CONDITIONAL): a pricing tier of the product's `offers.tiers`. */
  tier?: string;
  /** CONDITIONAL: what the applicant uploads before the lender verifies the application. */
  documents?: RequiredDocument[];
  /** DECLINED: why, in words the applicant reads. */
  reasons?: string[];
}

interface RuleMatch {
  id: string;
  /** JSON Schema over the decision facts (decision-facts.ts); without it the rule always matches. */
  when?: JsonSchema;
}

/** A rule that decides: its outcome and terms are the decision. */
export interface DecidingRule extends RuleMatch, DecisionTerms {
  status?: undefined;
}

/**
 * A rule that decides nothing yet and sends the application to a status of the product's own
 * lifecycle (a referral to an underwriter, a valuation): staff decide it from there.
 */
export interface RoutingRule extends RuleMatch {
  status: string;
  /** It decides nothing, so it has no outcome and no terms. */
  outcome?: undefined;
  maxAmount?: undefined;
  tier?: undefined;
  documents?: undefined;
  reasons?: undefined;
}

/** One rule of a policy: the first whose `when` accepts the decision facts decides, or routes. */
export type DecisionRule = DecidingRule | RoutingRule;

export const isRoutingRule = (rule: DecisionRule): rule is RoutingRule => rule.status !== undefined;

export interface DecisionPolicy {
  /** Seconds after submission the policy decides (an analyst's queue, not an instant answer). */
  delaySeconds: number;
  rules: DecisionRule[];
}

/** The policy's answer: the rule that matched and its terms, or the status it routes the application to. */
export type PolicyDecision = (DecisionTerms & { ruleId: string; status?: undefined }) | PolicyRouting;

export interface PolicyRouting {
  ruleId: string;
  /** The status of the product's lifecycle the application moves to, undecided. */
  status: string;
}
