/**
 * Gives RJSF's utilities the portal's stand-ins where they import two of their parts, and nowhere
 * else (Ajv and the server keep the originals):
 * - fast-uri -> src/widgets/rjsf-defaults/schema-uri.ts, the browser's URL parser;
 * - their `allOf` merge (./shallowAllOfMerge.js) -> src/widgets/rjsf-defaults/schema-merge.ts,
 *   whose code comes when a form first needs it.
 * Design decision 99.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF_UTILS = /[\\/]@rjsf[\\/]utils[\\/]/;
const RJSF_SCHEMA_UTILS = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]/;

export function rjsfStandIns(projectRoot: string): Plugin {
  const standIns = [
    { source: 'fast-uri', importer: RJSF_UTILS, replacement: path.join(projectRoot, 'src/widgets/rjsf-defaults/schema-uri.ts') },
    { source: './shallowAllOfMerge.js', importer: RJSF_SCHEMA_UTILS, replacement: path.join(projectRoot, 'src/widgets/rjsf-defaults/schema-merge.ts') },
  ];
  return {
    name: 'rjsf-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer ? standIns.find((s) => s.source === source && s.importer.test(importer))?.replacement : undefined;
    },
  };
}
