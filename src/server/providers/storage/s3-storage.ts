/**
 * Document bytes on an S3-compatible store (AWS S3, MinIO, R2...), for portals of several
 * instances: the same interface as the local disk. Writes stream as a multipart upload, so an
 * object appears only once it is whole and a failed upload is aborted; reads ask for a byte
 * range. Credentials are the store's own keys when given, else the AWS SDK's usual chain.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type DocumentStorage } from './document-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Put before every key, e.g. `documents/`. */
  prefix?: string;
  endpoint?: string;
  region?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  credentials?: S3ClientConfig['credentials'];
}

export function createS3Storage(options: S3StorageOptions): DocumentStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region ?? 'ap-southeast-2',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: S3-compatible stores differ in the trailers they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  return {
    client,
    async put(key, source) {
      const Key = objectKey(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({ client, params: { Bucket, Key, Body: counter }, leavePartsOnError: false });
      try {
        // Either side failing fails the put with its own error: the source's (a limit, a client
        // gone) ends the upload, which then aborts; the store's releases the source.
        await Promise.all([pipeline(source, counter), upload.done()]);
      } catch (error) {
        source.destroy();
        counter.destroy();
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { size };
    },
    async get(key, range) {
      const Key = objectKey(key);
      if (range && range.end <= range.start) return Readable.from([]);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end - 1}` : undefined }));
      return answer.Body as Readable;
    },
    async size(key) {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return answer.ContentLength ?? 0;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    // A multipart upload under way is no object until it completes: the listing leaves it out by itself.
    async *list(prefix) {
      const storePrefix = options.prefix ?? '';
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${storePrefix}${prefix}` })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key.slice(storePrefix.length), modifiedAt: object.LastModified };
        }
      }
    },
    // HEAD on the bucket: no body, no object read, and the credentials are checked (s3:ListBucket).
    async probe(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}
