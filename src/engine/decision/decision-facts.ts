/**
 * The facts a decision policy reads, computed from a submitted application. Conditions are JSON
 * Schema, which cannot compare two fields or do arithmetic, so the facts carry the figures a
 * lender reasons with (trading time, requested amount against revenue) ready to compare.
 * A missing figure counts as nothing, so a policy never approves on an answer it was not given.
 */
import { currentMonth } from '../statements/statement-months';

export interface DecisionFacts {
  /** fundingNeeds.desiredLoanAmount, whole dollars. */
  requestedAmount: number;
  /** Whole months from the month the business was established to the current month (Sydney). */
  tradingMonths: number;
  /** business._extension.averageMonthlyRevenue, whole dollars. */
  averageMonthlyRevenue: number;
  /** The requested amount in months of average revenue; null when no revenue was declared. */
  requestedMonthsOfRevenue: number | null;
  /** The statements were uploaded by hand rather than retrieved from the bank. */
  manualStatements: boolean;
  /** Calendar months the statements cover. */
  statementMonthsCovered: number;
  legalEntityType: string | null;
  /** The primary owner and every additional owner. */
  ownersCount: number;
  /** The whole application document, for conditions on any answer. */
  application: Record<string, unknown>;
}

export const DECISION_FACT_NAMES: readonly (keyof DecisionFacts)[] = [
  'requestedAmount',
  'tradingMonths',
  'averageMonthlyRevenue',
  'requestedMonthsOfRevenue',
  'manualStatements',
  'statementMonthsCovered',
  'legalEntityType',
  'ownersCount',
  'application',
];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function objectAt(value: unknown, ...keys: string[]): Record<string, unknown> {
  let node = value;
  for (const key of keys) node = node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>) : {};
}

const wholeNumber = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/**
 * The established year is stored as YYYY-01-01 and the month asked only of young businesses;
 * without a month the year's last month is taken, so trading time is never overstated.
 */
export function tradingMonths(business: Record<string, unknown>, now: Date): number {
  const year = /^(\d{4})-/.exec(String(business.establishedDate ?? ''))?.[1];
  if (!year) return 0;
  const month = MONTHS.indexOf(String(objectAt(business, '_extension').establishedMonth ?? ''));
  const established = Number(year) * 12 + (month < 0 ? 11 : month);
  const [currentYear, currentMonthNumber] = currentMonth(now).split('-').map(Number);
  return Math.max(0, currentYear * 12 + (currentMonthNumber - 1) - established);
}

export function decisionFacts(document: Record<string, unknown>, now: Date): DecisionFacts {
  const business = objectAt(document, 'business');
  const extension = objectAt(document, '_extension');
  const requestedAmount = wholeNumber(objectAt(document, 'fundingNeeds').desiredLoanAmount);
  const averageMonthlyRevenue = wholeNumber(objectAt(business, '_extension').averageMonthlyRevenue);
  const legalEntityType = business.legalEntityType;
  return {
    requestedAmount,
    tradingMonths: tradingMonths(business, now),
    averageMonthlyRevenue,
    requestedMonthsOfRevenue: averageMonthlyRevenue > 0 ? requestedAmount / averageMonthlyRevenue : null,
    manualStatements: extension.isStatementsManuallyUploaded === true,
    statementMonthsCovered: count(objectAt(extension, 'statements').coveredMonths),
    legalEntityType: typeof legalEntityType === 'string' ? legalEntityType : null,
    ownersCount: count(document.owners) + count(document.coOwners),
    application: document,
  };
}
