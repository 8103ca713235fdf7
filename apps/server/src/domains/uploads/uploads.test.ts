import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import {
  buildAdmin,
  buildUser,
  errorOf,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../test-support/test-app.ts';
import { multipartBody, postMultipart, streamedMultipart } from '../documents/test-support/documents.ts';

const KB = 1024;
const MB = 1024 * 1024;

/** The real in-memory storage, counting what reaches it: a refused upload must never be stored. */
class CountingStorage extends MemoryFileStorage {
  puts = 0;

  override async put(key: string, data: Uint8Array | Readable): Promise<void> {
    this.puts += 1;
    await super.put(key, data);
  }
}

const text = (bytes: number) => ({ data: Buffer.alloc(bytes, 0x61), filename: 'notes.txt', contentType: 'text/plain' });
const png = (bytes: number) => ({
  data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8)]),
  filename: 'map.png',
  contentType: 'image/png',
});

/** A document of `bytes` bytes uploaded to `test` as `who`. */
const documentOf = (test: TestApp, who: SignedIn, bytes: number) =>
  postMultipart(test.app, '/api/documents/upload', multipartBody({ file: text(bytes) }), who);
/** An image of `bytes` bytes uploaded to `test` as `who`. */
const imageOf = (test: TestApp, who: SignedIn, bytes: number) =>
  postMultipart(test.app, '/api/v1/media/images', multipartBody({ file: png(bytes) }), who);

describe('storage quota (STORAGE_QUOTA_MB=1), documents and images together', () => {
  const storage = new CountingStorage();
  const dataDir = mkdtempSync(join(tmpdir(), 'quizmaker-quota-'));
  // Registered before the app's: after-all hooks run last first, so the folder goes once the app is closed.
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const test = useTestApp({ env: { STORAGE_QUOTA_MB: '1', DATA_DIR: dataDir }, ports: { storage } });

  const uploadDocument = (who: SignedIn, bytes: number) => documentOf(test, who, bytes);
  const uploadImage = (who: SignedIn, bytes: number) => imageOf(test, who, bytes);
  const usage = (who?: SignedIn) =>
    test.app.inject({ method: 'GET', url: '/api/v1/storage/usage', headers: who ? who.auth : {} });

  it('GET /api/v1/storage/usage answers 401 signed out, then the bytes used and the limit', async () => {
    expect((await usage()).statusCode).toBe(401);
    const user = await buildUser(test.app);
    const empty = await usage(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ usedBytes: 0, limitBytes: MB });
    expect((await uploadDocument(user, 300 * KB)).statusCode).toBe(201);
    expect((await uploadImage(user, 100 * KB)).statusCode).toBe(201);
    expect((await usage(user)).json()).toEqual({ usedBytes: 400 * KB, limitBytes: MB });
  });

  it('refuses a document that would pass the quota with 413, the usage and the limit, before storing it', async () => {
    const user = await buildUser(test.app);
    expect((await uploadDocument(user, 600 * KB)).statusCode).toBe(201);
    const putsBefore = storage.puts;
    const refused = await uploadDocument(user, 600 * KB);
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Storage quota exceeded: 0.6 MB of 1 MB used',
    });
    expect(storage.puts).toBe(putsBefore);
    expect((await usage(user)).json()).toEqual({ usedBytes: 600 * KB, limitBytes: MB });
    // What still fits is accepted.
    expect((await uploadDocument(user, 400 * KB)).statusCode).toBe(201);
  });

  it('counts images and documents together, for image uploads too', async () => {
    const user = await buildUser(test.app);
    expect((await uploadImage(user, 700 * KB)).statusCode).toBe(201);
    const image = await uploadImage(user, 400 * KB);
    expect(image.statusCode).toBe(413);
    expect(errorOf(image).message).toBe('Storage quota exceeded: 0.7 MB of 1 MB used');
    const document = await uploadDocument(user, 400 * KB);
    expect(document.statusCode).toBe(413);
    expect(errorOf(document).message).toBe('Storage quota exceeded: 0.7 MB of 1 MB used');
    expect((await uploadDocument(user, 324 * KB)).statusCode).toBe(201);
    expect((await usage(user)).json()).toEqual({ usedBytes: MB, limitBytes: MB });
    const full = await uploadImage(user, 1 * KB);
    expect(full.statusCode).toBe(413);
    expect(errorOf(full).message).toBe('Storage quota exceeded: 1 MB of 1 MB used');
  });

  it('cuts off a streamed upload (no declared length) at the quota, storing nothing and leaving no staged file', async () => {
    const user = await buildUser(test.app);
    const putsBefore = storage.puts;
    const refused = await postMultipart(test.app, '/api/documents/upload', streamedMultipart(3 * MB, 'big.txt'), user);
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).message).toBe('Storage quota exceeded: 0 MB of 1 MB used');
    expect(storage.puts).toBe(putsBefore);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
    expect((await usage(user)).json()).toEqual({ usedBytes: 0, limitBytes: MB });
  });

  it('lets concurrent uploads of one account together store no more than the quota', async () => {
    const user = await buildUser(test.app);
    const answers = await Promise.all([1, 2, 3, 4].map(() => uploadDocument(user, 400 * KB)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 413, 413]);
    expect((await usage(user)).json()).toEqual({ usedBytes: 800 * KB, limitBytes: MB });
  });

  it('counts pasted text kept for generation against the quota', async () => {
    const user = await buildUser(test.app);
    expect((await uploadDocument(user, 1000 * KB)).statusCode).toBe(201);
    const generate = await test.app.inject({
      method: 'POST',
      url: '/api/v1/quizzes/generate-from-text',
      headers: user.auth,
      payload: {
        text: 'Photosynthesis turns light into chemical energy. '.repeat(600),
        questionsPerType: { MCQ_SINGLE: 1 },
        difficulty: 'MEDIUM',
      },
    });
    expect(generate.statusCode).toBe(413);
    expect(errorOf(generate).message).toBe('Storage quota exceeded: 1 MB of 1 MB used');
  });

  it('exempts administrators', async () => {
    const admin = await buildAdmin(test);
    expect((await uploadDocument(admin, 900 * KB)).statusCode).toBe(201);
    expect((await uploadDocument(admin, 900 * KB)).statusCode).toBe(201);
    expect((await uploadImage(admin, 900 * KB)).statusCode).toBe(201);
    expect((await usage(admin)).json()).toEqual({ usedBytes: 2700 * KB, limitBytes: null });
  });
});

describe('upload rate per account (UPLOAD_RATE_LIMIT=3 per UPLOAD_RATE_WINDOW_MINUTES=10)', () => {
  const test = useTestApp({ env: { UPLOAD_RATE_LIMIT: '3', UPLOAD_RATE_WINDOW_MINUTES: '10' } });

  it('answers 429 with Retry-After past the limit, for images and documents alike, per account', async () => {
    const user = await buildUser(test.app);
    const other = await buildUser(test.app);
    const image = (who: SignedIn) => imageOf(test, who, 1 * KB);
    const document = (who: SignedIn) => documentOf(test, who, 1 * KB);
    expect((await image(user)).statusCode).toBe(201);
    expect((await document(user)).statusCode).toBe(201);
    expect((await image(user)).statusCode).toBe(201);
    for (const refused of [await image(user), await document(user)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(errorOf(refused)).toMatchObject({
        code: 'RATE_LIMIT_ERROR',
        message: 'Too many uploads. Please try again later.',
      });
    }
    expect((await image(other)).statusCode).toBe(201);
    test.clock.advance(10 * 60_000);
    expect((await image(user)).statusCode).toBe(201);
  });
});
