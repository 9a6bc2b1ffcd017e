/**
 * Starts a worker thread on a TypeScript module. The server runs through tsx, and a worker's
 * thread does not inherit its loader, so the thread registers tsx's loader first, then loads.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export function startTypeScriptWorker(entry: URL): Worker {
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}));`;
  return new Worker(boot, { eval: true });
}
