/**
 * Every query of the server is a function of the repository of its table (src/server/repositories):
 * services and routes call them, so a query is found, reviewed and reused in one place. A file
 * elsewhere under src/server that builds one with Kysely's query builder fails here, named with the
 * line. The database layer (src/server/db: its plugins and the migrations, frozen in time) is
 * outside the rule.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.join('src', 'server');
const ALLOWED = [path.join(SERVER, 'repositories') + path.sep, path.join(SERVER, 'db') + path.sep];
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\s*\(/g;

async function serverFiles(): Promise<string[]> {
  const entries = await readdir(SERVER, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

describe('server queries', () => {
  it('are run only by the repositories', async () => {
    const files = await serverFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files.filter((f) => !ALLOWED.some((dir) => f.startsWith(dir)))) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(QUERY)) found.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${match[1]}`);
    }
    expect(found, 'move these queries into the repository of their table (src/server/repositories)').toEqual([]);
  });
});
