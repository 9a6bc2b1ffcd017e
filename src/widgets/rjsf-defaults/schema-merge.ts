/**
 * The merge of `allOf` subschemas RJSF's utilities import (their shallowAllOfMerge.js, built on
 * @x0k/json-schema-merge), as the web app's build gives it to them
 * (tools/vite/rjsf-stand-ins.ts): its code, 3 KiB brotli, comes when a form first needs it
 * instead of with the first page. RJSF merges a schema with `allOf`, or one it makes from
 * `patternProperties` or from a `$ref` with keywords beside it; the step route fetches the merge
 * with the step's code when its schema holds any of them (`mergesSchemas` in src/widgets/lazy-widgets.ts), so it is
 * here before the form renders. RJSF swallows a failed merge and renders the schema without its
 * `allOf`, so a merge asked for before its code arrived fails loudly in the console and by name.
 */
type Merge = (schema: object) => object;

let merge: Merge | undefined;
let arriving: Promise<void> | undefined;

export function preloadSchemaMerge(): Promise<void> {
  arriving ??= import('@rjsf/utils/lib/schema/shallowAllOfMerge.js').then(
    (module) => {
      merge = module.default as Merge;
    },
    (error: unknown) => {
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

export default function shallowAllOfMerge(schema: object): object {
  if (merge) return merge(schema);
  const error = new Error("A form merged a schema's allOf before the merge's code arrived: preload it with the step's code (mergesSchemas)");
  console.error(error);
  throw error;
}
