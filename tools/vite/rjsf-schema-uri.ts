/**
 * Gives RJSF's utilities the portal's URI resolution (src/widgets/rjsf-defaults/schema-uri.ts, the
 * browser's URL parser) where they import fast-uri, and nowhere else: Ajv and the server keep
 * fast-uri.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF_UTILS = /[\\/]@rjsf[\\/]utils[\\/]/;

export function rjsfSchemaUri(projectRoot: string): Plugin {
  const replacement = path.join(projectRoot, 'src/widgets/rjsf-defaults/schema-uri.ts');
  return {
    name: 'rjsf-schema-uri',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'fast-uri' && importer && RJSF_UTILS.test(importer) ? replacement : undefined;
    },
  };
}
