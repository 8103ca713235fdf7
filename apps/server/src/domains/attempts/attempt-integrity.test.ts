import { describe, expect, it } from 'vitest';
import { buildUser, caller, errorOf, type SignedIn, useTestApp, useUser } from '../../test-support/test-app.ts';
import { GRACE_MS } from './attempt-clock.ts';
import { createQuiz, start, trueFalseQuestions } from './test-support/taking.ts';

/** Issue 15 M-3, L-2 and L-3: one attempt means one attempt, and an exam-grade timer cannot be stopped. */

const test = useTestApp();
const call = caller(test);
const author = useUser(test);

const answer = (who: SignedIn, attemptId: string, questionId: string | undefined, response: unknown) =>
  call('POST', `/api/v1/attempts/${attemptId}/answers`, who, { questionId, response });
const attemptsAt = async (who: SignedIn, quizId: string) =>
  (await call('GET', `/api/v1/quizzes/${quizId}/attempts/user`, who))
    .json()
    .content.map((a: { attemptId: string; status: string }) => [a.attemptId, a.status]);

describe('deleting an attempt of a quiz without repetition (M-3)', () => {
  it('is refused with 409 for the taker, whatever the state, so the quiz does not open again', async () => {
    const taker = await buildUser(test.app);
    const once = await createQuiz(test, author, { isRepetitionEnabled: false }, trueFalseQuestions(2));
    const attemptId = await start(test, taker, once.quizId, 'ONE_BY_ONE');

    const whileActive = await call('DELETE', `/api/v1/attempts/${attemptId}`, taker);
    expect(whileActive.statusCode).toBe(409);
    expect(errorOf(whileActive).message).toBe(
      'This quiz does not allow repeated attempts, so its attempts cannot be deleted',
    );

    // The exploit: answer wrong, read the right answers on the results, delete, start again and score 100 %.
    await answer(taker, attemptId, once.questionIds[0], false);
    await answer(taker, attemptId, once.questionIds[1], false);
    const results = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(results.json()).toMatchObject({ status: 'COMPLETED', scorePercentage: 0 });
    const deleted = await call('DELETE', `/api/v1/attempts/${attemptId}`, taker);
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted).message).toBe(
      'This quiz does not allow repeated attempts, so its attempts cannot be deleted',
    );
    expect(await attemptsAt(taker, once.quizId)).toEqual([[attemptId, 'COMPLETED']]);
    const again = await call('POST', `/api/v1/attempts/quizzes/${once.quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already completed this quiz and it does not allow repeated attempts');
    // Still counted where the results count it.
    expect((await call('GET', `/api/v1/quizzes/${once.quizId}/results/summary`, author)).json()).toMatchObject({
      attemptsCount: 1,
      averageScore: 0,
    });
  });

  it('stays allowed (204) once the author allows repetition', async () => {
    const taker = await buildUser(test.app);
    const quiz = await createQuiz(test, author, { isRepetitionEnabled: false }, trueFalseQuestions(1));
    const attemptId = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(
      (await call('PATCH', `/api/v1/quizzes/${quiz.quizId}`, author, { isRepetitionEnabled: true })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/v1/attempts/${attemptId}`, taker)).statusCode).toBe(204);
    expect(await attemptsAt(taker, quiz.quizId)).toEqual([]);
  });
});

