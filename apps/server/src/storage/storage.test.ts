import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryFileStorage, type FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quizmaker-storage-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['local directory', () => new LocalFileStorage(dir) as FileStorage],
  ['memory', () => new MemoryFileStorage() as FileStorage],
])('%s storage', (_name, make) => {
  it('stores, reads, streams, replaces and deletes by key', async () => {
    const storage = make();
    expect(await storage.read('images/missing.png')).toBeNull();
    expect(await storage.open('images/missing.png')).toBeNull();
    await storage.put('images/a.png', Buffer.from('first'));
    await storage.put('images/a.png', Buffer.from('second'));
    expect((await storage.read('images/a.png'))?.toString()).toBe('second');
    const stream = await storage.open('images/a.png');
    expect(stream ? await text(stream) : null).toBe('second');
    await storage.delete('images/a.png');
    await storage.delete('images/a.png');
    expect(await storage.read('images/a.png')).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', '/abs/path', 'images/../../x', 'images//x', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    }
  });
});
