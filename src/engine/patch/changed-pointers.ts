import jsonPatch from 'fast-json-patch';

/** The pointers a change touches, as the JSON Patch between the two documents names them. */
export function changedPointers(before: unknown, after: unknown): string[] {
  return jsonPatch.compare(before as object, after as object).map((op) => op.path);
}
