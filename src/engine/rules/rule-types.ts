/**
 * The rule types a record may use, by the spec's message keys (spec 01 section 5). A check
 * answers whether the value passes; `blank` checks are about missing answers and run first.
 */
import { isEmail, isIsoDate } from '../validation/formats';
import { isAtLeastYearsAgo } from '../validation/date-checks';
import { passwordProblem } from '../validation/password-rule';
import { valuesAt } from './match-paths';

export interface RuleContext {
  /** The application document (prepared: trimmed, blanks dropped). */
  document: unknown;
}

export interface RuleType {
  /** Fails on a missing answer; such rules are the 'blank' ones and come first. */
  blank?: boolean;
  /** Also judged when the field has no value (totals over several fields). */
  checksMissing?: boolean;
  /** A completeness rule: only when the step is finished, not while typing. */
  completeOnly?: boolean;
  /** Message key when the record names none. */
  key?: string;
  /** Order among failing rules of one field (lower first); blank is 0, date 2, age 4. */
  rank?: number;
  check(value: unknown, params: readonly string[], context: RuleContext): boolean;
  /** Parameters shown in the message ({0}, {1}). */
  messageParams?(params: readonly string[]): unknown[];
}

const isMissing = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : NaN);
const sumAt = (paths: readonly string[], document: unknown) =>
  paths.flatMap((p) => valuesAt(p, document)).reduce<number>((sum, v) => sum + (Number.isNaN(toNumber(v)) ? 0 : toNumber(v)), 0);
const sameAs = (value: unknown, path: string | undefined, document: unknown, fold = false) => {
  const other = path ? valuesAt(path, document)[0] : undefined;
  return fold ? String(value).toLowerCase() === String(other ?? '').toLowerCase() : value === other;
};

const blank: RuleType = { blank: true, rank: 0, check: (v) => !isMissing(v) };

export const ruleTypes: Record<string, RuleType> = {
  blank,
  blankBoolean: blank,
  blankArray: blank,
  blankConsent: blank,
  blankFunding: blank,
  blankPassword: blank,
  blankPasswordConfirmation: blank,
  blankBankAccountConfirmation: blank,
  emailInvalid: { rank: 2, check: (v) => typeof v === 'string' && isEmail(v) },
  lessThanOrEqual: { check: (v, [max]) => toNumber(v) <= Number(max), messageParams: ([max]) => [max] },
  moreThanOrEqual: { check: (v, [min]) => toNumber(v) >= Number(min), messageParams: ([min]) => [min] },
  multipleOf: { key: 'invalid', check: (v, [step]) => toNumber(v) % Number(step) === 0 },
  lengthIncorrect: {
    check: (v, [min, max]) => String(v).length >= Number(min) && String(v).length <= Number(max),
    messageParams: ([min, max]) => [min, max],
  },
  lengthTooShort: { check: (v, [min]) => String(v).length >= Number(min), messageParams: ([min]) => [min] },
  notNumeric: { rank: 1, check: (v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+$/.test(v)) },
  notPercent: { rank: 1, check: (v) => Number.isInteger(toNumber(v)) && toNumber(v) >= 1 && toNumber(v) <= 100 },
  postalCodeInvalid: { rank: 2, check: (v) => typeof v === 'string' && /^\d{4}$/.test(v) },
  passwordInvalid: { check: (v) => typeof v === 'string' && passwordProblem(v) === null },
  confirmPassword: { check: (v, [other], c) => sameAs(v, other, c.document) },
  confirmBankAccountNumber: { check: (v, [other], c) => sameAs(v, other, c.document) },
  confirmImageText: { check: (v, [other], c) => sameAs(v, other, c.document, true) },
  totalOwnershipMin: {
    checksMissing: true,
    completeOnly: true,
    check: (_v, [min, ...paths], c) => sumAt(paths, c.document) >= Number(min),
    messageParams: ([min]) => [min],
  },
  totalOwnershipMax: {
    checksMissing: true,
    check: (_v, [max, ...paths], c) => sumAt(paths, c.document) <= Number(max),
    messageParams: ([max]) => [max],
  },
  date: { rank: 2, check: (v) => typeof v === 'string' && isIsoDate(v) },
  min_age_18: { rank: 4, check: (v, [years]) => typeof v === 'string' && isAtLeastYearsAgo(v, Number(years ?? 18)) },
  ssnInvalid: { rank: 2, check: (v) => typeof v === 'string' && /^\d{3}-?\d{2}-?\d{4}$/.test(v) },
  pattern: { key: 'invalid', check: (v, [regex]) => typeof v === 'string' && new RegExp(regex ?? '').test(v) },
  // One of a list the portal supplies at run time (the configured partners' codes), named by the
  // first parameter; `withRuleLists` puts the list's values after it. Letter case does not count, as
  // codes are read out and typed. No list, or an empty one: nothing is known, every value fails.
  inList: {
    key: 'notAllowed',
    check: (v, [, ...values]) => typeof v === 'string' && values.some((known) => known.toLowerCase() === v.toLowerCase()),
  },
};

export { isMissing };
