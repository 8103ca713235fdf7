import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

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

/** Keeps files in memory: for tests and throwaway runs. */
export class MemoryFileStorage implements FileStorage {
  readonly #files = new Map<string, Buffer>();

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    assertStorageKey(key);
    this.#files.set(key, data instanceof Readable ? await buffer(data) : Buffer.from(data));
  }

  // Executors, so a refused key rejects the promise as it does for the other stores.
  open(key: string): Promise<Readable | null> {
    return new Promise((resolve) => {
      assertStorageKey(key);
      const data = this.#files.get(key);
      resolve(data ? Readable.from([data]) : null);
    });
  }

  delete(key: string): Promise<void> {
    return new Promise((resolve) => {
      assertStorageKey(key);
      this.#files.delete(key);
      resolve();
    });
  }
}
