import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../src/storage/test-support/s3-test-server.ts';
import {
  ADMIN,
  chaptersOfFixtureText,
  Client,
  createQuiz,
  ledgerMismatches,
  postgresReachable,
  redisReachable,
  registerUser,
  skipWithout,
  sleep,
  startServer,
  tempDataDir,
  tempPostgresDatabase,
  waitForJob,
  type ServerProcess,
} from './server-process.ts';
import { useTwoProcesses } from './test-support/two-processes.ts';

/**
 * Two server processes (issue 11, item 7) on one PostgreSQL database and one Redis: a user signs
 * in on one and carries on on the other, rate limits and login throttling are shared, each
 * generation job runs once, and a timed attempt whose time ran out is completed once although both
 * processes are asked about it at the same moment. Then two machines (issue 18 item 5): each
 * process its own DATA_DIR, both on one PostgreSQL, one Redis and one S3 server (s3rver on loopback).
 */

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/11';
const RATE_LIMIT_MAX = 150;

const skip = skipWithout(await postgresReachable(), await redisReachable(REDIS_URL));

/** Empties this suite's Redis database: no rate-limit counts or throttles of an earlier run. */
async function emptyRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
}

/** The status a sign-in on `server` gets, as a fresh client sending `headers`. */
async function loginStatus(server: ServerProcess, username: string, password: string, headers: Record<string, string>) {
  return (await new Client(server.url).call('POST', '/api/v1/auth/login', { username, password }, headers)).status;
}

