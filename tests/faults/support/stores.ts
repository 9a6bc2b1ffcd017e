/**
 * The document stores of the fault suite as the checks read them: the local disk under DATA_DIR
 * (its files and the `.partial` files a killed upload leaves), and an S3-compatible store.
 */
import { access, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

export interface StoreView {
  hasBytes(key: string): Promise<boolean>;
  storedKeys(): Promise<string[]>;
  strayPartials(): Promise<string[]>;
  seesPartials: boolean;
}

export function localStore(dataDir: string): StoreView {
  const root = join(dataDir, 'documents');
  const files = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(root.length + 1)
          .split(sep)
          .join('/'),
      );
  return {
    hasBytes: (key) =>
      access(join(root, ...key.split('/'))).then(
        () => true,
        () => false,
      ),
    storedKeys: async () => (await files()).filter((name) => !name.endsWith('.partial')),
    strayPartials: async () => (await files()).filter((name) => name.endsWith('.partial')),
    seesPartials: true,
  };
}

export function s3Store(env: Record<string, string>): StoreView & { destroy(): void } {
  const client = new S3Client({
    region: 'ap-southeast-2',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  const prefix = env.S3_PREFIX ?? 'documents/';
  return {
    hasBytes: (key) =>
      client.send(new HeadObjectCommand({ Bucket: env.S3_BUCKET, Key: prefix + key })).then(
        () => true,
        () => false,
      ),
    storedKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length));
    },
    // The multipart uploads a killed portal began are the store's to expire (s3rver lists none).
    strayPartials: async () => [],
    seesPartials: false,
    destroy: () => client.destroy(),
  };
}
