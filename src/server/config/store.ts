/** Where documents are kept (the local disk, or an S3-compatible store), how uploads are bounded, how long they stay. */
import type { Static } from 'typebox';
import type { Env } from './env-readers';
import { flagVariable, optionalText, readVariables, textVariable, variableArea, wholeVariable } from './variables';

const storeVariables = {
  UPLOAD_IDLE_TIMEOUT_SECONDS: wholeVariable({
    default: 30,
    atLeast: 1,
    meaning: 'An upload whose body sends nothing for this long is answered 408 (`DOC_ERR_UPLOAD_STALLED`), its connection closed and its partial file removed.',
  }),
  S3_BUCKET: optionalText({
    meaning:
      "Keep documents on an S3-compatible store in this bucket instead of the local disk (`DATA_DIR/documents`); needed when several instances do not share a disk. Credentials: `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`, else the AWS SDK's usual chain (`AWS_ACCESS_KEY_ID`..., or a role).",
  }),
  RETENTION_DAYS: wholeVariable({
    default: 730,
    atLeast: 1,
    meaning:
      'Days an application that ended without a loan keeps its personal data before the retention job removes it ([decision 46](docs/decisions/0046-retention.md)).',
  }),
};

/** The store's variables besides its bucket: read only when S3_BUCKET is set. */
const s3Variables = {
  S3_ACCESS_KEY_ID: optionalText({
    meaning:
      "The store's own access key (an S3-compatible server's), set with `S3_SECRET_ACCESS_KEY`; when both are unset, the AWS SDK finds credentials itself.",
  }),
  S3_SECRET_ACCESS_KEY: optionalText({ meaning: 'The secret of `S3_ACCESS_KEY_ID`; set both or neither.' }),
  S3_PREFIX: textVariable({ default: 'documents/', meaning: 'Put before every object key in the bucket.' }),
  S3_ENDPOINT: optionalText({
    shownDefault: '(AWS)',
    meaning: "The store's address for an S3-compatible server (MinIO, R2...), e.g. `http://127.0.0.1:9000`.",
  }),
  S3_REGION: optionalText({ shownDefault: '`ap-southeast-2`', meaning: "The bucket's region." }),
  S3_FORCE_PATH_STYLE: flagVariable({ default: false, meaning: 'Address objects as `endpoint/bucket/key`, which most S3-compatible servers need.' }),
};

/** The area as the configuration table lists it. */
export const StoreVariables = variableArea('Documents', {
  UPLOAD_IDLE_TIMEOUT_SECONDS: storeVariables.UPLOAD_IDLE_TIMEOUT_SECONDS,
  S3_BUCKET: storeVariables.S3_BUCKET,
  ...s3Variables,
  RETENTION_DAYS: storeVariables.RETENTION_DAYS,
});

const StoreOwnVariables = variableArea('Documents', storeVariables);
const S3Variables = variableArea('Documents', s3Variables);

export interface StoreConfig {
  uploads: {
    /** An upload whose body sends nothing for this long is answered 408 and its partial file removed. */
    idleTimeoutSeconds: number;
  };
  /** Documents on an S3-compatible store (S3_BUCKET set); null: the local disk under DATA_DIR/documents. */
  s3: {
    bucket: string;
    prefix: string;
    endpoint?: string;
    region?: string;
    forcePathStyle: boolean;
    /** Keys of the store's own (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY); none: the AWS SDK's usual chain. */
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
  /**
   * Days an application that ended without a loan (expired, declined, withdrawn...) keeps its
   * personal data; then the retention job removes it, keeping the record that it existed.
   */
  retention: { days: number };
}

export function loadStoreConfig(env: Env): StoreConfig {
  const read = readVariables(StoreOwnVariables, env);
  return {
    uploads: { idleTimeoutSeconds: read.UPLOAD_IDLE_TIMEOUT_SECONDS },
    // The store's other variables mean something only with a bucket: without one they are not read.
    s3: read.S3_BUCKET ? s3Store(read.S3_BUCKET, readVariables(S3Variables, env)) : null,
    retention: { days: read.RETENTION_DAYS },
  };
}

function s3Store(bucket: string, read: Static<typeof S3Variables>): NonNullable<StoreConfig['s3']> {
  // Both keys or neither: one alone would silently fall back to whatever the AWS SDK finds.
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = read;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  return {
    bucket,
    prefix: read.S3_PREFIX,
    endpoint: read.S3_ENDPOINT,
    region: read.S3_REGION,
    forcePathStyle: read.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
