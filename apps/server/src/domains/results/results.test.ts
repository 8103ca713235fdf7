import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  caller,
  errorOf,
  MISSING_ID,
  type SignedIn,
  useAccount,
  useAdmin,
  useTestApp,
  useUser,
} from '../../test-support/test-app.ts';
import { createQuiz, start, takeAllAtOnce, trueFalseQuestions } from '../attempts/test-support/taking.ts';

/*
 * One worked example for every number of this file. Four TRUE_FALSE questions (answer true), pass
 * mark 50 %. Ten takers answer right (1) or wrong (0) as below, in ALL_AT_ONCE mode, each attempt
 * lasting 30 s, completions one minute apart in the order A, C, B, D, E, F, G, H, I, J; then A takes
 * it again and answers everything wrong; K starts twice and finishes nothing (one ABANDONED, one
 * IN_PROGRESS).
 *
 *        q1 q2 q3 q4  score
 *    A    1  1  1  1   100
 *    B    1  1  1  0    75
 *    C    1  1  0  1    75
 *    D    1  0  1  0    50
 *    E    1  1  0  0    50
 *    F    0  1  1  0    50
 *    G    1  0  0  1    50
 *    H    1  0  0  0    25
 *    I    0  0  1  0    25
 *    J    0  0  0  0     0
 *    A2   0  0  0  0     0
 *
 * Summary (11 completed): average 500 / 11 = 45.5, best 100, worst 0, pass rate 7 / 11 = 63.6,
 * correct rates q1 7/11 = 0.6364, q2 5/11 = 0.4545, q3 5/11 = 0.4545, q4 3/11 = 0.2727.
 * Leaderboard: A 100; B and C tie at 75 and C completed first; D, E, F, G tie at 50 in completion order.
 * Item analysis on first attempts (A..J) is the example of item-analysis.test.ts: facility .7 .5 .5 .3,
 * discrimination .6667 1 .3333 .6667, point-biserial .5976 .7303 .3651 .5976, KR-20 .3111.
 */
const MATRIX: Array<[string, number[]]> = [
  ['A', [1, 1, 1, 1]],
  ['C', [1, 1, 0, 1]],
  ['B', [1, 1, 1, 0]],
  ['D', [1, 0, 1, 0]],
  ['E', [1, 1, 0, 0]],
  ['F', [0, 1, 1, 0]],
  ['G', [1, 0, 0, 1]],
  ['H', [1, 0, 0, 0]],
  ['I', [0, 0, 1, 0]],
  ['J', [0, 0, 0, 0]],
];

const takers = new Map<string, SignedIn>();
const attemptOf = new Map<string, string>();
let quizId: string;
let questionIds: string[];
let tagId: string;

const test = useTestApp();
const call = caller(test);
const author = useUser(test);
const moderator = useAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
const admin = useAdmin(test);
const outsider = useUser(test);
beforeAll(async () => {
  tagId = (await call('POST', '/api/v1/tags', admin, { name: 'results-tag' })).json().tagId;
  ({ quizId, questionIds } = await createQuiz(
    test,
    author,
    { isRepetitionEnabled: true, passMark: 50 },
    trueFalseQuestions(4),
  ));
  await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { tagIds: [tagId] });
  for (const [name, row] of MATRIX) {
    const who = await buildUser(test.app, { username: `taker_${name.toLowerCase()}_${process.pid % 1000}` });
    takers.set(name, who);
    const attemptId = await start(test, who, quizId, 'ALL_AT_ONCE');
    await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, who, {
      answers: questionIds.map((questionId, index) => ({ questionId, response: row[index] === 1 })),
    });
    test.clock.advance(30_000);
    expect((await call('POST', `/api/v1/attempts/${attemptId}/complete`, who)).statusCode).toBe(200);
    attemptOf.set(name, attemptId);
    test.clock.advance(30_000);
  }
  const again = await takeAllAtOnce(
    test,
    takers.get('A') as SignedIn,
    quizId,
    Object.fromEntries(questionIds.map((id) => [id, false])),
  );
  attemptOf.set('A2', again.attemptId);
  const k = await buildUser(test.app);
  takers.set('K', k);
  await start(test, k, quizId, 'ONE_BY_ONE');
  await start(test, k, quizId, 'ONE_BY_ONE');
});

