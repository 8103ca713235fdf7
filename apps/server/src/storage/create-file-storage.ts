import type { StorageConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/** The storage the configuration names: DATA_DIR/files, or the S3 bucket when S3_BUCKET is set. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3FileStorage(config) : new LocalFileStorage(config.directory);
}
