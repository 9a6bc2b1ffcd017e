/**
 * Whether a decision's terms fit its outcome and the product: the same check for a rule of a
 * journey's policy (`journey validate`, server start) and for a decision operations make.
 * An approval names its amount and price, a conditional approval its amount and the documents
 * it waits for, a decline its reasons; nothing else.
 */
import { DECISION_OUTCOMES, type DecisionTerms } from './decision.types';

export interface DecisionTermsProblem {
  /** The term at fault: outcome, maxAmount, tier, documents or reasons. */
  field: keyof DecisionTerms;
  /** `tier` names a tier the product does not price; `fit` is any other misfit. */
  kind: 'fit' | 'tier';
  message: string;
}

export interface ProductDecisionBounds {
  /** The product's pricing tiers (`offers.tiers`); empty when it has no pricing. */
  tiers: readonly string[];
  loanAmount: { min: number; max: number; step: number };
}

type Term = Exclude<keyof DecisionTerms, 'outcome'>;

/** Terms each outcome must have, and may have. */
const TERMS: Record<DecisionTerms['outcome'], { required: Term[]; allowed: Term[] }> = {
  APPROVED: { required: ['maxAmount', 'tier'], allowed: ['maxAmount', 'tier'] },
  CONDITIONAL: { required: ['maxAmount', 'documents'], allowed: ['maxAmount', 'tier', 'documents'] },
  DECLINED: { required: ['reasons'], allowed: ['reasons'] },
};

export function decisionTermsProblems(terms: DecisionTerms, bounds: ProductDecisionBounds): DecisionTermsProblem[] {
  if (!(DECISION_OUTCOMES as readonly string[]).includes(terms.outcome)) {
    return [{ field: 'outcome', kind: 'fit', message: `outcome must be one of ${DECISION_OUTCOMES.join(', ')}` }];
  }
  const out: DecisionTermsProblem[] = [];
  const { required, allowed } = TERMS[terms.outcome];
  for (const term of ['maxAmount', 'tier', 'documents', 'reasons'] as const) {
    const present = terms[term] !== undefined;
    if (present && !allowed.includes(term)) out.push({ field: term, kind: 'fit', message: `a ${terms.outcome} decision has no ${term}` });
    if (!present && required.includes(term)) out.push({ field: term, kind: 'fit', message: `a ${terms.outcome} decision needs ${term}` });
  }
  const { min, max, step } = bounds.loanAmount;
  if (terms.maxAmount !== undefined && allowed.includes('maxAmount')) {
    const amount = terms.maxAmount;
    if (!Number.isInteger(amount) || amount < min || amount > max || (amount - min) % step !== 0) {
      out.push({
        field: 'maxAmount',
        kind: 'fit',
        message: `maxAmount ${amount} is not a loan amount of the product ($${min} to $${max} in steps of $${step})`,
      });
    }
  }
  if (terms.tier !== undefined && allowed.includes('tier') && !bounds.tiers.includes(terms.tier)) {
    const known = bounds.tiers.length > 0 ? `one of ${bounds.tiers.join(', ')}` : 'none: the product declares no offers pricing';
    out.push({ field: 'tier', kind: 'tier', message: `tier "${terms.tier}" is not a pricing tier of the product (${known})` });
  }
  if (terms.documents !== undefined && allowed.includes('documents')) {
    const types = terms.documents.map((d) => d.type);
    if (types.length === 0) out.push({ field: 'documents', kind: 'fit', message: 'a conditional approval asks for at least one document' });
    const repeated = types.filter((type, i) => types.indexOf(type) !== i);
    if (repeated.length > 0) out.push({ field: 'documents', kind: 'fit', message: `document type ${repeated[0]} is asked for twice` });
  }
  if (terms.reasons !== undefined && allowed.includes('reasons') && terms.reasons.length === 0) {
    out.push({ field: 'reasons', kind: 'fit', message: 'a decline gives at least one reason' });
  }
  return out;
}
