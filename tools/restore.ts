#!/usr/bin/env tsx
/**
 * The `restore` command: brings a backup made by `backup` back into an empty data folder.
 *   restore <backup folder> [--data-dir <folder>]   (DATA_DIR by default)
 * The backup is verified against its manifest first; a damaged or altered one is refused and
 * nothing is written. Start the portal on the restored folder afterwards.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from './backup/restore-backup';

const { values: flags, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder> [--data-dir <an empty folder; DATA_DIR by default>]');
  process.exit(1);
}
const dataDir = resolve(flags['data-dir'] ?? (process.env.DATA_DIR || '.data/'));

try {
  const manifest = await restoreBackup({ backup: resolve(positionals[0]), dataDir });
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}. Start the portal with DATA_DIR=${dataDir}.`);
  if (manifest.masterKeys === 'environment') {
    console.log('The backup was made with MASTER_KEYS: start the portal with the same MASTER_KEYS, or the personal answers cannot be opened.');
  }
  // A PGlite opened from a dump (loadDataDir) keeps the process alive after it is closed; the
  // restored folder is whole and closed by now.
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
