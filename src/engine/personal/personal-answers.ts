/**
 * The answers a journey marks as personal data (`personalData`: JSONPaths such as
 * `$.owners[*].dateOfBirth`), found in a document or in a JSON Patch of one, so the server can
 * seal them at rest and the console can mask them. Only simple paths: members, `[n]` and `[*]`.
 */
import { formatPointer, parsePointer } from '../json-pointer';
import { jsonPathTokens } from '../rules/json-path-tokens';

/** Token lists, '*' for any member or index. */
export type PersonalPatterns = readonly (readonly string[])[];

export function personalPatterns(jsonPaths: readonly string[]): PersonalPatterns {
  return jsonPaths.map((path) => {
    const tokens = jsonPathTokens(path);
    if (!tokens) throw new Error(`personalData "${path}" is not a simple JSONPath (members, [n] and [*] only).`);
    return tokens;
  });
}

const matches = (at: readonly string[], pattern: readonly string[]) =>
  at.length === pattern.length && pattern.every((token, i) => token === '*' || token === at[i]);
/** Whether some pattern continues below `at`, so the walk must go on. */
const leadsTo = (at: readonly string[], pattern: readonly string[]) =>
  at.length < pattern.length && at.every((token, i) => pattern[i] === '*' || pattern[i] === token);

/**
 * A copy of `value` (found at `at` in the document) with every string at a personal path passed
 * through `map`; branches with no personal path are shared, not copied.
 */
export function mapPersonalStrings(
  value: unknown,
  patterns: PersonalPatterns,
  map: (text: string, at: readonly string[]) => string,
  at: readonly string[] = [],
): unknown {
  if (patterns.length === 0) return value;
  if (typeof value === 'string') return patterns.some((p) => matches(at, p)) ? map(value, at) : value;
  if (value === null || typeof value !== 'object' || !patterns.some((p) => leadsTo(at, p))) return value;
  // A number, boolean or null is never mapped: kept without working out its path (most of a document's leaves).
  const below = (child: unknown, key: string) =>
    typeof child === 'string' || (child !== null && typeof child === 'object') ? mapPersonalStrings(child, patterns, map, [...at, key]) : child;
  if (Array.isArray(value)) return value.map((item, i) => below(item, String(i)));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = below(child, key);
  return out;
}

/** What staff see in place of a personal answer until they reveal it. */
export const MASKED_ANSWER = '••••••';

export function maskPersonalAnswers(document: unknown, patterns: PersonalPatterns): unknown {
  return mapPersonalStrings(document, patterns, () => MASKED_ANSWER);
}

/** The personal answers of a document with their JSON Pointers, in document order. */
export function personalAnswersOf(document: unknown, patterns: PersonalPatterns): { pointer: string; value: string }[] {
  const found: { pointer: string; value: string }[] = [];
  mapPersonalStrings(document, patterns, (value, at) => {
    found.push({ pointer: formatPointer(at), value });
    return value;
  });
  return found;
}

interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

const isOperation = (op: unknown): op is PatchOperation =>
  typeof op === 'object' && op !== null && typeof (op as PatchOperation).op === 'string' && typeof (op as PatchOperation).path === 'string';

/** A JSON Patch with the personal strings among its values passed through `map`. */
export function mapPersonalStringsOfPatch(patch: unknown, patterns: PersonalPatterns, map: (text: string) => string): unknown {
  if (!Array.isArray(patch) || patterns.length === 0) return patch;
  return patch.map((op: unknown) => {
    if (!isOperation(op) || !('value' in op)) return op;
    return { ...op, value: mapPersonalStrings(op.value, patterns, map, parsePointer(op.path)) };
  });
}

/**
 * `value` (a document, or a JSON Patch of one) with each distinct personal string replaced by what
 * `replace` answers for it (undefined: kept); the same value when nothing was replaced.
 */
export async function replacePersonalStrings(
  value: unknown,
  kind: 'document' | 'patch',
  patterns: PersonalPatterns,
  replace: (text: string) => Promise<string | undefined>,
): Promise<unknown> {
  const walk = (map: (text: string) => string) =>
    kind === 'document' ? mapPersonalStrings(value, patterns, map) : mapPersonalStringsOfPatch(value, patterns, map);
  const found = new Set<string>();
  walk((text) => {
    found.add(text);
    return text;
  });
  const replaced = new Map<string, string>();
  await Promise.all(
    [...found].map(async (text) => {
      const next = await replace(text);
      if (next !== undefined && next !== text) replaced.set(text, next);
    }),
  );
  return replaced.size === 0 ? value : walk((text) => replaced.get(text) ?? text);
}
