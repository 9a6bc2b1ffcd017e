/**
 * A backup is restored only as it was written: the manifest's files all there with their sizes and
 * checksums, nothing added, no path leading out of the data folder. A refused backup writes
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile, appendFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupRefused, DATABASE_DUMP_FILE, describeFile, MANIFEST_FILE, verifyBackup, writeManifest } from '../../tools/backup/manifest';
import { restoreBackup } from '../../tools/backup/restore-backup';
import { ensureEmptyFolder } from '../../tools/backup/take-backup';

let folder: string;
let backup: string;

/** A backup folder as `backup` writes one: a dump, a key and a document, and their manifest. */
async function writeBackup(): Promise<void> {
  backup = path.join(folder, 'backup');
  await mkdir(path.join(backup, 'data', 'keys', 'master'), { recursive: true });
  await mkdir(path.join(backup, 'data', 'documents', 'apps'), { recursive: true });
  await writeFile(path.join(backup, DATABASE_DUMP_FILE), randomBytes(4096));
  await writeFile(path.join(backup, 'data', 'keys', 'master', 'k1.key'), randomBytes(32).toString('base64'));
  await writeFile(path.join(backup, 'data', 'documents', 'apps', 'receipt'), 'Receipt 1\n');
  const files = await Promise.all([DATABASE_DUMP_FILE, 'data/keys/master/k1.key', 'data/documents/apps/receipt'].map((file) => describeFile(backup, file)));
  await writeManifest(backup, { createdAt: new Date().toISOString(), masterKeys: 'in-backup', files });
}

async function problemsOf(): Promise<string[]> {
  const refused = await verifyBackup(backup).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(BackupRefused);
  return (refused as BackupRefused).problems;
}

async function editManifest(edit: (manifest: { files: { path: string; size: number; sha256: string }[] }) => void): Promise<void> {
  const file = path.join(backup, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lj-backup-manifest-'));
  await writeBackup();
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a backup verified against its manifest', () => {
  it('passes as written, and lists the dump, the keys and the documents', async () => {
    const manifest = await verifyBackup(backup);
    expect(manifest.files.map((file) => file.path)).toEqual([DATABASE_DUMP_FILE, 'data/keys/master/k1.key', 'data/documents/apps/receipt']);
    expect(manifest).toMatchObject({ format: 'loan-journey-portal-backup', version: 1, masterKeys: 'in-backup' });
  });

  it('is refused when a file was changed, even by a byte at its end', async () => {
    await appendFile(path.join(backup, 'data', 'documents', 'apps', 'receipt'), 'x');
    expect(await problemsOf()).toEqual(['data/documents/apps/receipt does not match its checksum']);
  });

  it('is refused when a file was swapped for another of the same size', async () => {
    await writeFile(path.join(backup, DATABASE_DUMP_FILE), randomBytes(4096));
    expect(await problemsOf()).toEqual([`${DATABASE_DUMP_FILE} does not match its checksum`]);
  });

  it('is refused when a file is missing, or one was slipped in', async () => {
    await rm(path.join(backup, 'data', 'keys', 'master', 'k1.key'));
    await writeFile(path.join(backup, 'data', 'keys', 'master', 'k2.key'), 'planted');
    expect(await problemsOf()).toEqual(['data/keys/master/k1.key is missing', 'data/keys/master/k2.key is not in the manifest']);
  });

  it('is refused when the manifest names a path outside the backup, or leaves the database out', async () => {
    await editManifest((manifest) => {
      manifest.files[0].path = '../../etc/cron.d/job';
    });
    expect(await problemsOf()).toEqual([
      'the database dump (database.tar.gz) is not listed',
      '"../../etc/cron.d/job" is not a path inside the backup',
      'database.tar.gz is not in the manifest',
    ]);
  });

  it('is refused without a manifest, or with one of something else', async () => {
    await writeFile(path.join(backup, MANIFEST_FILE), JSON.stringify({ format: 'other', version: 1, files: [] }));
    expect(await problemsOf()).toEqual(['manifest.json is not a version 1 loan-journey-portal-backup manifest']);
    await rm(path.join(backup, MANIFEST_FILE));
    expect(await problemsOf()).toEqual(['manifest.json is missing: this is not a backup folder']);
  });
});

describe('restoring', () => {
  it('writes nothing when the backup is refused', async () => {
    await appendFile(path.join(backup, 'data', 'keys', 'master', 'k1.key'), '=');
    const target = path.join(folder, 'restored');
    await expect(restoreBackup({ backup, dataDir: target })).rejects.toThrow('data/keys/master/k1.key does not match its checksum');
    expect(await readdir(folder)).toEqual(['backup']);
  });

  it('takes a new or empty folder only', async () => {
    const target = path.join(folder, 'in-use');
    await ensureEmptyFolder(target, 'The data folder');
    await ensureEmptyFolder(target, 'The data folder');
    await writeFile(path.join(target, 'ops-token'), 'x');
    await expect(ensureEmptyFolder(target, 'The data folder')).rejects.toThrow(`The data folder ${target} is not empty`);
  });
});
