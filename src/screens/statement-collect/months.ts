/** Calendar months (YYYY-MM) as the statement screen shows and offers them. */

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The current month in Sydney, as the server counts it. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The months a statement may cover, newest first: this month and the 23 before it. */
export function selectableMonths(now = new Date()): string[] {
  const current = currentMonth(now);
  return Array.from({ length: 24 }, (_, i) => addMonths(current, -i));
}

/** The six complete months before this one, oldest first (what a lender needs). */
export function requiredMonths(now = new Date()): string[] {
  const last = addMonths(currentMonth(now), -1);
  return Array.from({ length: 6 }, (_, i) => addMonths(last, i - 5));
}

export function rangeLabel(from: string, to: string): string {
  return from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;
}
