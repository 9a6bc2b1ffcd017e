/**
 * Documents on an S3-compatible store behave as on the local disk: whole streams stored under
 * their key, ranged reads, sizes, idempotent removal, and nothing left when the source fails,
 * whether before the first part or in the middle of a multipart upload.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRange, StorageKeyError } from '../../src/server/providers/storage/document-storage';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage';
import { startTestS3, type TestS3 } from '../support/s3-server';

async function* failing(bytesFirst: number) {
  yield Buffer.alloc(bytesFirst, 1);
  throw new Error('File terminated early');
}

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('S3-compatible storage', () => {
  let s3: TestS3;
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = createS3Storage({ ...s3.options, prefix: 'documents/' });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await s3?.close();
  });

  it('stores a whole stream under its key, reads it whole or by range, and reports its size', async () => {
    const { size } = await storage.put('applications/a/doc', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(await s3.keys()).toContain('documents/applications/a/doc');
    expect(await storage.size('applications/a/doc')).toBe(11);
    expect(await text(await storage.get('applications/a/doc'))).toBe('hello world');
    expect(Buffer.from(await readRange(storage, 'applications/a/doc', 6, 11)).toString()).toBe('world');
    expect(await readRange(storage, 'applications/a/doc', 3, 3)).toHaveLength(0);
  });

  it('uploads a large stream in parts and keeps every byte', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    big[big.length - 1] = 9;
    const { size } = await storage.put('applications/a/big', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
    expect(size).toBe(big.length);
    expect(await storage.size('applications/a/big')).toBe(big.length);
    expect(Buffer.from(await readRange(storage, 'applications/a/big', big.length - 2, big.length))).toEqual(Buffer.from([7, 9]));
  });

  it('leaves no object behind when the source fails, before the first part or after one', async () => {
    await expect(storage.put('applications/b/small', Readable.from(failing(1024)))).rejects.toThrow('terminated early');
    await expect(storage.put('applications/b/large', Readable.from(failing(6 * 1024 * 1024)))).rejects.toThrow('terminated early');
    expect((await s3.keys()).filter((key) => key.includes('applications/b/'))).toEqual([]);
  });

  it("fails a put the store refuses with the store's error", async () => {
    const nowhere = createS3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(nowhere.put('applications/d/doc', Readable.from([Buffer.from('x')]))).rejects.toThrow(/bucket/i);
    nowhere.client.destroy();
  });

  it('removes an object, and removing a missing one is no error; a key it did not make is refused', async () => {
    await storage.put('applications/c/doc', Readable.from([Buffer.from('x')]));
    await storage.remove('applications/c/doc');
    await storage.remove('applications/c/doc');
    expect(await s3.keys()).not.toContain('documents/applications/c/doc');
    await expect(storage.size('applications/c/doc')).rejects.toThrow();
    await expect(storage.put('../outside', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageKeyError);
  });
});
