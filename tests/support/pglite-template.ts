/**
 * Starting PGlite from an empty cluster takes seconds (initdb); loading a dump takes a fraction
 * of that. The first suite to need it builds a migrated cluster, dumps it to the temp folder
 * under a name derived from the migration sources, and every later suite loads that dump. The
 * dump stays for the next run; a dump of other migrations goes when a new one is written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createPGliteDialect } from '../../src/server/db/pglite-dialect';

const migrationsDir = new URL('../../src/server/db/migrations/', import.meta.url);
const TEMPLATE_FILE = /^lj-pglite-template-[0-9a-f]+\.tar$/;

let template: Promise<Blob> | undefined;

export function migratedPGliteTemplate(): Promise<Blob> {
  template ??= loadOrBuild();
  return template;
}

async function loadOrBuild(): Promise<Blob> {
  const file = join(tmpdir(), `lj-pglite-template-${await migrationsFingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet on this machine.
  }
  const client = await PGlite.create('memory://');
  const db = new Kysely<Database>({ dialect: createPGliteDialect(client) });
  try {
    await migrateToLatest(db);
    const dump = await client.dumpDataDir('none');
    // Write then rename, so a parallel suite never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeOtherTemplates(file);
    return dump;
  } finally {
    await db.destroy();
  }
}

/**
 * Dumps of earlier migrations, 40 MB each, which no run of these sources reads again: without
 * this every changed migration would leave one more in the temp folder.
 */
async function removeOtherTemplates(kept: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    // force: a parallel suite may have removed it first.
    if (TEMPLATE_FILE.test(name) && name !== basename(kept)) await rm(join(tmpdir(), name), { force: true });
  }
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'));
  hash.update(String(pglite.version));
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name).update(await readFile(new URL(name, migrationsDir)));
  }
  return hash.digest('hex').slice(0, 16);
}
