/**
 * Restores a backup into an empty data folder, after verifying it (manifest.ts): the documents and
 * keys go back to their places and the database dump becomes the data folder's `pglite`, which
 * the portal then starts from (and migrates, if it is a later release).
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createDb } from '../../src/server/db/create-db';
import { ensureEmptyFolder } from './take-backup';
import { DATA_FILES_DIR, DATABASE_DUMP_FILE, verifyBackup, type BackupManifest } from './manifest';

export interface RestoreRequest {
  /** The backup folder `npm run backup` wrote. */
  backup: string;
  /** The data folder to restore into: made, or empty. */
  dataDir: string;
}

export async function restoreBackup(request: RestoreRequest): Promise<BackupManifest> {
  const manifest = await verifyBackup(request.backup);
  await ensureEmptyFolder(request.dataDir, 'The data folder');
  const prefix = `${DATA_FILES_DIR}/`;
  for (const file of manifest.files.filter((entry) => entry.path.startsWith(prefix))) {
    const destination = join(request.dataDir, ...file.path.slice(prefix.length).split('/'));
    await mkdir(dirname(destination), { recursive: true, mode: 0o700 });
    await copyFile(join(request.backup, ...file.path.split('/')), destination);
  }
  const dump = new Blob([await readFile(join(request.backup, DATABASE_DUMP_FILE))]);
  // Opened once from the dump and closed: PGlite writes the data directory out as it opens it.
  const db = await createDb({ kind: 'pglite', dataDir: join(request.dataDir, 'pglite'), template: dump });
  await db.destroy();
  return manifest;
}
