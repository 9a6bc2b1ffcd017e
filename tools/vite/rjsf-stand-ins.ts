/**
 * Gives RJSF the portal's stand-ins where it imports some of its own parts, and nowhere else (Ajv
 * and the server keep the originals):
 * - its default registry's (getDefaultRegistry.js) lists of widgets, fields and templates ->
 *   src/widgets/rjsf-defaults/, in which those no journey reaches come when a form first renders
 *   one instead of with the first page;
 * - fast-uri, in its utilities -> src/widgets/rjsf-defaults/schema-uri.ts, the browser's URL
 *   parser (design decision 99);
 * - its utilities' `allOf` merge (./shallowAllOfMerge.js) -> src/widgets/rjsf-defaults/schema-merge.ts,
 *   whose code comes when a form first needs it (design decision 99).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF_REGISTRY = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;
const RJSF_UTILS = /[\\/]@rjsf[\\/]utils[\\/]/;
const RJSF_SCHEMA_UTILS = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]/;

export function rjsfStandIns(projectRoot: string): Plugin {
  const ours = (file: string) => path.join(projectRoot, 'src/widgets/rjsf-defaults', file);
  const standIns = [
    { source: './components/widgets/index.js', importer: RJSF_REGISTRY, replacement: ours('widgets.ts') },
    { source: './components/fields/index.js', importer: RJSF_REGISTRY, replacement: ours('fields.ts') },
    { source: './components/templates/index.js', importer: RJSF_REGISTRY, replacement: ours('templates.ts') },
    { source: 'fast-uri', importer: RJSF_UTILS, replacement: ours('schema-uri.ts') },
    { source: './shallowAllOfMerge.js', importer: RJSF_SCHEMA_UTILS, replacement: ours('schema-merge.ts') },
  ];
  return {
    name: 'rjsf-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer ? standIns.find((s) => s.source === source && s.importer.test(importer))?.replacement : undefined;
    },
  };
}
