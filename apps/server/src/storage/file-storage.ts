import type { Readable } from 'node:stream';

/**
 * The file storage port: opaque keys (`images/<id>.png`) to bytes. The local directory under
 * DATA_DIR is the default; an S3-compatible bucket (S3_BUCKET) serves several processes.
 */
export interface FileStorage {
  /**
   * Stores the bytes under the key, replacing what was there. A stream is passed on as it is read
   * (a 150 MB upload is never held whole); a failed put leaves no partial file under the key.
   */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** The bytes under the key as a stream, or null when nothing is stored there. */
  open(key: string): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_SHAPE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are relative paths of plain segments: never absolute, never `..`, so they cannot leave the root. */
export function assertStorageKey(key: string): void {
  if (
    !KEY_SHAPE.test(key) ||
    key.split('/').some((segment) => segment === '..' || segment === '.') ||
    key.length > 200
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
