/**
 * Gives RJSF's utilities the portal's `allOf` merge (src/widgets/rjsf-defaults/schema-merge.ts),
 * whose code comes when a form first needs it, where they import their own, and nowhere else.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF_SCHEMA_UTILS = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]/;

export function rjsfSchemaMerge(projectRoot: string): Plugin {
  const replacement = path.join(projectRoot, 'src/widgets/rjsf-defaults/schema-merge.ts');
  return {
    name: 'rjsf-schema-merge',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './shallowAllOfMerge.js' && importer && RJSF_SCHEMA_UTILS.test(importer) ? replacement : undefined;
    },
  };
}
