import { resolve } from 'node:path';
import { invalidConfiguration } from './config-error.ts';
import type { Env } from './env.ts';

export type StorageConfig = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3StorageConfig);

/** An S3-compatible bucket (S3_*); no credentials: the AWS SDK's own chain (environment, instance role). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, Ceph, R2, ...). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (`https://host/bucket/key`) rather than the host name, as most other stores need. */
  forcePathStyle: boolean;
}

/** S3_*: a bucket setting without S3_BUCKET is a mistake, not a reason to store uploads locally unasked. */
export function resolveStorage(e: Env, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) {
    const strays = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (strays.length > 0) {
      throw invalidConfiguration([
        `${strays.join(', ')} ${strays.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3`,
      ]);
    }
    return { kind: 'local', directory: resolve(dataDir, 'files') };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw invalidConfiguration([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's own credentials)",
    ]);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
