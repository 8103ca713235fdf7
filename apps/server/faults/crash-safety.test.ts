import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../src/db/database.ts';
import {
  ADMIN,
  Client,
  createQuiz,
  ledgerMismatches,
  postgresReachable,
  registerUser,
  skipWithout,
  sleep,
  startServer,
  tempDataDir,
  tempPostgresDatabase,
  waitForJob,
  GenerationJobBody,
  type ServerProcess,
} from './server-process.ts';

/**
 * Crash safety (issue 11, item 4): the real server process on SQLite and on PostgreSQL under a
 * small exam surge (users taking a quiz one question at a time, completing and starting again),
 * with a generation job in flight, is killed with SIGKILL mid-run and started again. Then every
 * answer the server acknowledged is stored exactly once, no attempt is inconsistent, the quiz's
 * aggregates match its completed attempts, the generation job is resumed or failed with its
 * tokens committed or released, and the token ledger reconciles.
 */

const USERS = 10;
const QUESTIONS = 5;
/** The generation job starts once 3 takers completed (or after this long). */
const KILL_AFTER_MS = 20_000;
/** The bodies this test reads: a started attempt, the current question, and a job's progress. */
const StartedAttemptBody = z.object({ attemptId: z.string() });
const CurrentQuestionBody = z.object({ question: z.object({ id: z.string() }) });
const GenerationProgressBody = GenerationJobBody.extend({ processedChunks: z.number() });

const fixtures = join(import.meta.dirname, '..', 'test', 'fixtures');
const SOURCE_TEXT = ['iceland-world-factbook.txt', 'alice-chapter-1.txt', 'sqlite-datatypes.txt']
  .map((name) => readFileSync(join(fixtures, name), 'utf8'))
  .join('\n\n');

const withPostgres = await postgresReachable();

interface Ack {
  attemptId: string;
  questionId: string;
  answer: boolean;
}

/** One taker: attempts one question at a time until the server goes away. */
async function taker(
  client: Client,
  quizId: string,
  acks: Ack[],
  completions: string[],
  // A function, not a flag: the test sets it while the takers await, which narrowing of a flag would hide.
  stopped: () => boolean,
): Promise<void> {
  try {
    while (!stopped()) {
      const started = await client.call('POST', `/api/v1/attempts/quizzes/${quizId}`, {
        mode: 'ONE_BY_ONE',
      });
      if (started.status !== 201) return;
      const { attemptId } = StartedAttemptBody.parse(started.json);
      for (let index = 0; index < QUESTIONS && !stopped(); index += 1) {
        const current = await client.call('GET', `/api/v1/attempts/${attemptId}/current-question`);
        if (current.status !== 200) return;
        const questionId = CurrentQuestionBody.parse(current.json).question.id;
        const answer = Math.random() < 0.7;
        const answered = await client.call('POST', `/api/v1/attempts/${attemptId}/answers`, {
          questionId,
          response: { answer },
        });
        if (answered.status !== 200) return;
        acks.push({ attemptId, questionId, answer });
      }
      if (stopped()) return;
      const completed = await client.call('POST', `/api/v1/attempts/${attemptId}/complete`);
      if (completed.status !== 200) return;
      completions.push(attemptId);
    }
  } catch {
    // The server was killed: a request in flight fails, and is not acknowledged.
  }
}

