import jsonPatch from 'fast-json-patch';
import type { JsonPatchOperation } from '../contract/applications.contract';

/** One operation as the API takes it (compare makes none of the library's private `_get` ones). */
export type PatchOperation = JsonPatchOperation;

/** The RFC 6902 JSON Patch that turns `before` into `after`: what the browser sends on a save. */
export function diff(before: unknown, after: unknown): PatchOperation[] {
  return jsonPatch.compare(before as object, after as object) as PatchOperation[];
}