describe('results summary', () => {
  it('answers the summary of completed attempts against the worked example', async () => {
    for (const path of ['results/summary', 'results']) {
      const response = await call('GET', `/api/v1/quizzes/${quizId}/${path}`, author);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        quizId,
        attemptsCount: 11,
        averageScore: 45.5,
        bestScore: 100,
        worstScore: 0,
        passRate: 63.6,
        passMark: 50,
        averageDurationSeconds: 27.3, // ten attempts of 30 s, A's second of 0 s: 300 / 11
        questionStats: questionIds.map((questionId, index) => ({
          questionId,
          questionText: `Statement number ${index + 1} is true.`,
          timesAsked: 11,
          timesCorrect: [7, 5, 5, 3][index],
          correctRate: [0.6364, 0.4545, 0.4545, 0.2727][index],
        })),
      });
    }
  });

  it('is for the owner, moderators and admins (403 for others, 404 for an unseen quiz)', async () => {
    expect((await call('GET', `/api/v1/quizzes/${quizId}/results/summary`, moderator)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/analytics`, admin)).statusCode).toBe(200);
    for (const path of ['results/summary', 'results', 'analytics']) {
      const response = await call('GET', `/api/v1/quizzes/${quizId}/${path}`, outsider);
      expect(response.statusCode, path).toBe(403);
      expect(errorOf(response).message).toBe('Insufficient permissions');
    }
    expect((await call('GET', `/api/v1/results/quiz/${quizId}/analytics`, outsider)).statusCode).toBe(403);
    const hidden = await createQuiz(test, author, { visibility: 'PRIVATE' }, trueFalseQuestions(1));
    expect((await call('GET', `/api/v1/quizzes/${hidden.quizId}/results/summary`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/quizzes/${hidden.quizId}/leaderboard`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/quizzes/${MISSING_ID}/results/summary`, author)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/results/summary`)).statusCode).toBe(401);
    const empty = (await call('GET', `/api/v1/quizzes/${hidden.quizId}/results/summary`, author)).json();
    expect(empty).toMatchObject({
      attemptsCount: 0,
      averageScore: null,
      bestScore: null,
      worstScore: null,
      passRate: null,
      questionStats: [],
    });
  });
});

describe('leaderboard', () => {
  it("ranks each user's best score, ties going to the earlier completion; usernames only", async () => {
    const response = await call('GET', `/api/v1/quizzes/${quizId}/leaderboard?top=7`, outsider);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.participants).toBe(10);
    expect(
      body.entries.map((e: { rank: number; userId: string; bestScore: number }) => [e.rank, e.userId, e.bestScore]),
    ).toEqual(
      ['A', 'C', 'B', 'D', 'E', 'F', 'G'].map((name, index) => [
        index + 1,
        takers.get(name)?.id,
        [100, 75, 75, 50, 50, 50, 50][index],
      ]),
    );
    expect(body.entries[0].username).toBe(takers.get('A')?.username);
    expect(JSON.stringify(body)).not.toContain('@');
    // A's later 0 does not replace the best, which keeps its own completion time.
    const first = (await call('GET', `/api/v1/attempts/${attemptOf.get('A')}`, takers.get('A'))).json();
    expect(body.entries[0].completedAt).toBe(first.completedAt);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/leaderboard`, outsider)).json().entries).toHaveLength(10);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/leaderboard?top=0`, outsider)).statusCode).toBe(400);
  });
});

describe('analytics', () => {
  it('answers distribution, rates and item analysis of first attempts against the worked example', async () => {
    const response = await call('GET', `/api/v1/quizzes/${quizId}/analytics`, author);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      quizId,
      attemptsCount: 13,
      completedCount: 11,
      abandonedCount: 1,
      completionRate: 84.6,
      passRate: 63.6,
      averageScore: 45.5,
      averageDurationSeconds: 27.3,
      days: 7,
    });
    expect(body.scoreDistribution.map((b: { count: number }) => b.count)).toEqual([2, 0, 2, 0, 0, 4, 0, 2, 0, 1]);
    expect(body.attemptsPerDay).toHaveLength(7);
    expect(body.attemptsPerDay.reduce((sum: number, d: { started: number }) => sum + d.started, 0)).toBe(13);
    expect(body.attemptsPerDay.reduce((sum: number, d: { completed: number }) => sum + d.completed, 0)).toBe(11);
    expect(body.attemptsPerDay[6].date).toBe(test.clock.now().toISOString().slice(0, 10));

    const analysis = body.itemAnalysis;
    expect(analysis).toMatchObject({ basis: 'FIRST_COMPLETED_ATTEMPTS', attempts: 10, sampled: false });
    expect(analysis.items.map((i: { questionId: string }) => i.questionId)).toEqual(questionIds);
    expect(analysis.items.map((i: { facility: number }) => i.facility)).toEqual([0.7, 0.5, 0.5, 0.3]);
    expect(analysis.items.map((i: { discrimination: number }) => i.discrimination)).toEqual([
      0.6667, 1, 0.3333, 0.6667,
    ]);
    expect(analysis.items.map((i: { pointBiserial: number }) => i.pointBiserial)).toEqual([
      0.5976, 0.7303, 0.3651, 0.5976,
    ]);
    expect(analysis.reliability).toEqual({ kr20: 0.3111, cronbachAlpha: 0.3111, attempts: 10, items: 4 });

    const month = (await call('GET', `/api/v1/results/quiz/${quizId}/analytics?days=30`, author)).json();
    expect(month.attemptsPerDay).toHaveLength(30);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/analytics?days=0`, author)).statusCode).toBe(400);
  });

  it('feeds the tag analytics with attempt figures', async () => {
    const tag = (await call('GET', `/api/v1/tags/${tagId}/analytics`, admin)).json();
    expect(tag).toMatchObject({ attemptCount: 13, averageScore: 45.5 });
  });
});

describe('one attempt', () => {
  it("places the attempt among the quiz's attempts", async () => {
    const c = takers.get('C') as SignedIn;
    const analysis = (await call('GET', `/api/v1/attempts/${attemptOf.get('C')}/analysis`, c)).json();
    // Above: A (100). Equal: B. Below: 8 of the 11. Percentile = (8 + 1/2) / 10.
    expect(analysis).toMatchObject({
      scorePercentage: 75,
      durationSeconds: 30,
      standing: { rank: 2, outOf: 11, percentile: 85, quizAverageScore: 45.5 },
    });
    expect(analysis.questionTimings.map((t: { isCorrect: boolean }) => t.isCorrect).filter(Boolean)).toHaveLength(3);
    const results = (await call('GET', `/api/v1/attempts/${attemptOf.get('C')}/results`, c)).json();
    expect(results).toMatchObject({
      totalScore: 3,
      maxScore: 4,
      correctCount: 3,
      accuracy: 75,
      scorePercentage: 75,
      passMark: 50,
      passed: true,
    });
    expect(results.answers[0]).toMatchObject({ type: 'TRUE_FALSE', correctAnswer: { answer: true }, safeContent: {} });
    expect((await call('GET', `/api/v1/attempts/${attemptOf.get('C')}/results`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/attempts/${attemptOf.get('C')}/results`, outsider)).statusCode).toBe(403);
  });
});

