import jsonPatch, { type Operation } from 'fast-json-patch';

export type PatchOperation = Operation;

/** The RFC 6902 JSON Patch that turns `before` into `after`: what the browser sends on a save. */
export function diff(before: unknown, after: unknown): PatchOperation[] {
  return jsonPatch.compare(before as object, after as object);
}
