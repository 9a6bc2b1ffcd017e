/**
 * The first page in few files, fetched from the start. On a phone network every file costs a
 * round trip, and a browser opens six connections to a host over HTTP/1.1: the app's code split
 * into seventy files waited seconds for its turns. So the modules the app imports statically
 * (what any page of it runs first) are bundled into two chunks, the libraries and the portal's
 * own code, and the page's HTML asks for them at once (modulepreload) instead of after the
 * start-up module has run. The start-up module's own imports are left out, so it stays small, runs
 * as soon as it arrives and can still say when the app's code fails to come.
 *
 * A module the start-up module also imports dynamically as soon as it runs (`early`: the theme,
 * whose Chakra system takes a slow phone 0.1 s to build) goes, with what it imports, into a third
 * chunk. Smaller than the libraries' chunk, it arrives well before it, and the start-up module
 * runs it while the rest is still on its way (design decision 100).
 *
 * Modules only lazily loaded pages, screens and widgets use are not touched: they stay out of the
 * first page.
 */
import path from 'node:path';
import { build, type AliasOptions, type Plugin } from 'vite';
import { staticallyLoaded } from '../bundle-graph.ts';

interface ProbeChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

const chunksByFile = (output: Iterable<ProbeChunk>) => new Map([...output].filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));

/**
 * The chunk that runs `moduleId`: its facade's (a module a dynamic import names keeps a facade of
 * its own), else the one carrying it (an HTML entry's facade is the HTML).
 */
const chunkFileOf = (chunks: ReadonlyMap<string, ProbeChunk>, moduleId: string) => {
  const all = [...chunks.values()];
  return (all.find((c) => c.facadeModuleId === moduleId) ?? all.find((c) => c.moduleIds?.includes(moduleId)))?.fileName;
};

/** The file names of `first` and of what it imports statically, through the bundle. */
const staticFiles = (chunks: ReadonlyMap<string, ProbeChunk>, first: string | undefined) =>
  staticallyLoaded(first, (file) => (chunks.has(file) ? (chunks.get(file)!.imports ?? []) : undefined));

/**
 * The modules of the chunks the app loads at once in a build chunked automatically, by the chunk
 * they go into: what the first page runs, after tree-shaking (a closure of the import graph would
 * take in the whole of every library imported through an index file). The start-up module's
 * imports the app shares go into one chunk of their own; the start-up module stays in its entry.
 */
export function firstPageModuleChunks(output: readonly ProbeChunk[], startUpId: string, appId: string, earlyId?: string): Map<string, string> {
  const chunks = chunksByFile(output);
  const entry = chunkFileOf(chunks, startUpId);
  const startUp = staticFiles(chunks, entry);
  const modules = new Map<string, string>();
  for (const file of startUp) {
    if (file !== entry) for (const id of chunks.get(file)!.moduleIds ?? []) modules.set(id, 'start-up');
  }
  const early = earlyId ? staticFiles(chunks, chunkFileOf(chunks, earlyId)) : new Set<string>();
  for (const file of early) {
    if (!startUp.has(file)) for (const id of chunks.get(file)!.moduleIds ?? []) modules.set(id, EARLY_CHUNK);
  }
  for (const file of staticFiles(chunks, chunkFileOf(chunks, appId))) {
    if (!startUp.has(file) && !early.has(file)) for (const id of chunks.get(file)!.moduleIds ?? []) modules.set(id, firstPageChunkName(id));
  }
  return modules;
}

/** The chunk of the module the start-up module runs early, and of what it imports, libraries included. */
export const EARLY_CHUNK = 'first-page-early';

/** A library's module; a build's own generated modules kept under node_modules/.cache are not. */
const isLibrary = (id: string) => /[\\/]node_modules[\\/](?!\.cache[\\/])/.test(id);

/** The chunk a first-page module goes into: libraries change less often than the portal, so they are cached apart. */
export const firstPageChunkName = (id: string) => (isLibrary(id) ? 'first-page-libs' : 'first-page');

/**
 * A module of ours a library imports (an alias's target standing in for a library's import, as
 * src/widgets/markdown-on-demand.tsx does) goes with the libraries, even when ours import it too:
 * otherwise their chunk would import ours while ours imports theirs. So does one that such a
 * module imports, given `importersOf` (src/widgets/rjsf-defaults/on-demand.ts, which RJSF's
 * stand-in lists share).
 */
