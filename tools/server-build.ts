/**
 * The server compiled to JavaScript, so that `npm start` runs it on plain `node` instead of through
 * tsx's loader: on two cores that idled at about 70 MB less (docs/decisions/0092). esbuild bundles
 * src/server/main.ts and the worker threads' modules into `.build/server-<stamp>/` (git-ignored),
 * splitting at each `import()` so that what a request loads when first needed (PDF libraries, the
 * S3 client) still loads then. Packages stay outside the bundle, imported from node_modules as the
 * sources import them.
 *
 * `.build/server.mjs` names the newest build. A build goes to a folder of its own and that file is
 * replaced last, so two starts building at once, or a server still running on the build before,
 * never read a half-written one.
 */
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildsDir = path.join(root, '.build');
/** What `node` runs: one line importing the newest build's main module. */
export const SERVER_ENTRY = path.join(buildsDir, 'server.mjs');
const INPUTS_FILE = 'inputs.json';
/** Builds kept beside the newest: a server started on the one before may still load a chunk from it. */
const KEEP_PREVIOUS = 1;

/** Worker threads start on files of their own (src/server/threads/typescript-worker.ts finds them by name). */
function workerEntries(dir = path.join(root, 'src/server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return workerEntries(full);
    return entry.name.endsWith('.worker.ts') ? [full] : [];
  });
}

/**
 * Each source keeps its own `import.meta.url`: the server finds the journeys, schemas and the
 * PGlite package relative to its source files, wherever the bundle is.
 */
const sourceLocation: Plugin = {
  name: 'source-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(file, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), loader: 'ts' };
    });
  },
};

/**
 * Packages are imported at run time. A deep import Node would take literally (`ajv/dist/...`
 * without `.js`, of a package with no exports map; bundlers accept it) is written with the
 * extension of the file esbuild found.
 */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      // The package's name first (`@scope/name` or `name`): `@signpdf/signpdf` has no subpath.
      const subpath = /^(@[^/]+\/[^/]+|[^@/][^/]*)\/(.+)$/.exec(args.path)?.[2];
      if (!subpath || args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await esbuild.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'resolving' });
      const extension = /\.[cm]?js$/.exec(found.path)?.[0];
      const literal = !extension || !found.path.endsWith(`${subpath}${extension}`) || subpath.endsWith(extension);
      return { path: literal ? args.path : `${args.path}${extension}`, external: true };
    });
  },
};

/** The build's folder named by `.build/server.mjs`, if any. */
async function currentBuild(): Promise<string | undefined> {
  if (!existsSync(SERVER_ENTRY)) return undefined;
  const name = /^import '\.\/([^/]+)\/main\.mjs';/.exec(await readFile(SERVER_ENTRY, 'utf8'))?.[1];
  return name && existsSync(path.join(buildsDir, name, INPUTS_FILE)) ? path.join(buildsDir, name) : undefined;
}

/** Whether a source the build was made from, this file, or the installed packages changed since. */
async function isStale(folder: string): Promise<boolean> {
  const builtAt = statSync(path.join(folder, INPUTS_FILE)).mtimeMs;
  const inputs = JSON.parse(await readFile(path.join(folder, INPUTS_FILE), 'utf8')) as string[];
  const files = [...inputs, 'tools/server-build.ts', 'package-lock.json'].map((file) => path.join(root, file));
  return files.some((file) => !existsSync(file) || statSync(file).mtimeMs > builtAt) || workerEntries().some((file) => !files.includes(file));
}

async function compile(): Promise<string> {
  const folder = path.join(buildsDir, `server-${Date.now()}-${process.pid}`);
  const workers = Object.fromEntries(workerEntries().map((file) => [`workers/${path.basename(file, '.ts')}`, file]));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', ...workers },
    outdir: folder,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    // Stack traces name the sources' functions; `NODE_OPTIONS=--enable-source-maps` maps their lines (about 30 MB more).
    keepNames: true,
    sourcemap: 'linked',
    define: { COMPILED_SERVER_URL: JSON.stringify(pathToFileURL(folder + path.sep).href) },
    plugins: [packagesOutside, sourceLocation],
    metafile: true,
    logLevel: 'warning',
  });
  // Written last: a folder without it is a build that did not finish.
  await writeFile(path.join(folder, INPUTS_FILE), JSON.stringify(Object.keys(result.metafile.inputs)));
  return folder;
}

/** Old builds, oldest first, beyond the newest and the ones kept. */
function removable(newest: string): string[] {
  const builds = readdirSync(buildsDir)
    .filter((name) => name.startsWith('server-') && path.join(buildsDir, name) !== newest)
    .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]));
  return builds.slice(0, Math.max(0, builds.length - KEEP_PREVIOUS)).map((name) => path.join(buildsDir, name));
}

/** Compiles the server when there is no build or it is older than its sources; answers the file to run with `node`. */
export async function ensureServerBuild({ quiet = false } = {}): Promise<string> {
  const current = await currentBuild();
  if (current && !(await isStale(current))) return SERVER_ENTRY;
  if (!quiet) console.log('Compiling the server (first start, or sources changed)...');
  const folder = await compile();
  const pointer = `${SERVER_ENTRY}.${process.pid}.tmp`;
  await writeFile(pointer, `import './${path.basename(folder)}/main.mjs';\n`);
  await rename(pointer, SERVER_ENTRY);
  await Promise.all(removable(folder).map((old) => rm(old, { recursive: true, force: true })));
  return SERVER_ENTRY;
}
