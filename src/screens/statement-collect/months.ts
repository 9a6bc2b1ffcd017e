/** Calendar months (YYYY-MM) as the statement screen shows and offers them; the counting is the engine's, as the server's. */
import { addMonths, currentMonth, OLDEST_MONTH_BACK } from '../../engine/statements/statement-months';

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The months a statement may cover, newest first: this month back to the oldest the server accepts. */
export function selectableMonths(now = new Date()): string[] {
  const current = currentMonth(now);
  return Array.from({ length: OLDEST_MONTH_BACK + 1 }, (_, i) => addMonths(current, -i));
}

export function rangeLabel(from: string, to: string): string {
  return from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;
}
