import { describe, expect, it } from 'vitest';
import type { GenerationSession, QuestionGenerator, SessionOptions } from '../../ai/generator.ts';
import { createGenerator } from '../../ai/index.ts';
import { ThreadedOfflineGenerator } from '../../ai/threaded-offline-generator.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import { buildUser, type TestApp, testConfig, withTestApp } from '../../test-support/test-app.ts';
import { fixtureText, waitForJob } from './test-support/generation.ts';

/** 25 KB of real text: the size whose analysis took about 1.5 s on the server's own thread. */
const document = [
  fixtureText('alice-chapter-1.txt'),
  fixtureText('sqlite-datatypes.txt'),
  fixtureText('iceland-world-factbook.txt'),
].join('\n\n');

/** The generator the server uses, recording when a job's session starts preparing and when it is ready. */
class WatchedGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  readonly events: string[] = [];
  /** How the last startSession ended: 'ready' or the error's message. */
  preparation: Promise<string> | null = null;
  readonly #inner: QuestionGenerator;

  constructor(inner: QuestionGenerator = createGenerator(testConfig().generation)) {
    this.#inner = inner;
  }
  supports(type: Parameters<QuestionGenerator['supports']>[0]) {
    return this.#inner.supports(type);
  }
  unsupportedReason(type: Parameters<QuestionGenerator['unsupportedReason']>[0]) {
    return this.#inner.unsupportedReason(type);
  }
  startSession(options: SessionOptions): Promise<GenerationSession> {
    this.events.push('preparing');
    const session = this.#inner.startSession(options);
    this.preparation = session.then(
      () => 'ready',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    void this.preparation.then((outcome) => this.events.push(outcome));
    return session;
  }
  async preparing(): Promise<void> {
    while (this.events.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

async function withApp(generator: QuestionGenerator, run: (test: TestApp) => Promise<void>) {
  await withTestApp(
    { env: { BILLING_ENABLED: 'false' }, ports: { storage: new MemoryFileStorage(), generator }, workers: true },
    run,
  );
}

async function startJob(test: TestApp, text: string, questionsPerType: Record<string, number>) {
  const user = await buildUser(test.app);
  const started = await test.app.inject({
    method: 'POST',
    url: '/api/v1/quizzes/generate-from-text',
    payload: { text, chunkingStrategy: 'SIZE_BASED', maxChunkSize: 6000, questionsPerType },
    headers: user.auth,
  });
  expect(started.statusCode, started.body).toBe(202);
  return { user, jobId: started.json().jobId as string };
}

describe('the offline generator works in a worker thread', () => {
  it('the server answers requests while a job analyses a 25 KB document, and the job completes', async () => {
    const generator = new WatchedGenerator();
    await withApp(generator, async (test) => {
      const { user, jobId } = await startJob(test, document, { MCQ_SINGLE: 1, TRUE_FALSE: 1, FILL_GAP: 1 });
      await generator.preparing();
      // On the server's thread the analysis ran to its end before anything else: every health check
      // answered after 'ready'. In a worker thread they all answer while it works.
      for (let check = 0; check < 5; check += 1) {
        const health = await test.app.inject({ url: '/api/health' });
        expect(health.json()).toEqual({ status: 'ok' });
        generator.events.push('health answered');
      }
      const job = await waitForJob(test.app, user.auth, jobId);
      expect(generator.events).toEqual([
        'preparing',
        'health answered',
        'health answered',
        'health answered',
        'health answered',
        'health answered',
        'ready',
      ]);
      expect(job).toMatchObject({ status: 'COMPLETED', totalChunks: 5, errorMessage: null });
      expect(job.totalQuestionsGenerated).toBeGreaterThanOrEqual(10);
    });
  });

  it('an abort during the analysis terminates the worker: the session never becomes ready', async () => {
    const generator = new ThreadedOfflineGenerator();
    const stop = new AbortController();
    const session = generator.startSession({
      jobId: 'aborted',
      chunks: [{ index: 0, title: 'All', content: document, startPage: null, endPage: null }],
      difficulty: 'MEDIUM',
      language: 'en',
      seed: 'aborted',
      signal: stop.signal,
    });
    // Aborted before the worker could have read the message, so the analysis cannot win the race.
    stop.abort();
    await expect(session).rejects.toThrow('generation was stopped');
  });

  it('a cancel while the job prepares ends the job CANCELLED, with no quiz', async () => {
    const generator = new WatchedGenerator();
    await withApp(generator, async (test) => {
      const { user, jobId } = await startJob(test, Array(12).fill(document).join('\n\n').slice(0, 300_000), {
        TRUE_FALSE: 1,
      });
      await generator.preparing();
      const cancel = await test.app.inject({
        method: 'DELETE',
        url: `/api/v1/quizzes/generation-status/${jobId}`,
        headers: user.auth,
      });
      expect(cancel.json()).toMatchObject({ status: 'CANCELLED' });
      // Whether the analysis ends first depends on the machine's speed: the session is stopped either way.
      await test.app.background.queue.idle();
      expect(await waitForJob(test.app, user.auth, jobId)).toMatchObject({
        status: 'CANCELLED',
        generatedQuizId: null,
        errorMessage: 'Job cancelled by user',
      });
    });
  });

  it('a worker that runs out of memory fails its job with the reason; the server goes on', async () => {
    await withApp(new ThreadedOfflineGenerator({ maxMemoryMb: 4 }), async (test) => {
      const { user, jobId } = await startJob(test, document, { TRUE_FALSE: 1 });
      expect(await waitForJob(test.app, user.auth, jobId)).toMatchObject({
        status: 'FAILED',
        errorMessage: 'Generation failed: the offline generator needed more than 4 MB of memory and was stopped',
        generatedQuizId: null,
      });
      expect((await test.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    });
  });
});
