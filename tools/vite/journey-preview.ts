/**
 * The live preview's data in development: `virtual:journey-preview` is the journeys folder as
 * tools/vite/preview-data.ts reads it, read again on every save of a journey, schema or rule
 * file (the page updates in place through HMR). A production build gets `null`, and the preview
 * route is not built at all (tools/check-bundle-size.ts checks).
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

const ID = 'virtual:journey-preview';
const RESOLVED = `\0${ID}`;

export function journeyPreview(projectRoot: string): Plugin {
  const journeysDir = path.resolve(process.env.JOURNEYS_DIR ?? path.join(projectRoot, 'journeys'));
  const schemasDir = path.join(journeysDir, '..', 'schemas');
  let server: ViteDevServer | undefined;
  return {
    name: 'journey-preview',
    configureServer(dev) {
      server = dev;
      dev.watcher.add([journeysDir, schemasDir]);
      const changed = (file: string) => {
        if (!file.startsWith(journeysDir) && !file.startsWith(schemasDir)) return;
        const module = dev.moduleGraph.getModuleById(RESOLVED);
        if (module) void dev.reloadModule(module);
      };
      dev.watcher.on('change', changed);
      dev.watcher.on('add', changed);
      dev.watcher.on('unlink', changed);
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!server) return 'export default null;';
      const { previewData } = (await server.ssrLoadModule(path.join(projectRoot, 'tools/vite/preview-data.ts'))) as typeof import('./preview-data');
      return `export default ${JSON.stringify(await previewData(journeysDir, schemasDir))};`;
    },
  };
}
