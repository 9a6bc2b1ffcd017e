/** The calendar day of an instant in a time zone, as yyyy-MM-dd: the same-day rule compares these. */
export function signingDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
