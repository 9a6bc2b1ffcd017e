import type { JsonPatchOperation } from '../contract/applications.contract';
import { loadOnce } from '../load-once';

/** One operation as the API takes it (compare makes none of the library's private `_get` ones). */
export type PatchOperation = JsonPatchOperation;

// Only a save needs the library: fetched on the first one, not with the first page.
const patchLibrary = loadOnce(() => import('fast-json-patch'));

/** The RFC 6902 JSON Patch that turns `before` into `after`: what the browser sends on a save. */
export async function diff(before: unknown, after: unknown): Promise<PatchOperation[]> {
  const { default: jsonPatch } = await patchLibrary();
  return jsonPatch.compare(before as object, after as object) as PatchOperation[];
}