describe.skipIf(skip)('two server processes on one PostgreSQL and one Redis', () => {
  beforeAll(emptyRedis);
  // One DATA_DIR, as a shared volume would be: an upload on one process is processed on the other.
  const processes = useTwoProcesses(REDIS_URL, { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), LOGIN_MAX_FAILURES: '5' });

  it('a user signs in on one process and continues an attempt on the other; refresh rotation and reuse detection span both', async () => {
    const { a, b } = processes;
    const author = await new Client(a.url).login(ADMIN.username, ADMIN.password);
    const quiz = await createQuiz(author, { questions: 3 });
    const user = await registerUser(a.url, `roamer_${process.pid}`);
    const onB = new Client(b.url, user.client.session);
    const { attemptId } = await onB.must<{ attemptId: string }>(
      'POST',
      `/api/v1/attempts/quizzes/${quiz.quizId}`,
      { mode: 'ONE_BY_ONE' },
      201,
    );
    await user.client.must(
      'POST',
      `/api/v1/attempts/${attemptId}/answers`,
      { questionId: quiz.questionIds[0], response: true },
      200,
    );
    const oldRefresh = user.client.session?.refreshToken as string;
    const rotated = await new Client(b.url).must<{ accessToken: string; refreshToken: string }>(
      'POST',
      '/api/v1/auth/refresh',
      { refreshToken: oldRefresh },
      200,
    );
    const onA = new Client(a.url, rotated);
    await onA.must(
      'POST',
      `/api/v1/attempts/${attemptId}/answers`,
      { questionId: quiz.questionIds[1], response: false },
      200,
    );
    // The old refresh token presented on the other process: reuse, the whole login ends.
    expect((await new Client(a.url).call('POST', '/api/v1/auth/refresh', { refreshToken: oldRefresh })).status).toBe(
      401,
    );
    expect(
      (await new Client(b.url).call('POST', '/api/v1/auth/refresh', { refreshToken: rotated.refreshToken })).status,
    ).toBe(401);
    // The access token still works on both until it expires.
    const result = await new Client(b.url, rotated).must<{ correctCount: number }>(
      'POST',
      `/api/v1/attempts/${attemptId}/complete`,
      undefined,
      200,
    );
    expect(result.correctCount).toBe(1);
  });

  it('shares the rate limit and the login throttle through Redis', async () => {
    const { a, b } = processes;
    const user = await registerUser(a.url, `limited_${process.pid}`);
    const clients = [new Client(a.url, user.client.session), new Client(b.url, user.client.session)];
    let ok = 0;
    let limitedAt = -1;
    for (let index = 0; index < RATE_LIMIT_MAX + 20; index += 1) {
      const response = await (clients[index % 2] as Client).call('GET', '/api/v1/auth/me');
      if (response.status === 200) ok += 1;
      else if (response.status === 429 && limitedAt < 0) limitedAt = index;
    }
    // One budget for both processes (each alone would have allowed RATE_LIMIT_MAX).
    expect(ok).toBe(RATE_LIMIT_MAX);
    expect(limitedAt).toBe(RATE_LIMIT_MAX);

    const victim = await registerUser(a.url, `throttled_${process.pid}`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? a : b;
      // Each failure from another client address (the test talks through loopback, a trusted proxy):
      // only the account's counter adds up, and it does so across the two processes.
      const from = { 'x-forwarded-for': `198.51.100.${attempt + 1}` };
      expect(await loginStatus(target, victim.username, `Wrong-${attempt}-Aa1`, from)).toBe(401);
    }
    const elsewhere = { 'x-forwarded-for': '198.51.100.99' };
    expect(await loginStatus(a, victim.username, victim.password, elsewhere)).toBe(429);
    expect(await loginStatus(b, victim.username, victim.password, elsewhere)).toBe(429);

    // The per-account count is shared too: 3 failures by username on one process and 2 by e-mail on
    // the other (neither typed name reaches 5) lock the account on both.
    const both = await registerUser(a.url, `named_${process.pid}`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [target, username] = attempt < 3 ? [a, both.username] : [b, `${both.username}@example.com`];
      const from = { 'x-forwarded-for': `198.51.100.${attempt + 11}` };
      expect(await loginStatus(target, username, `Wrong-${attempt}-Aa1`, from)).toBe(401);
    }
    expect(await loginStatus(a, `${both.username}@example.com`, both.password, elsewhere)).toBe(429);
    expect(await loginStatus(b, both.username, both.password, elsewhere)).toBe(429);
  });

  it('runs each generation job once, whichever process picks it up', async () => {
    const { a, b, db } = processes;
    const admin = await new Client(a.url).login(ADMIN.username, ADMIN.password);
    const users = await Promise.all(
      [0, 1, 2].map((index) => registerUser(index % 2 === 0 ? a.url : b.url, `generator_${index}_${process.pid}`)),
    );
    const text = chaptersOfFixtureText();
    const jobs = await Promise.all(
      users.map(async (user, index) => {
        const client = index % 2 === 0 ? user.client : new Client(b.url, user.client.session);
        const { jobId } = await client.must<{ jobId: string }>(
          'POST',
          '/api/v1/quizzes/generate-from-text',
          { text, maxChunkSize: 1000, questionsPerType: { MCQ_SINGLE: 1, TRUE_FALSE: 1 } },
          202,
        );
        return { jobId, user };
      }),
    );
    for (const { jobId, user } of jobs) {
      const job = await waitForJob(new Client(b.url, user.client.session), jobId);
      expect(job.status, JSON.stringify(job)).toBe('COMPLETED');
      const row = await db.db
        .selectFrom('generationJobs')
        .select(['runCount', 'generatedQuizId'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(row.runCount, `runs of job ${jobId}`).toBe(1);
      const quizzes = await db.db.selectFrom('quizzes').select('id').where('creatorId', '=', user.id).execute();
      expect(quizzes.map((quiz) => quiz.id)).toEqual([row.generatedQuizId]);
      const commits = await db.db
        .selectFrom('tokenTransactions')
        .select('id')
        .where('userId', '=', user.id)
        .where('type', '=', 'COMMIT')
        .execute();
      expect(commits.length).toBe(1);
    }
    expect(await ledgerMismatches(admin)).toEqual([]);
  });

  it('completes a timed attempt whose time ran out once, although both processes are asked at once', async () => {
    const { a, b, db } = processes;
    const author = await new Client(a.url).login(ADMIN.username, ADMIN.password);
    const quiz = await createQuiz(author, { questions: 4, settings: { timerEnabled: true, timerDuration: 1 } });
    const user = await registerUser(b.url, `timed_${process.pid}`);
    const onA = new Client(a.url, user.client.session);
    const onB = user.client;
    const { attemptId } = await onA.must<{ attemptId: string }>(
      'POST',
      `/api/v1/attempts/quizzes/${quiz.quizId}`,
      { mode: 'TIMED' },
      201,
    );
    await onB.must(
      'POST',
      `/api/v1/attempts/${attemptId}/answers`,
      { questionId: quiz.questionIds[0], response: true },
      200,
    );
    // The minute is over (and the 2 s grace): as if the clock had run on.
    await db.db
      .updateTable('attempts')
      .set({
        deadlineAt: sql<Date>`now() - interval '10 seconds'`,
        runningSince: sql<Date>`now() - interval '70 seconds'`,
      })
      .where('id', '=', attemptId)
      .execute();
    const calls = Array.from({ length: 16 }, (_, index) => {
      const client = index % 2 === 0 ? onA : onB;
      switch (index % 4) {
        case 0:
          return client.call('GET', `/api/v1/attempts/${attemptId}`);
        case 1:
          return client.call('POST', `/api/v1/attempts/${attemptId}/answers`, {
            questionId: quiz.questionIds[1],
            response: true,
          });
        case 2:
          return client.call('GET', `/api/v1/attempts/${attemptId}/stats`);
        default:
          return client.call('POST', `/api/v1/attempts/${attemptId}/complete`);
      }
    });
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      expect([200, 409], answer.text).toContain(answer.status);
    }
    const attempt = await db.db
      .selectFrom('attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: 'COMPLETED', timeUp: true, correctCount: 1 });
    const rows = await db.db
      .selectFrom('attemptAnswers')
      .select(['questionId', 'answeredAt'])
      .where('attemptId', '=', attemptId)
      .execute();
    expect(rows.length).toBe(4);
    expect(rows.filter((row) => row.answeredAt !== null).length).toBe(1);
    const stats = await db.db
      .selectFrom('quizResultStats')
      .selectAll()
      .where('quizId', '=', quiz.quizId)
      .executeTakeFirstOrThrow();
    expect(stats.completedCount, 'the completion counted once').toBe(1);
    const questionStats = await db.db
      .selectFrom('quizQuestionStats')
      .select(['questionId', 'timesAsked'])
      .where('quizId', '=', quiz.quizId)
      .execute();
    expect(questionStats.map((row) => row.timesAsked)).toEqual([1, 1, 1, 1]);
    const leaderboard = await author.must<{ entries: unknown[] }>(
      'GET',
      `/api/v1/quizzes/${quiz.quizId}/leaderboard`,
      undefined,
      200,
    );
    expect(leaderboard.entries.length).toBe(1);
  });

  it('shows an attempt the same shuffles on both processes (one key from the shared secret), so answers read on one grade on the other (issue 15 H-1)', async () => {
    const { a, b } = processes;
    const author = await new Client(a.url).login(ADMIN.username, ADMIN.password);
    const { quizId } = await author.must<{ quizId: string }>(
      'POST',
      '/api/v1/quizzes',
      { title: `Shuffle quiz ${process.pid}`, visibility: 'PUBLIC' },
      201,
    );
    const texts = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix} ${index + 1}`);
    const questionIds: string[] = [];
    for (const prefix of ['Alpha', 'Beta', 'Gamma']) {
      const content = { items: texts(prefix).map((text, index) => ({ id: index + 1, text })) };
      const { questionId } = await author.must<{ questionId: string }>(
        'POST',
        '/api/v1/questions',
        { type: 'ORDERING', questionText: `Order ${prefix}.`, content, quizIds: [quizId] },
        201,
      );
      questionIds.push(questionId);
    }
    await author.must('PATCH', `/api/v1/quizzes/${quizId}/status`, { status: 'PUBLISHED' }, 200);
    const user = await registerUser(a.url, `shuffled_${process.pid}`);
    const onA = user.client;
    const onB = new Client(b.url, user.client.session);
    const { attemptId } = await onA.must<{ attemptId: string }>(
      'POST',
      `/api/v1/attempts/quizzes/${quizId}`,
      { mode: 'ALL_AT_ONCE' },
      201,
    );
    type Shown = Array<{
      id: string;
      questionText: string;
      safeContent: { items: Array<{ id: number; text: string }> };
    }>;
    const shownOnA = await onA.must<Shown>('GET', `/api/v1/attempts/${attemptId}/questions`, undefined, 200);
    expect(await onB.must<Shown>('GET', `/api/v1/attempts/${attemptId}/questions`, undefined, 200)).toEqual(shownOnA);
    for (const questionId of questionIds) {
      const read = await onA.must<{ safeContent: unknown }>('GET', `/api/v1/questions/${questionId}`, undefined, 200);
      expect(
        (await onB.must<{ safeContent: unknown }>('GET', `/api/v1/questions/${questionId}`, undefined, 200))
          .safeContent,
      ).toEqual(read.safeContent);
    }
    // The right order, named by the ids process A showed, sent to process B.
    const answers = shownOnA.map((question) => {
      const prefix = question.questionText.slice('Order '.length, -1);
      const shownId = new Map(question.safeContent.items.map((item) => [item.text, item.id]));
      return {
        questionId: question.id,
        response: { orderedItemIds: texts(prefix).map((text) => shownId.get(text)) },
      };
    });
    await onB.must('POST', `/api/v1/attempts/${attemptId}/answers/batch`, { answers }, 200);
    const result = await onA.must<{ scorePercentage: number }>(
      'POST',
      `/api/v1/attempts/${attemptId}/complete`,
      undefined,
      200,
    );
    expect(result.scorePercentage).toBe(100);
  });
});

/** A multipart upload over a real socket, as the browser sends it. */
async function uploadFile(
  base: string,
  path: string,
  accessToken: string,
  file: { data: Buffer; filename: string; contentType: string },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Polls a document on one process until its processing has ended. */
async function waitForDocument(client: Client, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const document = await client.must<{ status: string; processingError: string | null; totalChunks: number }>(
      'GET',
      `/api/documents/${id}`,
      undefined,
      200,
    );
    if (document.status === 'PROCESSED' || document.status === 'FAILED') return document;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${document.status}`);
    await sleep(200);
  }
}

describe.skipIf(skip)('two machines: their own DATA_DIR each, one PostgreSQL, Redis and S3 server', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: S3TestServer;
  let database: Awaited<ReturnType<typeof tempPostgresDatabase>>;
  let dataA: ReturnType<typeof tempDataDir>;
  let dataB: ReturnType<typeof tempDataDir>;

  beforeAll(async () => {
    await emptyRedis();
    s3 = await startS3TestServer();
    database = await tempPostgresDatabase();
    dataA = tempDataDir();
    dataB = tempDataDir();
    const shared = { DATABASE_URL: database.url, REDIS_URL, ...s3.env };
    a = await startServer({ ...shared, DATA_DIR: dataA.dir });
    b = await startServer({ ...shared, DATA_DIR: dataB.dir });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await database.drop();
    await s3.close();
    dataA.remove();
    dataB.remove();
  });

  it('a document uploaded on one is processed and generated from on the other (offline generator)', async () => {
    const user = await registerUser(a.url, `traveller_${process.pid}`);
    const text = chaptersOfFixtureText();
    const uploaded = await uploadFile(a.url, '/api/documents/upload', user.client.session?.accessToken as string, {
      data: Buffer.from(text),
      filename: 'canal-and-earthquakes.txt',
      contentType: 'text/plain',
    });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const documentId = uploaded.json.id as string;
    const onB = new Client(b.url, user.client.session);
    expect((await waitForDocument(onB, documentId)).status).toBe('PROCESSED');

    // Process A frozen: only B can take the reprocessing and the generation job, and B's disk never saw the file.
    a.child.kill('SIGSTOP');
    try {
      await onB.must(
        'POST',
        `/api/documents/${documentId}/reprocess`,
        { chunkingStrategy: 'CHAPTER_BASED', maxChunkSize: 2000 },
        200,
      );
      const reprocessed = await waitForDocument(onB, documentId);
      expect(reprocessed, JSON.stringify(reprocessed)).toMatchObject({ status: 'PROCESSED', processingError: null });
      expect(reprocessed.totalChunks).toBeGreaterThan(0);
      const { jobId } = await onB.must<{ jobId: string }>(
        'POST',
        '/api/v1/quizzes/generate-from-document',
        { documentId, questionsPerType: { MCQ_SINGLE: 1, TRUE_FALSE: 1 } },
        202,
      );
      const job = await waitForJob(onB, jobId);
      expect(job.status, JSON.stringify(job)).toBe('COMPLETED');
      expect(job.generatedQuizId).not.toBeNull();
    } finally {
      a.child.kill('SIGCONT');
    }
    // The file lives in the bucket alone: neither process keeps uploads on its own disk.
    expect(existsSync(join(dataA.dir, 'files'))).toBe(false);
    expect(existsSync(join(dataB.dir, 'files'))).toBe(false);
  });

  it('an image uploaded on one is served by the other', async () => {
    const admin = await new Client(a.url).login(ADMIN.username, ADMIN.password);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('an image of the harbour'),
    ]);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const uploaded = await uploadFile(from.url, '/api/v1/media/images', admin.session?.accessToken as string, {
        data: png,
        filename: 'harbour.png',
        contentType: 'image/png',
      });
      expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
      const served = await fetch(`${to.url}/api/v1/media/images/${uploaded.json.id as string}`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    }
  });
});
