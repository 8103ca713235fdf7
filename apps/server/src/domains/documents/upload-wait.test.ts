import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../test-support/manual-clock.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import {
  buildTestApp,
  buildUser,
  type SignedIn,
  useTestApp,
  useUser,
  withTestApp,
} from '../../test-support/test-app.ts';
import { multipartBody, waitForDocument } from './test-support/documents.ts';

// Issue 16 item 7: the reference client shows "Chunks: 0 • Status: UPLOADED" because the upload
// answered before processing. The upload now waits for its processing job, up to
// UPLOAD_PROCESSING_WAIT_SECONDS, and answers the PROCESSED (or FAILED) document; past the bound it
// answers UPLOADED as before.

const lines = Array.from(
  { length: 40 },
  (_, i) => `Sentence number ${i + 1} of the small upload says something plain and complete.`,
).join('\n');

const upload = (app: FastifyInstance, who: SignedIn, text: string, filename = 'notes.txt') => {
  const body = multipartBody({ file: { data: Buffer.from(text), filename, contentType: 'text/plain' } });
  return app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
};

describe('POST /api/documents/upload waits for processing (UPLOAD_PROCESSING_WAIT_SECONDS)', () => {
  const test = useTestApp({
    env: { UPLOAD_PROCESSING_WAIT_SECONDS: '10' },
    ports: { storage: new MemoryFileStorage() },
    workers: true,
  });
  const owner = useUser(test);

  it('answers a small upload PROCESSED, with its chunks', async () => {
    const response = await upload(test.app, owner, lines);
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document.status).toBe('PROCESSED');
    expect(document.totalChunks).toBeGreaterThan(0);
    const chunks = await test.app.inject({ url: `/api/documents/${document.id}/chunks`, headers: owner.auth });
    expect(chunks.json()).toHaveLength(document.totalChunks);
  });

  it('answers FAILED with the reason when processing fails', async () => {
    const response = await upload(test.app, owner, ' \n\t \n');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'FAILED',
      totalChunks: 0,
      processingError: 'The text file contains no text',
    });
  });
});

describe('POST /api/documents/upload past the wait bound', () => {
  it('answers UPLOADED as before when processing has not ended in time (no worker here)', async () => {
    await withTestApp(
      {
        env: { UPLOAD_PROCESSING_WAIT_SECONDS: '1' },
        ports: { storage: new MemoryFileStorage() },
      },
      async (test) => {
        const owner = await buildUser(test.app);
        const started = performance.now();
        const response = await upload(test.app, owner, lines);
        const waitedMs = performance.now() - started;
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ status: 'UPLOADED', totalChunks: 0 });
        expect(waitedMs).toBeGreaterThanOrEqual(950);
        expect(waitedMs).toBeLessThan(5_000);
      },
    );
  });

  it('sees the result when another process ran the job (it reads the database, bounded)', async () => {
    const storage = new MemoryFileStorage();
    const test = await buildTestApp({ env: { UPLOAD_PROCESSING_WAIT_SECONDS: '10' }, ports: { storage } });
    // A second server on the same database and files, with the workers: this one has none.
    const worker = await buildApp(test.config, test.database, { clock: new ManualClock(new Date()), storage });
    try {
      await worker.ready();
      await worker.background.start();
      const owner = await buildUser(test.app);
      const response = await upload(test.app, owner, lines);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().status).toBe('PROCESSED');
      expect(response.json().totalChunks).toBeGreaterThan(0);
      expect((await waitForDocument(test.app, owner.auth, response.json().id)).status).toBe('PROCESSED');
    } finally {
      await worker.close();
      await test.close();
    }
  });
});
