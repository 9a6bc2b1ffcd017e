import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { migratedPGliteTemplate } from '../support/pglite-template';

describe('the PGlite dialect', () => {
  let db: Kysely<Database> | undefined;
  let workDir: string;
  const startDir = process.cwd();
  const inMemory = async () => createDb({ kind: 'pglite', dataDir: 'memory://', template: await migratedPGliteTemplate() });

  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'lj-pglite-dialect-'));
    process.chdir(workDir);
  });

  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    process.chdir(startDir);
    await rm(workDir, { recursive: true, force: true });
  });

  it('leaves nothing in the working directory for an in-memory database', async () => {
    db = await inMemory();
    await sql`select 1`.execute(db);
    await db.destroy();
    db = undefined;
    expect(await readdir(workDir)).toEqual([]);
  });

  it('counts the rows a statement changed, as on PostgreSQL', async () => {
    db = await inMemory();
    await sql`create table t (n int)`.execute(db);
    await sql`insert into t values (1), (2), (3)`.execute(db);
    const result = await sql`update t set n = n + 1 where n > 1`.execute(db);
    expect(result.numAffectedRows).toBe(2n);
  });

  it('runs concurrent transactions one after the other', async () => {
    db = await inMemory();
    const open = db;
    await sql`create table t (n int)`.execute(open);
    const order: string[] = [];
    const transaction = (name: string) =>
      open.transaction().execute(async (trx) => {
        order.push(`${name} begins`);
        await sql`insert into t values (1)`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(`${name} ends`);
      });
    await Promise.all([transaction('a'), transaction('b')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
  });
});
