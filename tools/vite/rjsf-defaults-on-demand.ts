/**
 * Gives RJSF's default registry (its getDefaultRegistry.js) the portal's lists of RJSF's default
 * widgets, fields and templates (src/widgets/rjsf-defaults/), in which those no journey reaches come when a
 * form first renders one instead of with the first page. RJSF's own lists are replaced where its
 * registry imports them, and nowhere else.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const REGISTRY = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;

export function rjsfDefaultsOnDemand(projectRoot: string): Plugin {
  const lists: Record<string, string> = {
    './components/widgets/index.js': path.join(projectRoot, 'src/widgets/rjsf-defaults/widgets.ts'),
    './components/fields/index.js': path.join(projectRoot, 'src/widgets/rjsf-defaults/fields.ts'),
    './components/templates/index.js': path.join(projectRoot, 'src/widgets/rjsf-defaults/templates.ts'),
  };
  return {
    name: 'rjsf-defaults-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && REGISTRY.test(importer) ? lists[source] : undefined;
    },
  };
}
