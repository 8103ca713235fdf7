import type { GenerationJob } from '@quizmaker/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GenerationSession, QuestionGenerator, SessionOptions } from '../../ai/generator.ts';
import { createGenerator } from '../../ai/index.ts';
import { buildApp } from '../../app.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import { ManualClock } from '../../test-support/manual-clock.ts';
import { buildUser, testConfig, withTestApp, type SignedIn } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { generationRepository } from './repository.ts';
import { fixtureText, waitForJob } from './test-support/generation.ts';

const manual = fixtureText('sqlite-datatypes.txt');

/** Four chunks of the manual, one TRUE_FALSE question each. */
const REQUEST = {
  text: manual,
  chunkingStrategy: 'SIZE_BASED',
  maxChunkSize: 3000,
  questionsPerType: { TRUE_FALSE: 1 },
};

/** A promise the test settles by hand (Node 20 has no Promise.withResolvers). */
function gate() {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open: () => open() };
}

/**
 * The offline generator whose startSession is held until the test releases it: the test looks at a
 * job while its session starts (the offline generator's analysis of the whole document).
 */
class HeldSessionGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  readonly #inner = createGenerator(testConfig().generation);
  readonly #gate = gate();
  readonly #asked = gate();
  supports(type: Parameters<QuestionGenerator['supports']>[0]) {
    return this.#inner.supports(type);
  }
  unsupportedReason(type: Parameters<QuestionGenerator['unsupportedReason']>[0]) {
    return this.#inner.unsupportedReason(type);
  }
  async startSession(options: SessionOptions): Promise<GenerationSession> {
    this.#asked.open();
    await this.#gate.passed;
    return this.#inner.startSession(options);
  }
  /** Settles once a run has asked for its session (and is held there). */
  asked(): Promise<void> {
    return this.#asked.passed;
  }
  release() {
    this.#gate.open();
  }
}

const statusOf = async (app: FastifyInstance, who: SignedIn, jobId: string) => {
  const response = await app.inject({ url: `/api/v1/quizzes/generation-status/${jobId}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GenerationJob>();
};

describe('a job starting its session says what it does', () => {
  it('shows "Reading the document: 4 chunks" at 0 % while its session starts, and completes as before', async () => {
    const generator = new HeldSessionGenerator();
    onTestFinished(() => generator.release());
    await withTestApp({ ports: { storage: new MemoryFileStorage(), generator }, workers: true }, async (test) => {
      const user = await buildUser(test.app);
      const started = await test.app.inject({
        method: 'POST',
        url: '/api/v1/quizzes/generate-from-text',
        payload: REQUEST,
        headers: user.auth,
      });
      expect(started.statusCode, started.body).toBe(202);
      const jobId = started.json<{ jobId: string }>().jobId;
      await generator.asked();
      expect(await statusOf(test.app, user, jobId)).toMatchObject({
        status: 'PROCESSING',
        totalChunks: 4,
        processedChunks: 0,
        progressPercentage: 0,
        currentChunk: 'Reading the document: 4 chunks',
      });
      generator.release();
      expect(await waitForJob(test.app, user.auth, jobId)).toMatchObject({
        status: 'COMPLETED',
        processedChunks: 4,
        progressPercentage: 100,
        currentChunk: null,
        errorMessage: null,
      });
    });
  });

  it('a resumed job says it too, keeping the progress its checkpoints had', async () => {
    const database = await createTestDatabase();
    const storage = new MemoryFileStorage();
    const config = testConfig();
    const first = await buildApp(config, database, { clock: new ManualClock(new Date()), storage });
    await first.ready();
    const user = await buildUser(first);
    const started = await first.inject({
      method: 'POST',
      url: '/api/v1/quizzes/generate-from-text',
      payload: REQUEST,
      headers: user.auth,
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json<{ jobId: string }>().jobId;
    // The first process ran chunk 0 and died two minutes ago (no runner, no heartbeat since).
    await database.db
      .updateTable('generationJobs')
      .set({
        status: 'PROCESSING',
        runCount: 1,
        heartbeatAt: new Date(Date.now() - 120_000),
        startedAt: new Date(Date.now() - 130_000),
        processedChunks: 1,
        progressPercentage: 24.7,
        currentChunk: 'Chunk 2 of 4: Datatypes In SQLite',
      })
      .where('id', '=', jobId)
      .execute();
    await database.db
      .updateTable('backgroundJobs')
      .set({ status: 'RUNNING', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1000) })
      .where('queue', '=', 'generation.run')
      .execute();
    await database.db
      .insertInto('generationJobChunks')
      .values({ jobId, chunkIndex: 0, questions: JSON.stringify([]), notes: JSON.stringify([]), createdAt: new Date() })
      .execute();
    await first.close();

    const generator = new HeldSessionGenerator();
    onTestFinished(() => generator.release());
    const second = await buildApp(config, database, { clock: new ManualClock(new Date()), storage, generator });
    try {
      await second.ready();
      await second.background.start();
      await generator.asked();
      expect(await statusOf(second, user, jobId)).toMatchObject({
        status: 'PROCESSING',
        processedChunks: 1,
        progressPercentage: 24.7,
        currentChunk: 'Reading the document: 4 chunks',
      });
      generator.release();
      expect(await waitForJob(second, user.auth, jobId)).toMatchObject({
        status: 'COMPLETED',
        processedChunks: 4,
        progressPercentage: 100,
        currentChunk: null,
      });
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('a job cancelled before it could say so is left as the cancel made it', async () => {
    await withTestApp({ ports: { storage: new MemoryFileStorage() }, workers: true }, async (test) => {
      // A run sees a cancel at its next heartbeat (a second): a short job can end before one. Its heartbeat
      // says PROCESSING here, so the run goes on to its end as such a run does; the row must not move. The
      // clean-clone CI of 7f60c93 found it: "Chunk 4 of 4" and 99 % written onto the CANCELLED row.
      vi.spyOn(generationRepository, 'heartbeat').mockResolvedValue('PROCESSING');
      // The run is held after its claim, where it reads the job's chunks: the cancel comes in there,
      // before the run's heartbeat (a second) can have seen it.
      const { documents } = test.app.services;
      const read = documents.chunksByIndex.bind(documents);
      const reading = gate();
      const resume = gate();
      vi.spyOn(documents, 'chunksByIndex').mockImplementation(async (documentId, indices) => {
        reading.open();
        await resume.passed;
        return read(documentId, indices);
      });
      const user = await buildUser(test.app);
      const started = await test.app.inject({
        method: 'POST',
        url: '/api/v1/quizzes/generate-from-text',
        payload: REQUEST,
        headers: user.auth,
      });
      const jobId = started.json<{ jobId: string }>().jobId;
      await reading.passed;
      const cancel = await test.app.inject({
        method: 'DELETE',
        url: `/api/v1/quizzes/generation-status/${jobId}`,
        headers: user.auth,
      });
      expect(cancel.json()).toMatchObject({ status: 'CANCELLED', currentChunk: null });
      resume.open();
      await test.app.background.queue.idle();
      const row = await test.database.db
        .selectFrom('generationJobs')
        .select(['status', 'currentChunk', 'progressPercentage'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'CANCELLED', currentChunk: null, progressPercentage: 0 });
    });
  });
});
