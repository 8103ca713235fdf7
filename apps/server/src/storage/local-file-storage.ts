import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage.ts';
import { OWNER_ONLY_DIRECTORY_MODE, OWNER_ONLY_FILE_MODE } from './owner-only.ts';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** Files in a local directory (by default DATA_DIR/files); writes go to a temporary name first, then rename. */
export class LocalFileStorage implements FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  #path(key: string): string {
    assertStorageKey(key);
    return join(this.#root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true, mode: OWNER_ONLY_DIRECTORY_MODE });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(
        data instanceof Readable ? data : Readable.from([data]),
        createWriteStream(temporary, { mode: OWNER_ONLY_FILE_MODE }),
      );
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await rename(temporary, path);
  }

  async open(key: string): Promise<Readable | null> {
    const path = this.#path(key);
    try {
      await stat(path);
    } catch (error) {
      if (isMissing(error)) {
        return null;
      }
      throw error;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}
