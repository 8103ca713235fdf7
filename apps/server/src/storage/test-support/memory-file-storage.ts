import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { assertStorageKey, type FileStorage } from '../file-storage.ts';

/** Keeps files in memory, for tests; keys are checked as the real stores check them. */
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
