/**
 * Business days in Australia: not a Saturday or Sunday, and not a public or bank holiday, national
 * or of the business's state (a bank holiday closes the banks, so no debit or transfer runs).
 * Dates are calendar dates, yyyy-MM-dd; an instant is read in the state's time zone. The server
 * builds offer schedules and funding dates with these; the browser receives the days it needs.
 */
import Holidays from 'date-holidays';

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

const TIME_ZONES: Record<AustralianState, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};
const DEFAULT_TIME_ZONE = 'Australia/Sydney';
const HOLIDAY_TYPES = new Set(['public', 'bank']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function knownState(state: string | undefined): AustralianState | undefined {
  return (AUSTRALIAN_STATES as readonly string[]).includes(state ?? '') ? (state as AustralianState) : undefined;
}

/** The calendar date of an instant where the business is (Sydney when the state is not known). */
export function localDate(at: Date, state?: string): string {
  const known = knownState(state);
  const zone = known ? TIME_ZONES[known] : DEFAULT_TIME_ZONE;
  // en-CA formats a date as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function toDate(date: string | Date, state?: string): string {
  if (date instanceof Date) return localDate(date, state);
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return date;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// Holidays of one state and year, computed once: date-holidays evaluates its rules on each call.
const holidayCache = new Map<string, ReadonlySet<string>>();

function holidays(year: number, state: AustralianState | undefined): ReadonlySet<string> {
  const key = `${state ?? 'AU'}:${year}`;
  let dates = holidayCache.get(key);
  if (!dates) {
    const calendar = state ? new Holidays('AU', state) : new Holidays('AU');
    dates = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => HOLIDAY_TYPES.has(h.type))
        .map((h) => h.date.slice(0, 10)),
    );
    holidayCache.set(key, dates);
  }
  return dates;
}

/** Whether banks and the lender work on this day in the business's state (national holidays only without one). */
export function isBusinessDay(date: string | Date, state?: string): boolean {
  const day = toDate(date, state);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidays(Number(day.slice(0, 4)), knownState(state)).has(day);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string | Date, state?: string): string {
  let day = addDays(toDate(date, state), 1);
  while (!isBusinessDay(day, state)) day = addDays(day, 1);
  return day;
}

/** `count` business days, ascending, from `date` on (`date` itself when it is one). */
export function businessDaysFrom(date: string | Date, count: number, state?: string): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, not ${count}`);
  const days: string[] = [];
  for (let day = toDate(date, state); days.length < count; day = addDays(day, 1)) {
    if (isBusinessDay(day, state)) days.push(day);
  }
  return days;
}
