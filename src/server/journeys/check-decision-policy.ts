/**
 * Checks a journey's decision policy against the rest of the journey: every condition compiles
 * with the portal's Ajv and reads only decision facts, every rule's terms fit its outcome and
 * the product (tiers of `offers`, loan limits), each approval leaves the offer's customiser an
 * amount to offer, and the lifecycle lets a submitted application take each outcome. `journey validate` reports the findings with file and line; the server
 * refuses to start with any error among them.
 */
import { DECISION_FACT_NAMES } from '../../engine/decision/decision-facts';
import { decisionTermsProblems } from '../../engine/decision/decision-terms-problems';
import type { JourneyFile, LifecycleTable } from '../../engine/journey/journey.types';
import { isRoutingRule, type DecisionRule, type DecisionTerms } from '../../engine/decision/decision.types';
import { customiserSteps } from '../../engine/offers/offer-bounds';
import { createAjv } from '../../engine/validation/create-ajv';
import { DiagnosticCode as C, type Diagnostic } from './diagnostics';

export type PolicyFinding = Omit<Diagnostic, 'file'>;

type PolicySource = Pick<JourneyFile, 'decision' | 'offers' | 'limits'> & { lifecycle: LifecycleTable };

/** Top-level names a condition reads, so a misspelt fact is caught (it would never match). */
function namesRead(when: Record<string, unknown>): string[] {
  const properties = when.properties && typeof when.properties === 'object' ? Object.keys(when.properties) : [];
  const required = Array.isArray(when.required) ? when.required.map(String) : [];
  return [...new Set([...properties, ...required])];
}

type Report = (pointer: string, code: string, message: string) => void;

/**
 * A rule routing to a status (`status`, no outcome): a status of the lifecycle that a submitted
 * application may move to, and no terms, since it decides nothing. A rule with neither an outcome
 * nor a status does nothing at all.
 */
function checkRouting(rule: DecisionRule, at: string, lifecycle: LifecycleTable, report: Report): void {
  // As written: a rule of neither kind, or of both, has keys its type does not.
  const written = rule as Partial<DecisionTerms> & { id: string; status?: unknown };
  const { status } = written;
  if (typeof status !== 'string') {
    report(at, C.decisionTerms, `rule "${rule.id}" needs an outcome, or a status to send the application to`);
    return;
  }
  for (const term of ['maxAmount', 'tier', 'documents', 'reasons'] as const) {
    if (written[term] !== undefined)
      report(`${at}/${term}`, C.decisionTerms, `rule "${rule.id}" sends the application to ${status} undecided: it has no ${term}`);
  }
  const { submitted, statuses } = lifecycle;
  // A status the lifecycle gives a role (an outcome's, withdrawn, expired...) has requirements a
  // routing cannot meet (an approval needs its decision) or ends the application undecided.
  const roles = Object.entries(lifecycle).flatMap(([role, value]) =>
    role === 'decided' && value && typeof value === 'object'
      ? Object.values(value as Record<string, string>)
      : role !== 'statuses' && typeof value === 'string'
        ? [value]
        : [],
  );
  if (!(status in statuses)) {
    report(`${at}/status`, C.unknownStatus, `rule "${rule.id}" sends the application to "${status}", which is not a status of the lifecycle`);
  } else if (submitted && !(statuses[submitted]?.next ?? []).includes(status)) {
    report(
      `${at}/status`,
      C.decisionOutcomeNotAllowed,
      `rule "${rule.id}" sends the application to ${status}, but the lifecycle does not move ${submitted} to it`,
    );
  } else if (roles.includes(status) || (statuses[status]?.next ?? []).length === 0) {
    report(
      `${at}/status`,
      C.decisionOutcomeNotAllowed,
      `rule "${rule.id}" sends the application to ${status}, a status the lifecycle keeps for a decision or an end: route to a status of the product's own, and let staff decide there`,
    );
  }
}

