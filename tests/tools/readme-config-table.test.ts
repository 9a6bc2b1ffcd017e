/**
 * The README's configuration table names every environment variable the code reads, and only
 * those: the server's configuration, the tools, the test and end-to-end set-up. A variable added
 * to the code without a row (or a row left after its variable is gone) fails here with its name.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOTS = ['src', 'tools', 'tests', 'e2e'];
const ROOT_FILES = ['playwright.config.ts', 'vitest.config.ts', 'vite.config.ts'];
const SKIPPED = /(^|\/)(node_modules|generated)\//;
const SELF = 'tests/tools/readme-config-table.test.ts';
const NAME = '[A-Z][A-Z0-9_]*';

/** The ways the code reads a variable: `process.env.X` (and `env.X`), `env['X']`, and config.ts's `int(env, 'X', ...)`. */
const READS = [
  // Vite's `import.meta.env.DEV` and the like are build flags, not the environment.
  new RegExp(`(?<!meta\\.)\\benv\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  new RegExp(`\\(\\s*env\\s*,\\s*['"\`](${NAME})['"\`]`, 'g'),
];

function variablesRead(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of READS) for (const match of source.matchAll(pattern)) names.add(match[1]);
  return names;
}

/** The variable names in the first column of the table under '## Configuration'. */
function variablesDocumented(readme: string): Set<string> {
  const start = readme.indexOf('\n## Configuration\n');
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(new RegExp(`\`(${NAME})\``, 'g'))) names.add(match[1]);
  }
  return names;
}

async function sourceFiles(): Promise<string[]> {
  const files = [...ROOT_FILES];
  for (const root of SOURCE_ROOTS) {
    for (const entry of await readdir(root, { recursive: true })) {
      const file = join(root, entry);
      if (/\.(ts|tsx|js|mjs|cjs)$/.test(file) && !SKIPPED.test(file) && file !== SELF) files.push(file);
    }
  }
  return files;
}

describe("the README's configuration table", () => {
  it('finds reads of every form the code uses', () => {
    const source = "process.env.A_1; env.B; env['C']; int(env, 'D', 3); text(env, \"E\", ''); import.meta.env.DEV; env.lower";
    expect([...variablesRead(source)].sort()).toEqual(['A_1', 'B', 'C', 'D', 'E']);
  });

  it('lists exactly the environment variables the code reads', async () => {
    const read = new Map<string, string>();
    for (const file of await sourceFiles()) {
      for (const name of variablesRead(await readFile(file, 'utf8'))) if (!read.has(name)) read.set(name, file);
    }
    const documented = variablesDocumented(await readFile('README.md', 'utf8'));
    const undocumented = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (${file})`);
    const unread = [...documented].filter((name) => !read.has(name));
    expect({ undocumented: undocumented.sort(), unread: unread.sort() }).toEqual({ undocumented: [], unread: [] });
  });
});
