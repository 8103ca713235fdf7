import { beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  errorOf,
  type Method,
  MISSING_ID,
  useAdmin,
  useTestApp,
  useUser,
} from '../../test-support/test-app.ts';
import { createQuiz, NINE_TYPES, start, trueFalseQuestions } from './test-support/taking.ts';

let quiz: { quizId: string; questionIds: string[] };
const test = useTestApp();
const call = caller(test);
const author = useUser(test);
const taker = useUser(test);
const stranger = useUser(test);
const admin = useAdmin(test);
beforeAll(async () => {
  quiz = await createQuiz(test, author, { isRepetitionEnabled: true }, trueFalseQuestions(2));
});

/** Every attempt-scoped call, with a body where it takes one. */
const attemptCalls = (id: string, questionId: string): Array<[Method, string, unknown?]> => [
  ['GET', `/api/v1/attempts/${id}`],
  ['DELETE', `/api/v1/attempts/${id}`],
  ['GET', `/api/v1/attempts/${id}/current-question`],
  ['GET', `/api/v1/attempts/${id}/questions`],
  ['POST', `/api/v1/attempts/${id}/answers`, { questionId, response: true }],
  ['POST', `/api/v1/attempts/${id}/answers/batch`, { answers: [{ questionId, response: true }] }],
  ['POST', `/api/v1/attempts/${id}/complete`],
  ['GET', `/api/v1/attempts/${id}/stats`],
  ['POST', `/api/v1/attempts/${id}/pause`],
  ['POST', `/api/v1/attempts/${id}/resume`],
  ['GET', `/api/v1/attempts/${id}/results`],
  ['GET', `/api/v1/attempts/${id}/analysis`],
];

describe('attempt calls', () => {
  it('answer 401 when signed out', async () => {
    const calls: Array<[Method, string, unknown?]> = [
      ['POST', `/api/v1/attempts/quizzes/${MISSING_ID}`, { mode: 'ONE_BY_ONE' }],
      ['GET', '/api/v1/attempts'],
      ['GET', `/api/v1/attempts/quizzes/${MISSING_ID}/questions/shuffled`],
      ['GET', `/api/v1/quizzes/${MISSING_ID}/attempts/user`],
      ...attemptCalls(MISSING_ID, MISSING_ID),
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).code).toBe('AUTHENTICATION_ERROR');
    }
  });

  it('answer 400 for malformed ids, modes and bodies', async () => {
    for (const [method, url, payload] of attemptCalls('not-a-uuid', MISSING_ID)) {
      const response = await call(method, url, taker, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(errorOf(response).fields).toEqual({ id: 'must be a valid id' });
    }
    const mode = await call('POST', `/api/v1/attempts/quizzes/${quiz.quizId}`, taker, { mode: 'SLOW' });
    expect(mode.statusCode).toBe(400);
    expect(Object.keys(errorOf(mode).fields)).toEqual(['mode']);
    const attemptId = await start(test, taker, quiz.quizId, 'ALL_AT_ONCE');
    const noQuestion = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, { response: true });
    expect(errorOf(noQuestion).fields).toEqual({ questionId: 'must be a valid id' });
    const emptyBatch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, { answers: [] });
    expect(emptyBatch.statusCode).toBe(400);
    expect(errorOf(emptyBatch).fields).toEqual({
      answers: 'No answers provided. Please answer at least one question.',
    });
    const badStatus = await call('GET', '/api/v1/attempts?status=DONE', taker);
    expect(badStatus.statusCode).toBe(400);
  });

  it("answer 400 with the spec's message for an empty answer, and store a malformed one scoring 0", async () => {
    const mixed = await createQuiz(test, author, {}, [NINE_TYPES[0]!, NINE_TYPES[3]!]);
    const attemptId = await start(test, taker, mixed.quizId, 'ALL_AT_ONCE');
    const [mcq, open] = mixed.questionIds as [string, string];
    const empty = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: open,
      response: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(`Question ${open} has an empty answer.`);
    const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: [
        { questionId: mcq, response: '' },
        { questionId: open, response: { answer: '' } },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(errorOf(batch)).toMatchObject({
      message: `Question ${mcq} has an empty answer.`,
      fields: {
        'answers.0.response': `Question ${mcq} has an empty answer.`,
        'answers.1.response': `Question ${open} has an empty answer.`,
      },
    });
    const repeated = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: [
        { questionId: mcq, response: 'b' },
        { questionId: mcq, response: 'a' },
      ],
    });
    expect(errorOf(repeated).message).toBe('Each question may appear only once in a batch');
    const malformed = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: mcq,
      response: { pick: 7 },
    });
    expect(malformed.statusCode).toBe(200);
    const results = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
    expect(results.answers.find((a: { questionId: string }) => a.questionId === mcq)).toMatchObject({
      response: { pick: 7 },
      score: 0,
      isCorrect: false,
    });
  });

  it("answer 403 to anyone else on someone's attempt; admins read but do not change", async () => {
    const attemptId = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    for (const [method, url, payload] of attemptCalls(attemptId, quiz.questionIds[0] as string)) {
      const response = await call(method, url, stranger, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).message).toBe('Insufficient permissions');
    }
    expect((await call('GET', `/api/v1/attempts/${attemptId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/attempts/${attemptId}/stats`, admin)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `/api/v1/attempts/${attemptId}/complete`],
      ['POST', `/api/v1/attempts/${attemptId}/pause`],
      ['DELETE', `/api/v1/attempts/${attemptId}`],
    ] as const) {
      expect((await call(method, url, admin)).statusCode, `${method} ${url}`).toBe(403);
    }
    const others = await call('GET', `/api/v1/attempts?userId=${taker.id}`, stranger);
    expect(others.statusCode).toBe(403);
    const asAdmin = await call('GET', `/api/v1/attempts?userId=${taker.id}&quizId=${quiz.quizId}`, admin);
    expect(asAdmin.json().content.map((a: { attemptId: string }) => a.attemptId)).toContain(attemptId);
    const own = await call('GET', '/api/v1/attempts', stranger);
    expect(own.json().totalElements).toBe(0);
  });

  it('answer 404 for unknown attempts, questions outside the attempt and no active attempt', async () => {
    for (const [method, url, payload] of attemptCalls(MISSING_ID, MISSING_ID)) {
      const response = await call(method, url, taker, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response).message).toBe('Attempt not found');
    }
    const attemptId = await start(test, taker, quiz.quizId, 'ALL_AT_ONCE');
    const outside = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: MISSING_ID,
      response: true,
    });
    expect(outside.statusCode).toBe(404);
    expect(errorOf(outside).message).toBe('Question is not part of this attempt');
    const quizMissing = await call('POST', `/api/v1/attempts/quizzes/${MISSING_ID}`, taker, { mode: 'ONE_BY_ONE' });
    expect(errorOf(quizMissing)).toMatchObject({ status: 404, message: 'Quiz not found' });
    const none = await call('GET', `/api/v1/attempts/quizzes/${quiz.quizId}/questions/shuffled`, stranger);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe('No active attempt for this quiz');
  });

  it('answer 409 with a clear message for every state conflict', async () => {
    const attemptId = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    const [q1, q2] = quiz.questionIds as [string, string];
    const expect409 = async (method: Method, url: string, message: string, payload?: unknown) => {
      const response = await call(method, url, taker, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'CONFLICT_ERROR', message });
    };
    await expect409('POST', `/api/v1/attempts/${attemptId}/answers`, 'Answer the current question first (question 1)', {
      questionId: q2,
      response: true,
    });
    await expect409(
      'POST',
      `/api/v1/attempts/${attemptId}/answers/batch`,
      'Batch answers are accepted only in All at Once mode',
      { answers: [{ questionId: q1, response: true }] },
    );
    await expect409('POST', `/api/v1/attempts/${attemptId}/resume`, 'Only a paused attempt can be resumed');
    expect(
      (await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, { questionId: q1, response: true }))
        .statusCode,
    ).toBe(200);
    await expect409('POST', `/api/v1/attempts/${attemptId}/answers`, 'Question has already been answered', {
      questionId: q1,
      response: false,
    });
    await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, { questionId: q2, response: true });
    await expect409(
      'GET',
      `/api/v1/attempts/${attemptId}/current-question`,
      'No question available: every question has been answered',
    );
    expect((await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).statusCode).toBe(200);
    await expect409('POST', `/api/v1/attempts/${attemptId}/answers`, 'Attempt is already completed', {
      questionId: q1,
      response: true,
    });
    await expect409('POST', `/api/v1/attempts/${attemptId}/complete`, 'Attempt is already completed');
    await expect409('POST', `/api/v1/attempts/${attemptId}/pause`, 'Attempt is already completed');
    await expect409('POST', `/api/v1/attempts/${attemptId}/resume`, 'Attempt is already completed');
    await expect409('GET', `/api/v1/attempts/${attemptId}/current-question`, 'Attempt is already completed');
  });
});