describe('an abandoned attempt counts against "no repetition" (L-2)', () => {
  it('refuses a fresh start over an unfinished attempt whose answers IMMEDIATE feedback revealed', async () => {
    const taker = await buildUser(test.app);
    const quiz = await createQuiz(
      test,
      author,
      { isRepetitionEnabled: false, feedbackMode: 'IMMEDIATE' },
      trueFalseQuestions(2),
    );
    const attemptId = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    const wrong = await answer(taker, attemptId, quiz.questionIds[0], false);
    expect(wrong.json()).toMatchObject({ isCorrect: false, correctAnswer: { answer: true } });

    const fresh = await call('POST', `/api/v1/attempts/quizzes/${quiz.quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(fresh.statusCode).toBe(409);
    expect(errorOf(fresh).message).toBe(
      'This quiz does not allow repeated attempts: resume your unfinished attempt instead',
    );
    // Nothing was abandoned: the attempt goes on where it was.
    expect(await attemptsAt(taker, quiz.quizId)).toEqual([[attemptId, 'IN_PROGRESS']]);
    expect((await answer(taker, attemptId, quiz.questionIds[1], true)).statusCode).toBe(200);
  });

  it('lets exactly one of six racing starts through; the others are told to resume it', async () => {
    const taker = await buildUser(test.app);
    const quiz = await createQuiz(test, author, { isRepetitionEnabled: false }, trueFalseQuestions(1));
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/v1/attempts/quizzes/${quiz.quizId}`, taker, { mode: 'ONE_BY_ONE' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(refused).message).toBe(
        'This quiz does not allow repeated attempts: resume your unfinished attempt instead',
      );
    }
    const winner = responses.find((r) => r.statusCode === 201)?.json().attemptId;
    expect(await attemptsAt(taker, quiz.quizId)).toEqual([[winner, 'IN_PROGRESS']]);
  });

  it('refuses a new attempt when the only earlier one was abandoned', async () => {
    const taker = await buildUser(test.app);
    const quiz = await createQuiz(
      test,
      author,
      { isRepetitionEnabled: true, feedbackMode: 'IMMEDIATE' },
      trueFalseQuestions(1),
    );
    const abandoned = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    await answer(taker, abandoned, quiz.questionIds[0], false);
    const replacing = await start(test, taker, quiz.quizId, 'ONE_BY_ONE');
    expect((await call('DELETE', `/api/v1/attempts/${replacing}`, taker)).statusCode).toBe(204);
    expect(await attemptsAt(taker, quiz.quizId)).toEqual([[abandoned, 'ABANDONED']]);
    expect(
      (await call('PATCH', `/api/v1/quizzes/${quiz.quizId}`, author, { isRepetitionEnabled: false })).statusCode,
    ).toBe(200);

    const again = await call('POST', `/api/v1/attempts/quizzes/${quiz.quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already attempted this quiz and it does not allow repeated attempts');
    expect(await attemptsAt(taker, quiz.quizId)).toEqual([[abandoned, 'ABANDONED']]);
  });
});

describe('allowPauseWhenTimed (L-3)', () => {
  it('is true by default, stored as given, changed by PATCH and read back', async () => {
    const plain = await call('POST', '/api/v1/quizzes', author, { title: 'Pausable by default' });
    expect(plain.statusCode).toBe(201);
    expect((await call('GET', `/api/v1/quizzes/${plain.json().quizId}`, author)).json()).toMatchObject({
      allowPauseWhenTimed: true,
    });

    const strict = await call('POST', '/api/v1/quizzes', author, {
      title: 'Exam',
      timerEnabled: true,
      timerDuration: 10,
      allowPauseWhenTimed: false,
    });
    expect(strict.statusCode).toBe(201);
    const quizId = strict.json().quizId;
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json()).toMatchObject({
      timerEnabled: true,
      allowPauseWhenTimed: false,
    });
    const mine = await call('GET', '/api/v1/quizzes?scope=me&size=100', author);
    expect(mine.json().content.find((quiz: { id: string }) => quiz.id === quizId)).toMatchObject({
      allowPauseWhenTimed: false,
    });

    const patched = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { allowPauseWhenTimed: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ allowPauseWhenTimed: true });
    const unchanged = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { title: 'Exam, renamed' });
    expect(unchanged.json()).toMatchObject({ allowPauseWhenTimed: true });

    const invalid = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { allowPauseWhenTimed: 'no' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields).toEqual({
      allowPauseWhenTimed: 'Invalid input: expected boolean, received string',
    });
  });

  it("is documented in the OpenAPI document (quiz create, update and read; the attempt's frozen pauseAllowed)", async () => {
    const schemas = (await test.app.inject({ url: '/api/openapi.json' })).json().components.schemas;
    for (const name of ['QuizCreateBody', 'QuizUpdateBody', 'Quiz']) {
      expect(schemas[name].properties.allowPauseWhenTimed, name).toMatchObject({ type: 'boolean' });
    }
    expect(schemas.QuizCreateBody.properties.allowPauseWhenTimed.default).toBe(true);
    expect(schemas.Quiz.required).toContain('allowPauseWhenTimed');
    expect(schemas.Attempt.properties.pauseAllowed).toMatchObject({ type: 'boolean' });
  });

  it('when false, refuses to pause a timed attempt (409) and refuses answers after the time limit plus grace', async () => {
    const taker = await buildUser(test.app);
    const exam = await createQuiz(
      test,
      author,
      { timerEnabled: true, timerDuration: 2, isRepetitionEnabled: true, allowPauseWhenTimed: false },
      trueFalseQuestions(2),
    );
    for (const mode of ['TIMED', 'ALL_AT_ONCE']) {
      const attemptId = await start(test, taker, exam.quizId, mode);
      expect((await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json()).toMatchObject({
        pauseAllowed: false,
        timeLimitSeconds: 120,
      });
      const paused = await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker);
      expect(paused.statusCode, mode).toBe(409);
      expect(errorOf(paused).message).toBe('This quiz does not allow pausing timed attempts');
      expect((await call('GET', `/api/v1/attempts/${attemptId}/stats`, taker)).json()).toMatchObject({
        status: 'IN_PROGRESS',
        remainingSeconds: 120,
      });
    }

    // Every question is visible from the start, and the deadline cannot move: an answer after limit + grace is too late.
    const attemptId = await start(test, taker, exam.quizId, 'TIMED');
    expect((await call('GET', `/api/v1/attempts/${attemptId}/questions`, taker)).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker)).statusCode).toBe(409);
    test.clock.advance(120_000 + GRACE_MS);
    expect((await answer(taker, attemptId, exam.questionIds[0], true)).statusCode).toBe(200);
    test.clock.advance(1);
    const late = await answer(taker, attemptId, exam.questionIds[1], true);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Time is up: the attempt has been completed with the answers given in time');
  });

  it('keeps the attempt as it started: a later change of the setting does not reach a running attempt', async () => {
    const taker = await buildUser(test.app);
    const exam = await createQuiz(
      test,
      author,
      { timerEnabled: true, timerDuration: 5, isRepetitionEnabled: true, allowPauseWhenTimed: false },
      trueFalseQuestions(1),
    );
    const strict = await start(test, taker, exam.quizId, 'TIMED');
    expect(
      (await call('PATCH', `/api/v1/quizzes/${exam.quizId}`, author, { allowPauseWhenTimed: true })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/v1/attempts/${strict}/pause`, taker)).statusCode).toBe(409);
    const relaxed = await start(test, taker, exam.quizId, 'TIMED');
    expect((await call('POST', `/api/v1/attempts/${relaxed}/pause`, taker)).statusCode).toBe(200);
  });

  it('when true (the default), pauses a timed attempt as spec 3 says; an untimed attempt pauses either way', async () => {
    const taker = await buildUser(test.app);
    const timed = await createQuiz(test, author, { timerEnabled: true, timerDuration: 2 }, trueFalseQuestions(1));
    const attemptId = await start(test, taker, timed.quizId, 'TIMED');
    expect((await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json()).toMatchObject({ pauseAllowed: true });
    test.clock.advance(30_000);
    const paused = await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ attemptId, status: 'PAUSED', remainingSeconds: 90, deadlineAt: null });

    const untimed = await createQuiz(test, author, { allowPauseWhenTimed: false }, trueFalseQuestions(1));
    const untimedAttempt = await start(test, taker, untimed.quizId, 'ONE_BY_ONE');
    expect((await call('GET', `/api/v1/attempts/${untimedAttempt}`, taker)).json()).toMatchObject({
      pauseAllowed: true,
      timeLimitSeconds: null,
    });
    expect((await call('POST', `/api/v1/attempts/${untimedAttempt}/pause`, taker)).json()).toMatchObject({
      status: 'PAUSED',
      remainingSeconds: null,
    });
  });
});
