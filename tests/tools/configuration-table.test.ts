/**
 * The configuration table (docs/configuration.md) is written from the schemas the configuration is
 * read with, and names every environment variable the code reads, and only those: the server's
 * areas, the tools, the test and end-to-end set-up. A variable read without a declaration, a
 * declaration nothing reads, or a table edited by hand fails here with its name.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverVariableAreas } from '../../src/server/config/areas';
import { readVariables } from '../../src/server/config/variables';
import { SignInVariables } from '../../src/server/config/sign-in';
import { StoreVariables } from '../../src/server/config/store';
import { WebAppVariables } from '../../src/server/config/web-app';
import { configurationAreas, withConfigurationTable } from '../../tools/configuration/configuration-table';
import { DevelopmentVariables } from '../../tools/configuration/development-variables';

const SOURCE_ROOTS = ['src', 'tools', 'tests', 'e2e'];
const ROOT_FILES = ['playwright.config.ts', 'vitest.config.ts', 'vitest.faults.config.ts', 'vite.config.ts'];
const SKIPPED = /(^|\/)(node_modules|generated)\//;
const SELF = 'tests/tools/configuration-table.test.ts';
const NAME = '[A-Z][A-Z0-9_]*';

/** The ways the code reads a variable without its area's schema: `process.env.X` (and `env.X`), `env['X']`. */
const READS = [
  // Vite's `import.meta.env.DEV` and the like are build flags, not the environment.
  new RegExp(`(?<!meta\\.)\\benv\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
];

function variablesRead(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of READS) for (const match of source.matchAll(pattern)) names.add(match[1]);
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

const declared = (areas: readonly { properties: object }[]) => new Set(areas.flatMap((area) => Object.keys(area.properties)));

describe('the configuration table', () => {
  it('is the one the schemas give: docs/configuration.md is not edited by hand', async () => {
    const file = await readFile('docs/configuration.md', 'utf8');
    expect(file, 'run npm run generate:configuration').toBe(withConfigurationTable(file));
  });

  it('declares each variable once, in one area', () => {
    const names = configurationAreas.flatMap((area) => Object.keys(area.properties));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('finds direct reads of every form the code uses', () => {
    const source = "process.env.A_1; env.B; env['C']; import.meta.env.DEV; env.lower";
    expect([...variablesRead(source)].sort()).toEqual(['A_1', 'B', 'C']);
  });

  it('declares every variable the code reads directly, and the tools read every one they declare', async () => {
    const read = new Map<string, string>();
    for (const file of await sourceFiles()) {
      for (const name of variablesRead(await readFile(file, 'utf8'))) if (!read.has(name)) read.set(name, file);
    }
    const all = declared(configurationAreas);
    const undeclared = [...read].filter(([name]) => !all.has(name)).map(([name, file]) => `${name} (${file})`);
    // The server's areas are read through their schemas; the development area only directly.
    const unread = [...declared([DevelopmentVariables])].filter((name) => !read.has(name));
    expect({ undeclared: undeclared.sort(), unread: unread.sort() }).toEqual({ undeclared: [], unread: [] });
  });

  it('gives every server variable the server reads a fixed default or says what it falls back to', () => {
    for (const area of serverVariableAreas) {
      for (const [name, schema] of Object.entries(area.properties)) {
        const variable = schema as { default?: unknown; 'x-shown-default'?: string; description?: string };
        expect(variable.description, name).toMatch(/\S/);
        expect(variable.default !== undefined || variable['x-shown-default'] !== undefined, name).toBe(true);
      }
    }
  });
});

describe('reading an area', () => {
  it('gives each default when the variable is unset or empty', () => {
    const read = readVariables(StoreVariables, { UPLOAD_IDLE_TIMEOUT_SECONDS: '', S3_PREFIX: undefined });
    expect(read).toMatchObject({ UPLOAD_IDLE_TIMEOUT_SECONDS: 30, S3_PREFIX: 'documents/', S3_FORCE_PATH_STYLE: false, RETENTION_DAYS: 730 });
    expect(read.S3_BUCKET).toBeUndefined();
  });

  it('reads the store’s other variables only with a bucket, and a flag of only spaces as unset', async () => {
    const { loadStoreConfig } = await import('../../src/server/config/store');
    expect(loadStoreConfig({ S3_ACCESS_KEY_ID: 'left-over', S3_FORCE_PATH_STYLE: 'maybe' }).s3).toBeNull();
    expect(() => loadStoreConfig({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'only-this' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(readVariables(StoreVariables, { S3_FORCE_PATH_STYLE: '  ' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads whole numbers, flags and texts as their types', () => {
    const read = readVariables(WebAppVariables, { IDLE_SHOW_AFTER_SECONDS: '600', IDLE_ENABLED: 'off', SUPPORT_HOURS: 'Always' });
    expect(read).toMatchObject({ IDLE_SHOW_AFTER_SECONDS: 600, IDLE_ENABLED: false, SUPPORT_HOURS: 'Always' });
  });

  it('stops at a malformed value with its name and what it must be', () => {
    expect(() => readVariables(StoreVariables, { RETENTION_DAYS: 'soon' })).toThrow('RETENTION_DAYS must be a whole number, not "soon"');
    expect(() => readVariables(StoreVariables, { RETENTION_DAYS: '-3' })).toThrow('RETENTION_DAYS must be a whole number');
    expect(() => readVariables(StoreVariables, { RETENTION_DAYS: '0' })).toThrow('RETENTION_DAYS must be at least 1');
    expect(() => readVariables(StoreVariables, { S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE must be true or false, not "maybe"');
    expect(() => readVariables(SignInVariables, { JWT_ALGORITHM: 'HS256' })).toThrow('JWT_ALGORITHM must be EdDSA or ES256, not HS256');
  });
});
