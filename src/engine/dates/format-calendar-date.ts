/**
 * A calendar day (`yyyy-MM-dd`, as stored) as a reader of the product's locale writes it:
 * 27/03/2027 in en-AU, 03/27/2027 in en-US. The day is formatted as it is, in no time zone, so
 * no reader's clock moves it to the day before.
 */
export function formatCalendarDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
