/**
 * The documents store's readiness probe: the local folder can be written (made as the first upload
 * would make it), or the S3 bucket answers a HEAD; a store that is gone, or a bucket that does
 * not exist, fails it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/server/providers/storage/local-disk-storage';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage';
import { startTestS3 } from '../support/s3-server';

const signal = () => AbortSignal.timeout(2_000);

describe("the documents store's probe", () => {
  it('passes on a local folder that does not exist yet, and fails where a file stands in its place', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lj-probe-'));
    try {
      await expect(createLocalDiskStorage(join(folder, 'documents')).probe!(signal())).resolves.toBeUndefined();
      await writeFile(join(folder, 'blocked'), 'not a folder');
      await expect(createLocalDiskStorage(join(folder, 'blocked')).probe!(signal())).rejects.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('passes while the S3 bucket answers, and fails for a bucket that does not exist or a store that is gone', async () => {
    const s3 = await startTestS3();
    const storage = createS3Storage(s3.options);
    const missing = createS3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    try {
      await expect(storage.probe!(signal())).resolves.toBeUndefined();
      await expect(missing.probe!(signal())).rejects.toThrow();
    } finally {
      await s3.close();
    }
    await expect(storage.probe!(signal())).rejects.toThrow();
    storage.client.destroy();
    missing.client.destroy();
  }, 20_000);
});
