/**
 * Calendar months (YYYY-MM) of bank statements, counted in Sydney time: which months a lender
 * needs (the six most recent complete months) and which months a set of statements covers.
 */
export const REQUIRED_MONTHS = 6;
/** A declared statement may start at most this many months back. */
export const OLDEST_MONTH_BACK = 24;
/** One statement file may cover at most this many months. */
export const MAX_MONTHS_PER_STATEMENT = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month `now` falls in, in Australia/Sydney. */
export function currentMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((p) => p.type === 'year')!.value;
  const month = parts.find((p) => p.type === 'month')!.value;
  return `${year}-${month}`;
}

export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let month = from; month <= to && out.length <= 1200; month = addMonths(month, 1)) out.push(month);
  return out;
}

/** The newest month a statement may cover: the last complete one, before the current month. */
export function latestCompleteMonth(now: Date): string {
  return addMonths(currentMonth(now), -1);
}

/** The six complete months before the current one, oldest first. */
export function requiredMonths(now: Date): string[] {
  const last = latestCompleteMonth(now);
  return monthsBetween(addMonths(last, -(REQUIRED_MONTHS - 1)), last);
}

/** The months touched by a date range (the connected path: 180 days back from the retrieval). */
export function monthsOfDates(from: Date, to: Date): string[] {
  return monthsBetween(from.toISOString().slice(0, 7), to.toISOString().slice(0, 7));
}

/** Why a declared statement period is refused, or undefined when a lender can take it. */
export function statementPeriodProblem(from: string, to: string, now: Date): string | undefined {
  if (!isMonth(from) || !isMonth(to)) return 'Months are written YYYY-MM.';
  if (from > to) return 'The first month comes after the last.';
  const current = currentMonth(now);
  if (to > latestCompleteMonth(now)) return 'A statement must end with a complete month: the current month is not over yet.';
  if (from < addMonths(current, -OLDEST_MONTH_BACK)) return `A statement may start at most ${OLDEST_MONTH_BACK} months back.`;
  if (monthsBetween(from, to).length > MAX_MONTHS_PER_STATEMENT) return `One statement may cover at most ${MAX_MONTHS_PER_STATEMENT} months.`;
  return undefined;
}
