/**
 * A consent text that tells the applicant what the credit policy lends ("uploading caps my
 * eligibility at $50,000; connecting keeps me eligible for up to $300,000") is a promise they
 * agree to: it must say what the decision policy grants. Every dollar figure in it, written or
 * filled from the journey (`{#/limits/loanAmount/max:money}`), must be an amount a rule of the
 * policy grants (its `maxAmount`), and a figure it names must be one of the journey's limits.
 * A written figure that agrees is only warned about: it will not follow the next change of the
 * policy. The texts are the `...ConsentText` properties of a step's screen (design decision 61).
 */
import { isRoutingRule, type DecisionPolicy } from '../../../engine/decision/decision.types';
import { figureText, journeyFiguresIn } from '../../../engine/journey/journey-figures';
import { getAt } from '../../../engine/json-pointer';
import { placeholderFormats } from '../../../engine/validation/placeholders';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

const DISCLOSURE = /ConsentText$/;
const FIGURE = /\{#\/[^}]*\}/g;
const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?/g;

const money = (amount: number) => placeholderFormats.money(amount);

/** `journey`: the journey file the figures point into, with its policy. */
export function checkPolicyDisclosures(journey: { decision?: DecisionPolicy; limits?: unknown }, placed: readonly PlacedStep[]): Diagnostic[] {
  const granted = new Set(
    (journey.decision?.rules ?? []).flatMap((rule) =>
      !isRoutingRule(rule) && rule.outcome !== 'DECLINED' && typeof rule.maxAmount === 'number' ? [rule.maxAmount] : [],
    ),
  );
  const grants = [...granted].sort((a, b) => a - b).map(money);
  const policySays = grants.length > 0 ? `its rules grant ${grants.join(' or ')}` : 'the journey has no decision policy granting an amount';
  const out: Diagnostic[] = [];
  for (const { step, file, pointer } of placed) {
    for (const [key, text] of Object.entries(step.screenProps ?? {})) {
      if (!DISCLOSURE.test(key) || typeof text !== 'string') continue;
      const report = (message: string, warning = false) =>
        out.push({
          file,
          pointer: `${pointer}/screenProps/${key}`,
          code: warning ? C.policyFigureWritten : C.policyDisclosure,
          message,
          ...(warning ? { severity: 'warning' as const } : {}),
        });
      for (const figure of journeyFiguresIn(text)) {
        // A figure naming nothing at all is the placeholder check's to report.
        if (figureText(journey, figure) === undefined) continue;
        const value = figure.pointer.startsWith('/limits/') ? getAt(journey, figure.pointer) : undefined;
        if (typeof value !== 'number')
          report(`${key} names ${figure.text}, which is not a limit of the journey: a figure the policy lends by is one of its limits`);
        else if (!granted.has(value)) report(`${key} names ${figure.text} (${money(value)}), but the decision policy grants no such amount (${policySays})`);
      }
      for (const [written, digits] of text.replace(FIGURE, '').matchAll(DOLLARS)) {
        const value = Number(digits.replace(/,/g, ''));
        if (!granted.has(value)) report(`${key} states ${written}, but the decision policy grants no such amount (${policySays})`);
        else report(`${key} writes ${written} where the limit the policy grants it by belongs ({#/limits/...:money}): it would not follow a change`, true);
      }
    }
  }
  return out;
}