export function checkDecisionPolicy(journey: PolicySource): PolicyFinding[] {
  const policy = journey.decision;
  if (!policy) return [];
  const out: PolicyFinding[] = [];
  const report = (pointer: string, code: string, message: string, severity?: 'warning') =>
    out.push({ pointer, code, message, ...(severity ? { severity } : {}) });
  const ajv = createAjv();
  const bounds = { tiers: Object.keys(journey.offers?.tiers ?? {}), loanAmount: journey.limits.loanAmount };
  const { submitted, statuses } = journey.lifecycle;
  const seen = new Set<string>();

  policy.rules.forEach((rule, i) => {
    const at = `/decision/rules/${i}`;
    if (seen.has(rule.id)) report(`${at}/id`, C.duplicateDecisionRule, `decision rule id "${rule.id}" is used twice`);
    seen.add(rule.id);
    if (rule.when !== undefined) {
      try {
        ajv.compile(rule.when as object);
      } catch (error) {
        report(`${at}/when`, C.decisionCondition, `condition of rule "${rule.id}" does not compile: ${(error as Error).message}`);
      }
      if (typeof rule.when === 'object') {
        for (const name of namesRead(rule.when)) {
          if (!(DECISION_FACT_NAMES as readonly string[]).includes(name)) {
            report(`${at}/when`, C.decisionCondition, `rule "${rule.id}" reads "${name}", which is not a decision fact (${DECISION_FACT_NAMES.join(', ')})`);
          }
        }
      }
    }
    if (isRoutingRule(rule) || rule.outcome === undefined) {
      checkRouting(rule, at, journey.lifecycle, report);
      return;
    }
    const problems = decisionTermsProblems(rule, bounds);
    for (const problem of problems) {
      report(`${at}/${problem.field}`, problem.kind === 'tier' ? C.unknownTier : C.decisionTerms, `rule "${rule.id}": ${problem.message}`);
    }
    const offers = journey.offers;
    const { min } = journey.limits.loanAmount;
    // An approval whose customiser has no amount on the offers' step from the product's minimum up to its maximum cannot be offered.
    if (offers && rule.maxAmount !== undefined && rule.outcome !== 'DECLINED' && !problems.some((p) => p.field === 'maxAmount')) {
      if (customiserSteps({ minAmount: min, maxAmount: rule.maxAmount, pricing: offers }).length === 0) {
        report(
          `${at}/maxAmount`,
          C.noOfferAmount,
          `rule "${rule.id}" approves up to $${rule.maxAmount}, but no amount from the product's minimum $${min} up to it is a multiple of offers.amountStep ($${offers.amountStep}): the offer would have nothing to offer`,
        );
      }
    }
    const status = journey.lifecycle.decided?.[rule.outcome];
    if (!status) {
      report(
        `${at}/outcome`,
        C.decisionOutcomeNotAllowed,
        `rule "${rule.id}" decides ${rule.outcome}, but the lifecycle names no decided.${rule.outcome} status`,
      );
      return;
    }
    if (submitted && !(statuses[submitted]?.next ?? []).includes(status)) {
      report(
        `${at}/outcome`,
        C.decisionOutcomeNotAllowed,
        `rule "${rule.id}" decides ${rule.outcome}, but the lifecycle does not move ${submitted} to ${status}`,
      );
    }
    const received = journey.lifecycle.documentsReceived;
    if (rule.outcome === 'CONDITIONAL' && !(received && (statuses[status]?.next ?? []).includes(received))) {
      report(
        `${at}/outcome`,
        C.decisionOutcomeNotAllowed,
        `rule "${rule.id}" asks for documents, but the lifecycle does not move ${status} to its documentsReceived status (${received ?? 'none named'})`,
      );
    }
  });

  if (!journey.offers && policy.rules.some((rule) => !isRoutingRule(rule) && rule.outcome !== 'DECLINED')) {
    report('/decision', C.missingOffers, 'the policy approves applications, but the journey declares no "offers" pricing');
  }
  const last = policy.rules.length - 1;
  if (last >= 0 && policy.rules[last].when !== undefined) {
    report(
      `/decision/rules/${last}`,
      C.decisionWithoutFallback,
      'the last rule has a condition: an application no rule matches stays in review for operations to decide',
      'warning',
    );
  }
  return out;
}
