import { beforeAll, describe, expect, it } from 'vitest';
import { createQuiz, takeAllAtOnce, trueFalseQuestions } from '../domains/attempts/test-support/taking.ts';
import { useAccount, useTestApp, useUser } from '../test-support/test-app.ts';

// Issue 16 item 6: the reference client calls spec 3's results paths with a doubled prefix
// (`/api/api/quizzes/{id}/results/summary`, ...) and spec 1's refresh as `/api/api/v1/auth/refresh`.
// Each is served as an alias of its /api/v1 twin, and none of them is in the OpenAPI document.

let quizId: string;
let attemptId: string;

const test = useTestApp();
const author = useAccount(test, { roles: ['ROLE_QUIZ_CREATOR'] });
const taker = useUser(test);
beforeAll(async () => {
  const quiz = await createQuiz(test, author, { passMark: 60 }, trueFalseQuestions(2));
  quizId = quiz.quizId;
  const [first, second] = quiz.questionIds as [string, string];
  const result = await takeAllAtOnce(test, taker, quiz.quizId, { [first]: true, [second]: false });
  attemptId = result.attemptId;
});

describe('doubled-prefix aliases of the reference client', () => {
  it.each([
    [
      'the results summary',
      (q: string) => `/api/api/quizzes/${q}/results/summary`,
      (q: string) => `/api/v1/quizzes/${q}/results/summary`,
      'author',
    ],
    [
      'the leaderboard',
      (q: string) => `/api/api/quizzes/${q}/leaderboard?top=5`,
      (q: string) => `/api/v1/quizzes/${q}/leaderboard?top=5`,
      'taker',
    ],
    [
      'my attempts at a quiz',
      (q: string) => `/api/api/quizzes/${q}/attempts/user`,
      (q: string) => `/api/v1/quizzes/${q}/attempts/user`,
      'taker',
    ],
    [
      "an attempt's results",
      () => `/api/api/attempts/${attemptId}/results`,
      () => `/api/v1/attempts/${attemptId}/results`,
      'taker',
    ],
    [
      "an attempt's analysis",
      () => `/api/api/attempts/${attemptId}/analysis`,
      () => `/api/v1/attempts/${attemptId}/analysis`,
      'taker',
    ],
  ] as const)('answers %s exactly as its /api/v1 twin', async (_name, alias, twin, who) => {
    const headers = (who === 'author' ? author : taker).auth;
    const viaAlias = await test.app.inject({ url: alias(quizId), headers });
    const viaTwin = await test.app.inject({ url: twin(quizId), headers });
    expect(viaTwin.statusCode, viaTwin.body).toBe(200);
    expect(viaAlias.statusCode, viaAlias.body).toBe(200);
    expect(viaAlias.json()).toEqual(viaTwin.json());
    expect(viaAlias.headers.deprecation).toBe('true');
    expect(viaAlias.headers.link).toBe(`<${twin(quizId).split('?')[0]}>; rel="successor-version"`);
  });

  it('the results summary carries every field the client reads', async () => {
    const response = await test.app.inject({ url: `/api/api/quizzes/${quizId}/results/summary`, headers: author.auth });
    const body = response.json();
    expect(body).toMatchObject({ attemptsCount: 1, averageScore: 50, bestScore: 50, worstScore: 50, passRate: 0 });
    expect(body.questionStats.map((stat: { correctRate: number }) => stat.correctRate).sort()).toEqual([0, 1]);
  });

  it("keeps the twin's rules: 401 without a token, 403 for someone else's summary", async () => {
    expect((await test.app.inject({ url: `/api/api/quizzes/${quizId}/results/summary` })).statusCode).toBe(401);
    const forbidden = await test.app.inject({ url: `/api/api/quizzes/${quizId}/results/summary`, headers: taker.auth });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refreshes a session through /api/api/v1/auth/refresh', async () => {
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/api/v1/auth/refresh',
      payload: { refreshToken: taker.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(Object.keys(refreshed.json()).sort()).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
  });

  it('serves no other doubled path', async () => {
    expect((await test.app.inject({ url: `/api/api/quizzes/${quizId}`, headers: author.auth })).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/api/api/v1/quizzes/${quizId}`, headers: author.auth })).statusCode).toBe(
      404,
    );
  });

  it('leaves every alias out of the OpenAPI document', async () => {
    const document = (await test.app.inject({ url: '/api/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/v1/quizzes/{id}/results/summary');
    expect(paths.filter((path) => path.startsWith('/api/api'))).toEqual([]);
  });
});