async function runScenario(target: { databaseUrl: string; open(): Database; dataDir: string }) {
  const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl };
  let server: ServerProcess = await startServer(env);
  try {
    const admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
    const me = await admin.must<{ id: string }>('GET', '/api/v1/auth/me', undefined, 200);
    await admin.must(
      'POST',
      '/api/v1/admin/billing/adjustments',
      { userId: me.id, amountTokens: 10_000, reason: 'fault test' },
      201,
    );
    const quiz = await createQuiz(admin, { questions: QUESTIONS });
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, index) => registerUser(server.url, `taker_${index}_${process.pid}`)),
    );

    const acks: Ack[] = [];
    const completions: string[] = [];
    const stop = { now: false };
    const takers = users.map((user) => taker(user.client, quiz.quizId, acks, completions, () => stop.now));
    const surgeStarted = Date.now();
    // Once some takers have completed, a generation job starts; the kill comes as soon as it has
    // processed a chunk (so the restart must resume it from a checkpoint) and before it finishes.
    while (completions.length < 3 && Date.now() - surgeStarted < KILL_AFTER_MS) {
      await sleep(20);
    }
    const started = await admin.must<{ jobId: string }>(
      'POST',
      '/api/v1/quizzes/generate-from-text',
      {
        text: SOURCE_TEXT,
        maxChunkSize: 1000,
        questionsPerType: { MCQ_SINGLE: 3, TRUE_FALSE: 3, FILL_GAP: 3, OPEN: 3 },
      },
      202,
    );
    let jobInFlight = false;
    const jobStarted = Date.now();
    while (Date.now() - jobStarted < 30_000) {
      const response = await admin.call('GET', `/api/v1/quizzes/generation-status/${started.jobId}`);
      const job = GenerationProgressBody.safeParse(response.json).data;
      jobInFlight = job?.status === 'PROCESSING' && job.processedChunks >= 1;
      if (jobInFlight || !job || !['PENDING', 'PROCESSING'].includes(job.status)) break;
      await sleep(20);
    }
    const timings = { surgeMs: Date.now() - surgeStarted, restartMs: 0 };
    const jobAtKill = GenerationJobBody.safeParse(
      (await admin.call('GET', `/api/v1/quizzes/generation-status/${started.jobId}`)).json,
    ).data;
    await server.crash();
    stop.now = true;
    await Promise.all(takers);
    expect(acks.length, 'answers acknowledged before the crash').toBeGreaterThan(0);
    expect(jobInFlight, `the generation job was in flight at the kill (it was ${String(jobAtKill?.status)})`).toBe(
      true,
    );

    const restarting = Date.now();
    server = await startServer(env);
    timings.restartMs = Date.now() - restarting;
    for (const user of users) {
      user.client.base = server.url;
    }
    admin.base = server.url;
    const db = target.open();
    try {
      // Every acknowledged answer: stored exactly once, as sent.
      for (const ack of acks) {
        const rows = await db.db
          .selectFrom('attemptAnswers')
          .selectAll()
          .where('attemptId', '=', ack.attemptId)
          .where('questionId', '=', ack.questionId)
          .execute();
        expect(rows.length, `answer ${ack.attemptId}/${ack.questionId}`).toBe(1);
        expect(rows[0]?.answeredAt).not.toBeNull();
        expect(rows[0]?.response).toEqual({ answer: ack.answer });
      }
      // No attempt inconsistent; acknowledged completions completed; aggregates match.
      const attempts = await db.db.selectFrom('attempts').selectAll().where('quizId', '=', quiz.quizId).execute();
      expect(attempts.length).toBeGreaterThanOrEqual(USERS);
      for (const attempt of attempts) {
        const answers = await db.db
          .selectFrom('attemptAnswers')
          .selectAll()
          .where('attemptId', '=', attempt.id)
          .execute();
        expect(['IN_PROGRESS', 'COMPLETED', 'ABANDONED'], attempt.id).toContain(attempt.status);
        expect(new Set(answers.map((answer) => answer.questionId)).size, `duplicate answers in ${attempt.id}`).toBe(
          answers.length,
        );
        expect(attempt.questionsAnswered, `questionsAnswered of ${attempt.id}`).toBe(
          answers.filter((answer) => answer.answeredAt !== null).length,
        );
        if (attempt.status === 'COMPLETED') {
          expect(answers.length, `grid of ${attempt.id}`).toBe(attempt.totalQuestions);
          expect(attempt.correctCount).toBe(answers.filter((answer) => answer.isCorrect).length);
          expect(attempt.totalScore).toBeCloseTo(
            answers.reduce((sum, answer) => sum + answer.score, 0),
            6,
          );
        }
      }
      const completed = attempts.filter((attempt) => attempt.status === 'COMPLETED');
      for (const attemptId of completions) {
        expect(completed.map((attempt) => attempt.id)).toContain(attemptId);
      }
      const stats = await db.db
        .selectFrom('quizResultStats')
        .selectAll()
        .where('quizId', '=', quiz.quizId)
        .executeTakeFirst();
      expect(stats?.completedCount ?? 0, 'aggregate of completed attempts').toBe(completed.length);
      const summary = await admin.must<{ attemptsCount: number }>(
        'GET',
        `/api/v1/quizzes/${quiz.quizId}/results/summary`,
        undefined,
        200,
      );
      expect(summary.attemptsCount).toBe(completed.length);

      // Takers carry on after the restart where they were.
      for (const user of users) {
        const mine = await user.client.must<{ content: Array<{ attemptId: string; status: string }> }>(
          'GET',
          `/api/v1/quizzes/${quiz.quizId}/attempts/user`,
          undefined,
          200,
        );
        const active = mine.content.find((attempt) => attempt.status === 'IN_PROGRESS');
        if (active) {
          const current = await user.client.call('GET', `/api/v1/attempts/${active.attemptId}/current-question`);
          expect([200, 409]).toContain(current.status);
          if (current.status === 200) {
            await user.client.must(
              'POST',
              `/api/v1/attempts/${active.attemptId}/answers`,
              { questionId: CurrentQuestionBody.parse(current.json).question.id, response: { answer: true } },
              200,
            );
          }
        }
      }

      // The generation job: resumed to an end, its tokens committed or released; the ledger reconciles.
      const job = await waitForJob(admin, started.jobId);
      expect(['COMPLETED', 'FAILED']).toContain(job.status);
      expect(['COMMITTED', 'RELEASED'], `billing of a ${job.status} job`).toContain(job.billingState);
      const reservations = await db.db
        .selectFrom('tokenReservations')
        .selectAll()
        .where('userId', '=', me.id)
        .where('state', '=', 'ACTIVE')
        .execute();
      expect(reservations).toEqual([]);
      const balance = await admin.must<{ reservedTokens: number }>('GET', '/api/v1/billing/balance', undefined, 200);
      expect(balance.reservedTokens).toBe(0);
      expect(await ledgerMismatches(admin)).toEqual([]);
      if (job.status === 'COMPLETED') {
        const quizzes = await db.db
          .selectFrom('generationJobs')
          .select('generatedQuizId')
          .where('id', '=', started.jobId)
          .execute();
        expect(quizzes[0]?.generatedQuizId).toBe(job.generatedQuizId);
      }
      return {
        acks: acks.length,
        completions: completions.length,
        jobAtKill: jobAtKill?.status,
        jobInFlight,
        jobAfter: job.status,
        ...timings,
      };
    } finally {
      await db.close();
    }
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.stack : String(error)}\n--- server output ---\n${server.output.join('').slice(-4000)}`,
    );
  } finally {
    await server.stop();
  }
}

describe('crash safety: kill -9 mid-surge, restart', () => {
  it('SQLite: acknowledged answers kept once, attempts and aggregates consistent, generation settled, ledger reconciled', async () => {
    const data = tempDataDir();
    try {
      const file = join(data.dir, 'quizmaker.db');
      const outcome = await runScenario({
        databaseUrl: `sqlite:${file}`,
        dataDir: data.dir,
        open: () => openDatabase({ kind: 'sqlite', file }),
      });
      console.info('sqlite crash run', outcome);
    } finally {
      data.remove();
    }
  });

  it.skipIf(skipWithout(withPostgres))('PostgreSQL: the same', async () => {
    const data = tempDataDir();
    const database = await tempPostgresDatabase();
    try {
      const outcome = await runScenario({
        databaseUrl: database.url,
        dataDir: data.dir,
        open: () => openDatabase({ kind: 'postgres', url: database.url }),
      });
      console.info('postgres crash run', outcome);
    } finally {
      await database.drop();
      data.remove();
    }
  });
});