describe('user results and statistics', () => {
  it("answers a user's results to themself and to admins only", async () => {
    const a = takers.get('A') as SignedIn;
    const response = await call('GET', `/api/v1/results/user/${a.id}?size=1`, a);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userId: a.id,
      username: a.username,
      attemptsCount: 2,
      completedCount: 2,
      quizzesTaken: 1,
      averageScore: 50,
      bestScore: 100,
      passRate: 50,
    });
    expect(body.results).toMatchObject({ totalElements: 2, totalPages: 2, pageSize: 1 });
    expect(body.results.content[0]).toMatchObject({
      attemptId: attemptOf.get('A2'),
      scorePercentage: 0,
      passed: false,
      quizId,
    });
    expect((await call('GET', `/api/v1/results/user/${a.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/results/user/${a.id}`, outsider)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/results/user/${MISSING_ID}`, admin)).statusCode).toBe(404);
  });

  it('answers platform totals to admins and own totals to everyone else', async () => {
    const platform = (await call('GET', '/api/v1/results/statistics', admin)).json();
    expect(platform).toEqual({
      scope: 'PLATFORM',
      attemptsCount: 13,
      completedCount: 11,
      inProgressCount: 1,
      abandonedCount: 1,
      averageScore: 45.5,
      passRate: 63.6,
      quizzesAttempted: 1,
      participants: 10,
    });
    const own = (await call('GET', '/api/v1/results/statistics', takers.get('K'))).json();
    expect(own).toEqual({
      scope: 'OWN',
      attemptsCount: 2,
      completedCount: 0,
      inProgressCount: 1,
      abandonedCount: 1,
      averageScore: null,
      passRate: null,
      quizzesAttempted: 0,
      participants: 0,
    });
  });
});

describe('deleting completed attempts', () => {
  it('takes them back out of the aggregates and the leaderboard', async () => {
    const a = takers.get('A') as SignedIn;
    expect((await call('DELETE', `/api/v1/attempts/${attemptOf.get('A')}`, a)).statusCode).toBe(204);
    const summary = (await call('GET', `/api/v1/quizzes/${quizId}/results/summary`, author)).json();
    // 400 / 10; passes 6 / 10; q1 right 6 of 10.
    expect(summary).toMatchObject({ attemptsCount: 10, averageScore: 40, bestScore: 75, passRate: 60 });
    expect(summary.questionStats[0]).toMatchObject({ timesAsked: 10, timesCorrect: 6, correctRate: 0.6 });
    let board = (await call('GET', `/api/v1/quizzes/${quizId}/leaderboard?top=20`, author)).json();
    expect(board.participants).toBe(10);
    expect(board.entries.find((e: { userId: string }) => e.userId === a.id)).toMatchObject({ bestScore: 0, rank: 10 });
    // A's second attempt is now A's first: the item analysis still has ten takers.
    expect((await call('GET', `/api/v1/quizzes/${quizId}/analytics`, author)).json().itemAnalysis.attempts).toBe(10);

    expect((await call('DELETE', `/api/v1/attempts/${attemptOf.get('A2')}`, a)).statusCode).toBe(204);
    board = (await call('GET', `/api/v1/quizzes/${quizId}/leaderboard?top=20`, author)).json();
    expect(board.participants).toBe(9);
    expect(board.entries.map((e: { userId: string }) => e.userId)).not.toContain(a.id);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/results/summary`, author)).json()).toMatchObject({
      attemptsCount: 9,
      bestScore: 75,
      worstScore: 0,
    });
  });
});
