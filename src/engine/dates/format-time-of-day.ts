/**
 * The one way the portal writes a time of day for the applicant: a moment on the reader's clock as
 * the product's locale writes it, 3:05 pm in en-AU and 3:05 PM in en-US (the bank's pause, 'try
 * again after ...'). Calendar days go through formatCalendarDate.
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

export function formatTimeOfDay(at: string | number | Date, locale: string): string {
  let format = FORMATS.get(locale);
  if (!format) FORMATS.set(locale, (format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })));
  return format.format(new Date(at));
}