describe('concurrency', () => {
  it('keeps one row and one score when the same answer arrives 20 times at once (ONE_BY_ONE)', async () => {
    const attemptId = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    const questionId = quiz.questionIds[0] as string;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, { questionId, response: true }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => errorOf(r).message === 'Question has already been answered'),
    ).toBe(true);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const rows = await test.database.db
      .selectFrom('attemptAnswers')
      .selectAll()
      .where('attemptId', '=', attemptId)
      .execute();
    expect(rows).toHaveLength(1);
    const results = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
    expect(results).toMatchObject({ totalScore: 1, correctCount: 1, scorePercentage: 50 });
  });

  it('keeps one row per question when 20 batches race (ALL_AT_ONCE), and completes once when 5 completions race', async () => {
    const own = await createQuiz(test, author, {}, trueFalseQuestions(2));
    const attemptId = await start(test, taker, own.quizId, 'ALL_AT_ONCE');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
          answers: own.questionIds.map((questionId) => ({ questionId, response: index % 2 === 0 })),
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await test.database.db
      .selectFrom('attemptAnswers')
      .select('questionId')
      .where('attemptId', '=', attemptId)
      .execute();
    expect(rows.map((r) => r.questionId).sort()).toEqual([...own.questionIds].sort());
    const completions = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)),
    );
    expect(completions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(completions.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const summary = (await call('GET', `/api/v1/quizzes/${own.quizId}/results/summary`, author)).json();
    expect(summary.attemptsCount).toBe(1);
    expect(summary.questionStats.map((q: { timesAsked: number }) => q.timesAsked)).toEqual([1, 1]);
  });

  it('leaves exactly one active attempt when starts race (repetition on: each start abandons the one before)', async () => {
    const own = await createQuiz(test, author, { isRepetitionEnabled: true }, trueFalseQuestions(1));
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/v1/attempts/quizzes/${own.quizId}`, taker, { mode: 'ONE_BY_ONE' }),
      ),
    );
    expect(
      responses.map((r) => r.statusCode),
      responses.map((r) => r.body).join(),
    ).toEqual([201, 201, 201, 201, 201, 201]);
    const active = await test.database.db
      .selectFrom('attempts')
      .select('id')
      .where('quizId', '=', own.quizId)
      .where('status', 'in', ['IN_PROGRESS', 'PAUSED'])
      .execute();
    expect(active).toHaveLength(1);
  });
});
