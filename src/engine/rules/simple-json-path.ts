/**
 * The JSONPaths rule records name nearly always (`$.owners[*].firstName`, `$.owners[0].dateOfBirth`):
 * members, indices and wildcards, evaluated here as jsonpath-plus evaluates them (a test holds the
 * two together on generated paths and documents). The web app evaluates these itself and fetches
 * jsonpath-plus only for a record that uses more of the syntax (filters, descent, slices, unions,
 * quoted names; src/app/lazy/json-path-on-demand.ts).
 */

const STEP = /\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|(\[\*\]|\.\*)/y;

/** `$.owners[*].firstName` -> ['owners', '*', 'firstName']; undefined for any other syntax. */
export function simplePathSteps(jsonPath: string): string[] | undefined {
  if (!jsonPath.startsWith('$')) return undefined;
  const steps: string[] = [];
  STEP.lastIndex = 1;
  while (STEP.lastIndex < jsonPath.length) {
    const at = STEP.lastIndex;
    const m = STEP.exec(jsonPath);
    if (!m || m.index !== at) return undefined;
    steps.push(m[1] ?? m[2] ?? '*');
  }
  return steps;
}

export interface PathMatch {
  /** JSON Pointer of the match, as jsonpath-plus's `resultType: 'pointer'` writes it. */
  pointer: string;
  value: unknown;
}

/** Path segments jsonpath-plus leaves out of a pointer (its own operators' names). */
const LEFT_OUT_OF_POINTER = /^(~|\^|@.*?\(\))$/u;

const segment = (key: string | number) =>
  typeof key === 'string' && LEFT_OUT_OF_POINTER.test(key) ? '' : `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * Every match of `steps` in `document`, in jsonpath-plus's order. A member is followed where the
 * value has it as its own (a string's `length` too, as jsonpath-plus does); a wildcard takes every
 * item of an array and every member of an object. Like jsonpath-plus, a step right after a
 * wildcard or after a member followed without that priority takes a value's own member literally
 * first: there, `*` names a member called `*` when the value has one (jsonpath-plus's
 * `literalPriority`, which each followed step passes on or clears).
 */
export function simpleMatches(steps: readonly string[], document: unknown): PathMatch[] {
  let matches: (PathMatch & { literal: boolean })[] = [{ pointer: '', value: document, literal: false }];
  for (const step of steps) {
    const next: typeof matches = [];
    for (const { pointer, value, literal } of matches) {
      const own = Boolean(value) && Object.hasOwn(value as object, step);
      const member = (key: string | number, literalNext: boolean) =>
        next.push({ pointer: pointer + segment(key), value: (value as Record<string | number, unknown>)[key], literal: literalNext });
      if (literal && own) member(step, false);
      else if (step === '*') {
        const keys: (string | number)[] = Array.isArray(value) ? [...value.keys()] : value && typeof value === 'object' ? Object.keys(value) : [];
        for (const key of keys) member(key, true);
      } else if (!literal && own) member(step, true);
    }
    matches = next;
  }
  return matches.map(({ pointer, value }) => ({ pointer, value }));
}
