import jsonPatch, { type Operation } from 'fast-json-patch';

/** The pointers a change touches, as the JSON Patch between the two documents names them. */
export function changedPointers(before: unknown, after: unknown): string[] {
  return jsonPatch.compare(before as object, after as object).map((op) => op.path);
}

/**
 * The pointers a change touches, down to every value inside an object or array it adds, replaces
 * or removes. Which fields a change may touch is judged on these: a whole new parent object
 * (`add /_extension`) cannot carry keys that no step owns.
 */
export function changedLeafPointers(before: unknown, after: unknown): string[] {
  const out = new Set<string>();
  for (const op of jsonPatch.compare(before as object, after as object)) {
    if (op.op === 'add' || op.op === 'replace') leaves(op.value, op.path, out);
    if (op.op === 'replace' || op.op === 'remove') leaves(valueAt(before, op.path), op.path, out);
  }
  return [...out];
}

/** The pointers of every value a change writes (adds or replaces), not the ones it removes. */
export function writtenLeafPointers(before: unknown, after: unknown): string[] {
  const out = new Set<string>();
  for (const op of jsonPatch.compare(before as object, after as object)) {
    if (op.op === 'add' || op.op === 'replace') leaves(op.value, op.path, out);
  }
  return [...out];
}

function valueAt(document: unknown, pointer: string): unknown {
  try {
    return jsonPatch.getValueByPointer(document, pointer);
  } catch {
    return undefined;
  }
}

function leaves(value: unknown, pointer: string, out: Set<string>): void {
  if (value === null || typeof value !== 'object') {
    out.add(pointer);
    return;
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  if (entries.length === 0) out.add(pointer);
  for (const [key, item] of entries) leaves(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
}

/** What a change touches, from one comparison of the two documents (each list as the functions above give it). */
export interface ChangeDiff {
  changed: string[];
  changedLeaves: string[];
  writtenLeaves: string[];
}

/** `operations`: `jsonPatch.compare(before, after)` when the caller has it already; not compared again. */
export function diffChange(
  before: unknown,
  after: unknown,
  operations: readonly Operation[] = jsonPatch.compare(before as object, after as object),
): ChangeDiff {
  const changed: string[] = [];
  const changedLeaves = new Set<string>();
  const writtenLeaves = new Set<string>();
  for (const op of operations) {
    changed.push(op.path);
    if (op.op === 'add' || op.op === 'replace') {
      leaves(op.value, op.path, changedLeaves);
      leaves(op.value, op.path, writtenLeaves);
    }
    if (op.op === 'replace' || op.op === 'remove') leaves(valueAt(before, op.path), op.path, changedLeaves);
  }
  return { changed, changedLeaves: [...changedLeaves], writtenLeaves: [...writtenLeaves] };
}
