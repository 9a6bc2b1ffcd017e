/**
 * What validation sees: strings trimmed, and empty strings, empty arrays and undefined members
 * dropped, so an empty answer is 'blank' before any other error (spec 01 section 5).
 */
export function prepareData(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(prepareData);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const prepared = prepareData(member);
      if (prepared === undefined || prepared === '' || (Array.isArray(prepared) && prepared.length === 0)) continue;
      out[key] = prepared;
    }
    return out;
  }
  return value;
}
