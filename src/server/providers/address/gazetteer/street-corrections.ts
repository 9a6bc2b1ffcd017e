/**
 * 'Did you mean': the known streets whose name is a slip away from a typed one ('Colins' for
 * Collins, 'Bourke' for Burke), for a street the gazetteer does not know. One slip (a letter
 * missing, added, changed, or two swapped) for a name of up to five letters, two for a longer one.
 */

/** Edits between two texts, a swap of neighbours counting one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** Whether a known street's name (without its type, lower case) is close to the typed name. */
export function isNearName(typed: string, known: string): boolean {
  if (typed === known) return true;
  const allowed = Math.max(typed.length, known.length) <= 5 ? 1 : 2;
  return Math.abs(typed.length - known.length) <= allowed && editDistance(typed, known) <= allowed;
}
