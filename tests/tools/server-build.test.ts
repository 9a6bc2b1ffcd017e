/**
 * The compiled server (`npm start`, tools/server-build.ts) imports its packages from node_modules:
 * every package a chunk of the build names must resolve from the build's folder, lazily loaded
 * chunks included (the agreement's signing library is loaded only when an agreement is signed, so a
 * wrong name there starts the server and fails at the first signature).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../tools/server-build';

/** The bare specifiers a module imports, statically or with import(). */
function packagesImported(code: string): string[] {
  const found = new Set<string>();
  // A package name as esbuild writes it: `@scope/name` or `name`, with an optional subpath.
  for (const [, name] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"((?:@[\w.-]+\/)?[\w][\w.-]*(?:\/[\w.@/-]+)?)"/g)) {
    if (!name.startsWith('node:')) found.add(name);
  }
  return [...found];
}

function modulesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? modulesIn(full) : entry.name.endsWith('.mjs') ? [full] : [];
  });
}

describe('the compiled server', () => {
  it('names only packages that resolve, in every chunk', { timeout: 120_000 }, async () => {
    const entry = await ensureServerBuild({ quiet: true });
    const folder = path.join(path.dirname(entry), /^import '\.\/([^/]+)\/main\.mjs';/.exec(readFileSync(entry, 'utf8'))![1]);
    const modules = modulesIn(folder);
    expect(modules.some((file) => file.includes(`${path.sep}chunks${path.sep}`))).toBe(true);
    const unresolved: string[] = [];
    let checked = 0;
    for (const file of modules) {
      for (const name of packagesImported(readFileSync(file, 'utf8'))) {
        checked += 1;
        try {
          import.meta.resolve(name, pathToFileURL(file).href);
        } catch {
          unresolved.push(`${path.relative(folder, file)}: ${name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(unresolved).toEqual([]);
  });
});
