#!/usr/bin/env tsx
/**
 * The `backup` command: a consistent copy of a running portal on the embedded defaults.
 *   backup <folder> [--url http://127.0.0.1:3000]
 * The portal copies its own database (POST /api/ops/backup/database, with the operations token:
 * OPS_TOKEN, or DATA_DIR/ops-token); this then copies the documents and the keys from DATA_DIR and
 * writes the manifest. Portals on PostgreSQL are backed up with PostgreSQL's tools (decision 62).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup } from './backup/take-backup';

const { values: flags, positionals } = parseArgs({ options: { url: { type: 'string' } }, allowPositionals: true });
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (positionals.length !== 1) fail('Usage: npm run backup -- <backup folder> [--url <the portal, http://127.0.0.1:3000>]');
if (process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump, pg_basebackup or point-in-time recovery, and the S3 store with bucket versioning (docs/operations.md#backups).',
  );
}
const dataDir = resolve(process.env.DATA_DIR || '.data/');
const opsToken =
  process.env.OPS_TOKEN?.trim() ||
  (await readFile(join(dataDir, 'ops-token'), 'utf8').then(
    (text) => text.trim(),
    () => fail(`No operations token: set OPS_TOKEN, or DATA_DIR (${dataDir}) to the portal's data folder.`),
  ));
const portalUrl = flags.url ?? `http://127.0.0.1:${process.env.PORT || 3000}`;
const target = resolve(positionals[0]);
const masterKeysFromEnvironment = Boolean(process.env.MASTER_KEYS?.trim());

try {
  const manifest = await takeBackup({ portalUrl, opsToken, dataDir, target, masterKeysFromEnvironment });
  const documents = manifest.files.filter((file) => file.path.startsWith('data/documents/')).length;
  console.log(`Backed up the database and ${documents} document file(s) to ${target}.`);
  if (masterKeysFromEnvironment) {
    console.log('The master keys come from MASTER_KEYS and are not in the backup: keep them with it, or the personal answers cannot be opened.');
  } else {
    console.log('The backup holds the master keys (data/keys): keep it as safe as the data itself.');
  }
  if (process.env.S3_BUCKET) console.log(`Documents are in the bucket ${process.env.S3_BUCKET}, not in the backup: keep its versioning on.`);
} catch (error) {
  fail((error as Error).message);
}
