/**
 * Answers as they are stored: strings trimmed (spec 01 section 5: strings are trimmed first) and
 * members left empty (`""`, undefined) dropped. The server stores this, and the browser saves
 * this, so a save sends only real changes.
 */
export function normaliseAnswers(value: unknown): unknown {
  return normalise(value, false);
}

/**
 * What validation sees: the stored form, and empty arrays dropped too, so an empty answer is
 * 'blank' before any other error.
 */
export function prepareData(value: unknown): unknown {
  return normalise(value, true);
}

function normalise(value: unknown, dropEmptyArrays: boolean): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => normalise(item, dropEmptyArrays));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const prepared = normalise(member, dropEmptyArrays);
      if (prepared === undefined || prepared === '' || (dropEmptyArrays && Array.isArray(prepared) && prepared.length === 0)) continue;
      out[key] = prepared;
    }
    return out;
  }
  return value;
}