export function importedByLibraries(
  importers: readonly string[],
  importersOf: (id: string) => readonly string[] = () => [],
  seen: ReadonlySet<string> = new Set(),
): boolean {
  return importers.some((id) => isLibrary(id) || (!seen.has(id) && importedByLibraries(importersOf(id), importersOf, new Set([...seen, id]))));
}

/**
 * `startUp` is the module the HTML loads, `app` the one it imports once the browser is known to
 * be able to run it, `early` one it imports at once, before the app (all relative to the Vite
 * root). The first page's modules are found by a probe build of the same configuration, chunked
 * automatically and not written.
 */
export function firstPageChunks(options: { startUp: string; app: string; early?: string }): Plugin {
  // Set while the probe build runs: the plugin then leaves the chunks as they fall.
  const inert = Boolean(process.env.FIRST_PAGE_CHUNKS_PROBE);
  let startUpId = '';
  let appId = '';
  let earlyId: string | undefined;
  let alias: AliasOptions | undefined;
  let configFile: string | undefined;
  let base = '/';
  let mode = 'production';
  let firstPage = new Map<string, string>();
  return {
    name: 'first-page-chunks',
    apply: 'build',
    config(config) {
      const root = path.resolve(config.root ?? '.');
      startUpId = path.join(root, options.startUp);
      appId = path.join(root, options.app);
      earlyId = options.early && path.join(root, options.early);
      // A build given aliases inline (another product's generated folder) is probed with them.
      alias = config.resolve?.alias;
      if (inert) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id, ctx) => {
                      const chunk = firstPage.get(id);
                      const importersOf = (module: string) => ctx.getModuleInfo(module)?.importers ?? [];
                      return chunk === 'first-page' && importedByLibraries(importersOf(id), importersOf) ? 'first-page-libs' : (chunk ?? null);
                    },
                    // Their dependencies are first-page modules too, or the start-up module, which stays in its entry.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
      configFile = config.configFile;
      mode = config.mode;
    },
    async buildStart() {
      if (inert) return;
      if (!configFile) this.error('first-page-chunks probes the build of a configuration file; this build has none');
      process.env.FIRST_PAGE_CHUNKS_PROBE = '1';
      try {
        // Chunked as the real build would be before the groups; minifying would change nothing of that.
        const probe = await build({
          configFile,
          mode,
          logLevel: 'silent',
          resolve: { alias },
          build: { write: false, sourcemap: false, manifest: false, emptyOutDir: false, minify: false, cssMinify: false, reportCompressedSize: false },
        });
        const outputs = Array.isArray(probe) ? probe : [probe];
        firstPage = firstPageModuleChunks(outputs.flatMap((o) => ('output' in o ? o.output : [])) as ProbeChunk[], startUpId, appId, earlyId);
      } finally {
        delete process.env.FIRST_PAGE_CHUNKS_PROBE;
      }
      if (![...firstPage.values()].includes('first-page')) this.error(`the probe build found no modules the app (${appId}) loads at once`);
    },
    generateBundle(_options, bundle) {
      if (inert) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const ours = chunks.find((c) => c.name === 'first-page');
      const libraries = chunks.find((c) => c.name === 'first-page-libs');
      if (ours && libraries?.imports.includes(ours.fileName)) {
        this.error(`${libraries.fileName} imports ${ours.fileName}, which imports it: a library imports a module of ours (importedByLibraries)`);
      }
      const early = chunks.find((c) => c.name === EARLY_CHUNK);
      const waitsFor = early?.imports.filter((file) => file === ours?.fileName || file === libraries?.fileName) ?? [];
      if (waitsFor.length > 0) this.error(`${early!.fileName} imports ${waitsFor.join(', ')}: it would not run before the rest of the first page arrives`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (inert || !ctx.bundle) return;
        const chunks = chunksByFile(Object.values(ctx.bundle) as ProbeChunk[]);
        // The entry's own imports Vite already preloads.
        const already = staticFiles(chunks, ctx.chunk?.fileName);
        const early = earlyId ? staticFiles(chunks, chunkFileOf(chunks, earlyId)) : [];
        return [...new Set([...staticFiles(chunks, chunkFileOf(chunks, appId)), ...early])]
          .filter((file) => !already.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
