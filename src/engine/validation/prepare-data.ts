/**
 * Answers as they are stored: strings trimmed (spec 01 section 5: strings are trimmed first) and
 * members left empty (`""`, undefined) dropped. The server stores this, and the browser saves
 * this, so a save sends only real changes.
 */
export function normaliseAnswers(value: unknown): unknown {
  return normalise(value, false);
}

/**
 * `normaliseAnswers` for a document that is mostly as stored already (a stored one, patched in a
 * few places): what needs no change is the same value, not a copy, so a change copies only the
 * containers on the way to what it trims or drops. The answer may share containers with `value`;
 * neither may then be changed in place. JSON data only (plain objects and arrays).
 */
export function normaliseStoredAnswers(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = normaliseStoredAnswers(value[i]);
      if (item !== value[i]) (out ??= value.slice())[i] = item;
    }
    return out ?? value;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    let out: Record<string, unknown> | undefined;
    for (let i = 0; i < entries.length; i++) {
      const [key, member] = entries[i];
      const prepared = normaliseStoredAnswers(member);
      const dropped = prepared === undefined || prepared === '';
      if (!out && !dropped && prepared === member) continue;
      // The first member that differs: the members before it are kept as they are.
      out ??= Object.fromEntries(entries.slice(0, i));
      if (!dropped) out[key] = prepared;
    }
    return out ?? value;
  }
  return value;
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
