/**
 * A backup folder's manifest: every file the backup holds, with its size and SHA-256. A backup is
 * restored only when its folder holds exactly the files the manifest lists, each with its
 * checksum, so a file damaged, cut short, swapped or slipped in is found before anything is
 * written. The checksums show damage, not who made the backup: keep backups where only the
 * lender's operators can write.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'loan-journey-portal-backup';
/** The embedded database's dump, in the backup folder. */
export const DATABASE_DUMP_FILE = 'database.tar.gz';
/** Files of the data folder are kept under this folder of the backup, at their own paths. */
export const DATA_FILES_DIR = 'data';

export interface BackupFile {
  /** Relative to the backup folder, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** Where the master keys were: key files carried in the backup, or MASTER_KEYS, kept apart from it. */
  masterKeys: 'in-backup' | 'environment';
  files: BackupFile[];
}

export class BackupRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The backup cannot be restored:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export async function describeFile(folder: string, path: string): Promise<BackupFile> {
  const full = join(folder, ...path.split('/'));
  const hash = createHash('sha256');
  await pipeline(createReadStream(full), hash);
  return { path, size: (await stat(full)).size, sha256: hash.digest('hex') };
}

/** Every regular file under `folder`, as forward-slash paths relative to it. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export async function writeManifest(folder: string, manifest: Omit<BackupManifest, 'format' | 'version'>): Promise<BackupManifest> {
  const whole: BackupManifest = { format: BACKUP_FORMAT, version: 1, ...manifest };
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(whole, null, 2)}\n`, { mode: 0o600 });
  return whole;
}

/** A path that stays inside the folder it is restored into. */
function safePath(path: string): boolean {
  if (path === '' || isAbsolute(path) || path.includes('\\')) return false;
  const normalised = normalize(path);
  return normalised === path && !normalised.split('/').includes('..');
}

function isFileEntry(value: unknown): value is BackupFile {
  const file = value as BackupFile;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.path === 'string' &&
    Number.isSafeInteger(file.size) &&
    typeof file.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(file.sha256)
  );
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupRefused([code === 'ENOENT' ? `${MANIFEST_FILE} is missing: this is not a backup folder` : `${MANIFEST_FILE} is not readable JSON`]);
  }
  const manifest = parsed as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) throw new BackupRefused([`${MANIFEST_FILE} is not a version 1 ${BACKUP_FORMAT} manifest`]);
  if (!Array.isArray(manifest.files) || !manifest.files.every(isFileEntry)) throw new BackupRefused([`${MANIFEST_FILE} lists its files wrongly`]);
  if (manifest.masterKeys !== 'in-backup' && manifest.masterKeys !== 'environment')
    throw new BackupRefused([`${MANIFEST_FILE} does not say where the master keys are`]);
  return manifest as BackupManifest;
}

/**
 * The backup's manifest, once every file it lists is there with its size and checksum, nothing
 * else is in the folder, and the database dump is among them; BackupRefused naming every problem
 * otherwise.
 */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(DATABASE_DUMP_FILE)) problems.push(`the database dump (${DATABASE_DUMP_FILE}) is not listed`);
  for (const file of manifest.files) {
    if (!safePath(file.path) || file.path === MANIFEST_FILE) {
      problems.push(`${JSON.stringify(file.path)} is not a path inside the backup`);
      continue;
    }
    const found = await describeFile(folder, file.path).catch(() => null);
    if (!found) problems.push(`${file.path} is missing`);
    else if (found.size !== file.size || found.sha256 !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  const present = await filesUnder(folder);
  for (const path of present) {
    if (path !== MANIFEST_FILE && !listed.has(path)) problems.push(`${path} is not in the manifest`);
  }
  if (problems.length > 0) throw new BackupRefused(problems);
  return manifest;
}
