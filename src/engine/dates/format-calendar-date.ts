/**
 * The one way the portal writes a calendar day for the applicant: a day (`yyyy-MM-dd`, as stored,
 * or the date part of a date-time) as a reader of the product's locale writes it, 27/03/2027 in
 * en-AU and 03/27/2027 in en-US, or in words (`long`: 27 March 2027, March 27, 2027). The
 * agreement, the statements, the signing page and mails, the offer, the review and the loan
 * documents all call it with their product's locale (productLocale). The day is formatted as it
 * is, in no time zone, so no reader's clock moves it to the day before.
 */
export type CalendarDateStyle = 'numeric' | 'long';

const OPTIONS: Record<CalendarDateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
};

export function formatCalendarDate(isoDate: string, locale: string, style: CalendarDateStyle = 'numeric'): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...OPTIONS[style] }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The day a moment falls on where the reader is (their clock's zone), as `yyyy-MM-dd` for formatCalendarDate. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Whether the product's readers write the month before the day (en-US: 03/27/2027), so a date is
 * typed in that order too; day first otherwise (en-AU, and the year-first locales, whose typed
 * dates the portal does not shape).
 */
export function writesMonthFirst(locale: string): boolean {
  let monthFirst = MONTH_FIRST.get(locale);
  if (monthFirst === undefined) MONTH_FIRST.set(locale, (monthFirst = monthBeforeDay(locale)));
  return monthFirst;
}

// A date field asks on every render; a locale's order never changes.
const MONTH_FIRST = new Map<string, boolean>();

function monthBeforeDay(locale: string): boolean {
  const kinds = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...OPTIONS.numeric })
    .formatToParts(new Date(Date.UTC(2027, 2, 27)))
    .map((part) => part.type);
  const month = kinds.indexOf('month');
  return month < kinds.indexOf('day') && month < kinds.indexOf('year');
}
