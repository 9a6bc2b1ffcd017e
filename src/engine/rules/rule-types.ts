/**
 * The rule types a record may use, by the spec's message keys (spec 01 section 5). A check
 * answers whether the value passes; `blank` checks are about missing answers and run first.
 * Each type declares the parameters it reads beside its check; `npm run generate:journey-schema`
 * writes the names and those declarations into schemas/rule-record.schema.json.
 */
import { isEmail, isIsoDate, isUsSsn } from '../validation/formats';
import { isAtLeastYearsAgo } from '../validation/date-checks';
import { passwordProblem } from '../validation/password-rule';
import { valuesAt } from './match-paths';
import type { RuleParameters } from './rule-parameters';

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
  /** The parameters `check` reads, by kind; none when absent. Records giving others are refused. */
  parameters?: RuleParameters;
  check(value: unknown, params: readonly string[], context: RuleContext): boolean;
  /** Parameters shown in the message ({0}, {1}); without a context only their count is asked. */
  messageParams?(params: readonly string[], context?: RuleContext): unknown[];
}

const isMissing = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : NaN);
const sumAt = (paths: readonly string[], document: unknown) =>
  paths.flatMap((p) => valuesAt(p, document)).reduce<number>((sum, v) => sum + (Number.isNaN(toNumber(v)) ? 0 : toNumber(v)), 0);
/** The answer at another path, which a comparing rule reads (its parameter names one: rule-parameters.ts refuses a wildcard). */
const answerAt = (path: string | undefined, document: unknown): unknown => (path ? valuesAt(path, document)[0] : undefined);
const sameAs = (value: unknown, path: string | undefined, document: unknown, fold = false) => {
  const other = answerAt(path, document);
  return fold ? String(value).toLowerCase() === String(other ?? '').toLowerCase() : value === other;
};

/** The number another field holds (a rule comparing two answers), NaN when it holds none. */
const numberAt = (path: string | undefined, document: unknown) => toNumber(answerAt(path, document));
/** Two answers compared: passes while the other is unanswered, as there is nothing to compare yet. */
const comparedWith =
  (holds: (value: number, other: number) => boolean): RuleType['check'] =>
  (v, [path], c) => {
    const other = numberAt(path, c.document);
    return Number.isNaN(other) || holds(toNumber(v), other);
  };
const otherValue = ([path]: readonly string[], context?: RuleContext) => [context ? answerAt(path, context.document) : undefined];

/** The numbers at every path, added up; undefined while none of them holds a number (nothing to compare yet). */
const totalAt = (paths: readonly string[], document: unknown): number | undefined => {
  const numbers = paths
    .flatMap((p) => valuesAt(p, document))
    .map(toNumber)
    .filter((n) => !Number.isNaN(n));
  return numbers.length > 0 ? numbers.reduce((sum, n) => sum + n, 0) : undefined;
};
/** An answer compared with a total (the invoices' amounts): passes while no amount is given. */
const comparedWithTotal =
  (holds: (value: number, total: number) => boolean): RuleType['check'] =>
  (v, paths, c) => {
    const total = totalAt(paths, c.document);
    return total === undefined || holds(toNumber(v), total);
  };
const totalValue = (paths: readonly string[], context?: RuleContext) => [context ? totalAt(paths, context.document) : undefined];

const blank: RuleType = { blank: true, rank: 0, check: (v) => !isMissing(v) };

