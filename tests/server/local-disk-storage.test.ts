import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/server/providers/storage/local-disk-storage';

async function* failing(bytesFirst: number) {
  if (bytesFirst > 0) yield Buffer.alloc(bytesFirst, 1);
  throw new Error('File terminated early');
}

describe('local disk storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const filesIn = (folder: string) => readdir(join(root, folder)).catch(() => [] as string[]);

  it('stores a whole stream under its key and reports its size', async () => {
    const storage = createLocalDiskStorage(root);
    const { size } = await storage.put('applications/a/doc', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(await filesIn('applications/a')).toEqual(['doc']);
    expect(await storage.size('applications/a/doc')).toBe(11);
  });

  it('leaves no file behind by the time a put fails, even when the source fails while the file is being opened', async () => {
    const storage = createLocalDiskStorage(root);
    // A body cut short fails its stream within a tick or two; the removal must not run before the
    // file exists. The window is narrow, so it is tried many times.
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const source = new PassThrough();
      // As in an upload, where the source sits in a pipeline whose callback takes its error.
      source.on('error', () => undefined);
      setImmediate(() => source.destroy(new Error('Part terminated early')));
      await expect(storage.put(`applications/a/doc${attempt}`, source)).rejects.toThrow('terminated early');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(await filesIn('applications/a')).toEqual([]);
  });

  it('leaves no file behind when the source fails after some bytes', async () => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.put('applications/a/doc', Readable.from(failing(64 * 1024)))).rejects.toThrow('terminated early');
    expect(await filesIn('applications/a')).toEqual([]);
  });
});
