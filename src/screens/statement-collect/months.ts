/** Calendar months (YYYY-MM) as the statement screen shows and offers them; the counting is the engine's, as the server's. */
import { addMonths, currentMonth, latestCompleteMonth, monthsBetween, OLDEST_MONTH_BACK } from '../../engine/statements/statement-months';

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The months a statement may cover, newest first: the last complete month back to the oldest the server accepts. */
export function selectableMonths(now = new Date()): string[] {
  return monthsBetween(addMonths(currentMonth(now), -OLDEST_MONTH_BACK), latestCompleteMonth(now)).reverse();
}

export function rangeLabel(from: string, to: string): string {
  return from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;
}
