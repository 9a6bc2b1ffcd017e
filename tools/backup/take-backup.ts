/**
 * A backup of a running portal on the embedded defaults (decision 62): the database first, copied
 * by the portal itself through POST /api/ops/backup/database, then the documents and the key
 * material from the data folder, then the manifest. A document is written before the row naming
 * it commits, so every document row in the dump has its bytes in the copy made after it; bytes
 * uploaded after the dump come along too and name no row, which is harmless.
 */
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DATA_FILES_DIR, DATABASE_DUMP_FILE, describeFile, filesUnder, writeManifest, type BackupFile, type BackupManifest } from './manifest';

/** What the data folder holds that the portal reads back: document bytes, and the keys and token it made. */
export const CARRIED = ['documents', 'keys', 'ops-token'] as const;

/** Uploads in progress (local-disk-storage.ts): never a document, and gone once it is complete. */
const PARTIAL = /\.partial$/;

export interface BackupRequest {
  /** The running portal, e.g. http://127.0.0.1:3000. */
  portalUrl: string;
  /** The operations token (OPS_TOKEN, or DATA_DIR/ops-token). */
  opsToken: string;
  /** The portal's DATA_DIR. */
  dataDir: string;
  /** The folder to write the backup into: made, or empty. */
  target: string;
  /** MASTER_KEYS is set: the key files under DATA_DIR/keys are not the ones sealing the data. */
  masterKeysFromEnvironment: boolean;
}

export async function ensureEmptyFolder(folder: string, what: string): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`${what} ${folder} is not empty: give a new or empty folder.`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
}

async function fetchDatabase(request: BackupRequest): Promise<Buffer> {
  const url = new URL('/api/ops/backup/database', request.portalUrl);
  const answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${request.opsToken}` } }).catch((error: Error) => {
    throw new Error(`The portal does not answer at ${request.portalUrl} (${error.message}): start it, or give its address with --url.`);
  });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new Error(`The portal refused the database copy (${answer.status}): ${body.message ?? answer.statusText}`);
  }
  const bytes = Buffer.from(await answer.arrayBuffer());
  const expected = Number(answer.headers.get('content-length'));
  if (Number.isFinite(expected) && expected > 0 && bytes.length !== expected) throw new Error('The database copy arrived cut short.');
  return bytes;
}

/** Copies one file of the data folder; a file removed meanwhile (a document deleted) is left out. */
async function copyDataFile(dataDir: string, path: string, target: string): Promise<BackupFile | null> {
  const inBackup = `${DATA_FILES_DIR}/${path}`;
  const destination = join(target, ...inBackup.split('/'));
  await mkdir(dirname(destination), { recursive: true, mode: 0o700 });
  try {
    await copyFile(join(dataDir, ...path.split('/')), destination);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return describeFile(target, inBackup);
}

async function dataFiles(dataDir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const name of CARRIED) {
    const full = join(dataDir, name);
    const under = await filesUnder(full).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      if (error.code === 'ENOTDIR') return [''];
      throw error;
    });
    for (const path of under ?? []) paths.push(path === '' ? name : `${name}/${path}`);
  }
  return paths.filter((path) => !PARTIAL.test(path));
}

export async function takeBackup(request: BackupRequest): Promise<BackupManifest> {
  await ensureEmptyFolder(request.target, 'The backup folder');
  const createdAt = new Date().toISOString();
  try {
    await writeFile(join(request.target, DATABASE_DUMP_FILE), await fetchDatabase(request), { mode: 0o600 });
    const files: BackupFile[] = [await describeFile(request.target, DATABASE_DUMP_FILE)];
    for (const path of await dataFiles(request.dataDir)) {
      const copied = await copyDataFile(request.dataDir, path, request.target);
      if (copied) files.push(copied);
    }
    return await writeManifest(request.target, {
      createdAt,
      masterKeys: request.masterKeysFromEnvironment ? 'environment' : 'in-backup',
      files,
    });
  } catch (error) {
    // Half a backup is no backup: nothing is left that could be taken for one.
    await rm(request.target, { recursive: true, force: true });
    throw error;
  }
}
