/**
 * Starts a worker thread on a TypeScript module. Compiled (`npm start`, tools/server-build.ts),
 * the thread runs the module's compiled file, `workers/<name>.mjs` beside the server's. Run through
 * tsx (tests, `npm run dev`), a thread does not inherit the loader, so it registers tsx's first.
 */
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The compiled server's folder, defined by its build; not defined when the sources run through tsx. */
declare const COMPILED_SERVER_URL: string | undefined;

export function startTypeScriptWorker(entry: URL): Worker {
  if (typeof COMPILED_SERVER_URL === 'string') return new Worker(new URL(`workers/${basename(fileURLToPath(entry), '.ts')}.mjs`, COMPILED_SERVER_URL));
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}));`;
  return new Worker(boot, { eval: true });
}
