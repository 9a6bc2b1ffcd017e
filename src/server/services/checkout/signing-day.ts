/** The calendar day of an instant in a time zone, as yyyy-MM-dd: the same-day rule compares these. */
export function signingDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The last millisecond of the signing day in its zone, at or after `now`: the instant a co-owner's
 * link stops working. Found by bisecting the day's change within the next 26 hours, so a link
 * issued a minute before midnight still lives that minute and zone offsets (daylight saving
 * included) come from the zone database alone.
 */
export function endOfSigningDay(signingDate: string, timeZone: string, now: Date): Date {
  if (signingDay(now, timeZone) !== signingDate) return now;
  let onTheDay = now.getTime();
  let after = onTheDay + 26 * 3600 * 1000;
  while (after - onTheDay > 1) {
    const middle = Math.floor((onTheDay + after) / 2);
    if (signingDay(new Date(middle), timeZone) === signingDate) onTheDay = middle;
    else after = middle;
  }
  return new Date(onTheDay);
}
