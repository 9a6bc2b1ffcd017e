/**
 * Makes a new embedded database's cluster (initdb) in a short-lived process of its own. PGlite
 * runs initdb in a second PostgreSQL instance beside the one it opens, and copies that instance's
 * whole memory to restart it between initdb's steps: done in the portal's own process, a first
 * start rose to about 800 MB more than a restart and kept some 500 MB of it for good (WebAssembly
 * memory never shrinks). The child's memory goes back when it ends; the portal then opens the
 * cluster as it opens one on every restart.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The child: opens (so makes) the cluster at argv[1] with the start parameters of argv[2], and closes it. */
const INITIALISE = `
const [pglite, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const db = await PGlite.create({ dataDir, startParams: JSON.parse(startParams) });
await db.close();
`;

/** Whether `dataDir` holds no cluster yet (PostgreSQL writes PG_VERSION first into a data directory it makes). */
export function needsCluster(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Makes the cluster at `dataDir` in a child process; fails with the child's own error output. */
export async function initialiseCluster(dataDir: string, startParams: readonly string[]): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  try {
    await run(process.execPath, ['--input-type=module', '--eval', INITIALISE, pglite, dataDir, JSON.stringify(startParams)], {
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The embedded database could not be made in ${dataDir}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}
