/**
 * Date checks behind the custom keywords. Self-contained like the formats, and read "today"
 * when they run, so a precompiled validator never goes stale.
 */

/** At least `years` old today (an unreadable date is left to the format check). */
export function isAtLeastYearsAgo(value: string, years: number): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return true;
  const now = new Date();
  const birthdayPassed = now.getMonth() + 1 > Number(m[2]) || (now.getMonth() + 1 === Number(m[2]) && now.getDate() >= Number(m[3]));
  return now.getFullYear() - Number(m[1]) - (birthdayPassed ? 0 : 1) >= years;
}

/** On or after the day `years` years before today (an unreadable date is left to the format check). */
export function isAtMostYearsAgo(value: string, years: number): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return true;
  const now = new Date();
  const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  return (Number(m[1]) + years) * 10000 + Number(m[2]) * 100 + Number(m[3]) >= today;
}

/** Not after today, compared as local calendar dates. */
export function isNotInFuture(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return true;
  const now = new Date();
  const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  return Number(m[1]) * 10000 + Number(m[2]) * 100 + Number(m[3]) <= today;
}

/** The date's year is at least `minYear`. */
export function isYearAtLeast(value: string, minYear: number): boolean {
  const m = /^(\d{4})/.exec(value);
  return !m || Number(m[1]) >= minYear;
}

/** The date's year is this year or one of the `years` before it. */
export function isWithinYearsOfNow(value: string, years: number): boolean {
  const m = /^(\d{4})-/.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const now = new Date().getFullYear();
  return year <= now && year >= now - years;
}

/**
 * The month ('JAN'..'DEC') of a year ('YYYY-...') is not after this month. An unknown month or an
 * unreadable year passes: the enum and the year's own keywords report those.
 */
export function isMonthOfYearNotInFuture(month: unknown, year: unknown): boolean {
  const index = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].indexOf(month as string);
  const m = typeof year === 'string' ? /^(\d{4})-/.exec(year) : null;
  if (index < 0 || !m) return true;
  const now = new Date();
  return Number(m[1]) * 12 + index <= now.getFullYear() * 12 + now.getMonth();
}
