/** A local S3-compatible server (s3rver) for the tests, with one empty bucket, on a free port. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** The portal's settings for the store (S3_BUCKET, S3_ENDPOINT...). */
  env: Record<string, string>;
  options: { bucket: string; endpoint: string; forcePathStyle: true; credentials: { accessKeyId: string; secretAccessKey: string } };
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'documents'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'lj-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any request signed with its own well-known key.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'ap-southeast-2', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    options: { bucket, endpoint, forcePathStyle: true, credentials },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