const definitions = {
  blank,
  blankBoolean: blank,
  blankArray: blank,
  blankConsent: blank,
  blankFunding: blank,
  blankPassword: blank,
  blankPasswordConfirmation: blank,
  blankBankAccountConfirmation: blank,
  emailInvalid: { rank: 2, check: (v) => typeof v === 'string' && isEmail(v) },
  lessThanOrEqual: { parameters: { required: ['number'] }, check: (v, [max]) => toNumber(v) <= Number(max), messageParams: ([max]) => [max] },
  moreThanOrEqual: { parameters: { required: ['number'] }, check: (v, [min]) => toNumber(v) >= Number(min), messageParams: ([min]) => [min] },
  // At least / at most what another field holds (a cost at least the amount asked for); the
  // message's {0} is that other answer, `{0:money}` in a text of the lender's own.
  atLeastField: { key: 'moreThanOrEqual', parameters: { required: ['field'] }, check: comparedWith((v, other) => v >= other), messageParams: otherValue },
  atMostField: { key: 'lessThanOrEqual', parameters: { required: ['field'] }, check: comparedWith((v, other) => v <= other), messageParams: otherValue },
  // At least / at most the total of the answers at the paths (the amount asked for at most what the
  // invoices add up to, `$.invoices[*].amount`); the message's {0} is that total.
  atLeastSum: { parameters: { required: ['path'], rest: 'path' }, check: comparedWithTotal((v, total) => v >= total), messageParams: totalValue },
  atMostSum: { parameters: { required: ['path'], rest: 'path' }, check: comparedWithTotal((v, total) => v <= total), messageParams: totalValue },
  multipleOf: { key: 'invalid', parameters: { required: ['number'] }, check: (v, [step]) => toNumber(v) % Number(step) === 0 },
  lengthIncorrect: {
    parameters: { required: ['number', 'number'] },
    check: (v, [min, max]) => String(v).length >= Number(min) && String(v).length <= Number(max),
    messageParams: ([min, max]) => [min, max],
  },
  lengthTooShort: { parameters: { required: ['number'] }, check: (v, [min]) => String(v).length >= Number(min), messageParams: ([min]) => [min] },
  notNumeric: { rank: 1, check: (v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+$/.test(v)) },
  notPercent: { rank: 1, check: (v) => Number.isInteger(toNumber(v)) && toNumber(v) >= 1 && toNumber(v) <= 100 },
  postalCodeInvalid: { rank: 2, check: (v) => typeof v === 'string' && /^\d{4}$/.test(v) },
  passwordInvalid: { check: (v) => typeof v === 'string' && passwordProblem(v) === null },
  confirmPassword: { parameters: { required: ['field'] }, check: (v, [other], c) => sameAs(v, other, c.document) },
  confirmBankAccountNumber: { parameters: { required: ['field'] }, check: (v, [other], c) => sameAs(v, other, c.document) },
  confirmImageText: { parameters: { required: ['field'] }, check: (v, [other], c) => sameAs(v, other, c.document, true) },
  totalOwnershipMin: {
    checksMissing: true,
    completeOnly: true,
    parameters: { required: ['number'], rest: 'path' },
    check: (_v, [min, ...paths], c) => sumAt(paths, c.document) >= Number(min),
    messageParams: ([min]) => [min],
  },
  totalOwnershipMax: {
    checksMissing: true,
    parameters: { required: ['number'], rest: 'path' },
    check: (_v, [max, ...paths], c) => sumAt(paths, c.document) <= Number(max),
    messageParams: ([max]) => [max],
  },
  date: { rank: 2, check: (v) => typeof v === 'string' && isIsoDate(v) },
  min_age_18: { rank: 4, parameters: { optional: ['number'] }, check: (v, [years]) => typeof v === 'string' && isAtLeastYearsAgo(v, Number(years ?? 18)) },
  ssnInvalid: { rank: 2, check: (v) => typeof v === 'string' && isUsSsn(v) },
  pattern: { key: 'invalid', parameters: { required: ['regex'] }, check: (v, [regex]) => typeof v === 'string' && new RegExp(regex ?? '').test(v) },
  // One of a list the portal supplies at run time (the configured partners' codes), named by the
  // first parameter; `withRuleLists` puts the list's values after it. Letter case does not count, as
  // codes are read out and typed. No list, or an empty one: nothing is known, every value fails.
  inList: {
    key: 'notAllowed',
    parameters: { required: ['name'] },
    check: (v, [, ...values]) => typeof v === 'string' && values.some((known) => known.toLowerCase() === v.toLowerCase()),
  },
} satisfies Record<string, RuleType>;

/** The names a record's `validationRuleType` may take; the schema's enum is generated from them. */
export type RuleTypeName = keyof typeof definitions;

export const ruleTypes: Readonly<Record<RuleTypeName, RuleType>> = definitions;

export const ruleTypeNames = Object.keys(ruleTypes) as RuleTypeName[];

/** A record names its type by any string a lender typed; only the table's own keys count. */
export const isRuleTypeName = (name: string): name is RuleTypeName => Object.hasOwn(ruleTypes, name);

/** The rule type a record names, or undefined when the engine knows none by that name. */
export const ruleTypeNamed = (name: string): RuleType | undefined => (isRuleTypeName(name) ? ruleTypes[name] : undefined);

export { isMissing };
