import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, caller, errorOf, useTestApp, useUser } from '../../test-support/test-app.ts';
import { ATTEMPT_SWEEP_TASK } from './sweeper.ts';
import { createQuiz, start, trueFalseQuestions } from './test-support/taking.ts';

let timed: { quizId: string; questionIds: string[] };
const test = useTestApp();
const call = caller(test);
const author = useUser(test);
const taker = useUser(test);
beforeAll(async () => {
  // Two minutes, three questions, repetition on so each test starts its own attempt.
  timed = await createQuiz(
    test,
    author,
    { timerEnabled: true, timerDuration: 2, isRepetitionEnabled: true },
    trueFalseQuestions(3),
  );
});

const stats = async (attemptId: string) => (await call('GET', `/api/v1/attempts/${attemptId}/stats`, taker)).json();
const answer = (attemptId: string, index: number) =>
  call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
    questionId: timed.questionIds[index],
    response: true,
  });

describe('server-owned clock', () => {
  it('sets the deadline at start and counts down on the server', async () => {
    const started = await call('POST', `/api/v1/attempts/quizzes/${timed.quizId}`, taker, { mode: 'TIMED' });
    const { attemptId, startedAt, deadlineAt, timeLimitSeconds } = started.json();
    expect(timeLimitSeconds).toBe(120);
    expect(Date.parse(deadlineAt) - Date.parse(startedAt)).toBe(120_000);
    expect(await stats(attemptId)).toMatchObject({
      remainingSeconds: 120,
      elapsedSeconds: 0,
      timeUp: false,
      status: 'IN_PROGRESS',
    });
    test.clock.advance(30_500);
    expect(await stats(attemptId)).toMatchObject({ remainingSeconds: 90, elapsedSeconds: 30 });
    expect((await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json()).toMatchObject({
      remainingSeconds: 90,
      deadlineAt,
    });
  });

  it('stops the clock while paused and sets a new deadline on resume', async () => {
    const attemptId = await start(test, taker, timed.quizId, 'TIMED');
    test.clock.advance(30_000);
    const paused = await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker);
    expect(paused.json()).toEqual({ attemptId, status: 'PAUSED', remainingSeconds: 90, deadlineAt: null });
    test.clock.advance(3 * 3600_000);
    expect(await stats(attemptId)).toMatchObject({
      status: 'PAUSED',
      remainingSeconds: 90,
      elapsedSeconds: 30,
      timeUp: false,
    });
    // While paused nothing about the questions can be read or answered.
    expect(errorOf(await call('GET', `/api/v1/attempts/${attemptId}/questions`, taker)).message).toBe(
      'Attempt is paused. Resume it to continue.',
    );
    expect(errorOf(await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker)).message).toBe(
      'Attempt is paused. Resume it to continue.',
    );
    const refused = await answer(attemptId, 0);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Attempt is paused. Resume it to continue.');
    const again = await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Attempt is already paused');

    const resumed = await call('POST', `/api/v1/attempts/${attemptId}/resume`, taker);
    expect(resumed.json()).toMatchObject({ attemptId, status: 'IN_PROGRESS', remainingSeconds: 90 });
    expect(Date.parse(resumed.json().deadlineAt)).toBe(test.clock.now().getTime() + 90_000);
    const twice = await call('POST', `/api/v1/attempts/${attemptId}/resume`, taker);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('Only a paused attempt can be resumed');
    test.clock.advance(60_000);
    expect(await stats(attemptId)).toMatchObject({ remainingSeconds: 30, elapsedSeconds: 90 });
  });

  it('accepts an answer within the 2 s grace, refuses one after it with 409 and completes the attempt', async () => {
    const attemptId = await start(test, taker, timed.quizId, 'TIMED');
    const deadline = Date.parse((await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json().deadlineAt);
    test.clock.advance(119_000);
    expect((await answer(attemptId, 0)).statusCode).toBe(200);
    test.clock.advance(2_500); // 1.5 s past the deadline
    expect(await stats(attemptId)).toMatchObject({ remainingSeconds: 0, status: 'IN_PROGRESS' });
    expect((await answer(attemptId, 1)).statusCode).toBe(200);
    test.clock.advance(600); // 2.1 s past the deadline
    const late = await answer(attemptId, 2);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Time is up: the attempt has been completed with the answers given in time');

    const detail = (await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json();
    expect(detail).toMatchObject({
      status: 'COMPLETED',
      timeUp: true,
      remainingSeconds: 0,
      questionsAnswered: 2,
      scorePercentage: 66.7,
    });
    expect(Date.parse(detail.completedAt)).toBe(deadline);
    const results = (await call('GET', `/api/v1/attempts/${attemptId}/results`, taker)).json();
    expect(results).toMatchObject({ timeUp: true, totalScore: 2, correctCount: 2, durationSeconds: 120 });
    const complete = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(complete.statusCode).toBe(409);
    expect(errorOf(complete).message).toBe('Time is up: the attempt has been completed with the answers given in time');
  });

  it('completes an expired attempt on the next request that touches it and shows the time-up state', async () => {
    const attemptId = await start(test, taker, timed.quizId, 'TIMED');
    await answer(attemptId, 0);
    test.clock.advance(125_000);
    const detail = (await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json();
    expect(detail).toMatchObject({ status: 'COMPLETED', timeUp: true, scorePercentage: 33.3, passed: false });
    const pause = await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker);
    expect(pause.statusCode).toBe(409);
  });

  it('lets the taker complete inside the grace without it counting as time up', async () => {
    const attemptId = await start(test, taker, timed.quizId, 'TIMED');
    test.clock.advance(121_000);
    const results = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({ timeUp: false, durationSeconds: 120 });
  });

  it('has a sweeper that completes expired attempts nobody calls about', async () => {
    const first = await start(test, taker, timed.quizId, 'TIMED');
    const other = await buildUser(test.app);
    const second = await start(test, other, timed.quizId, 'ALL_AT_ONCE');
    const untimed = await createQuiz(test, author, {}, trueFalseQuestions(1));
    const open = await start(test, taker, untimed.quizId, 'ONE_BY_ONE');
    test.clock.advance(120_000 + 2_000);
    expect(await test.app.services.attempts.completeExpired(test.clock.now())).toBe(0); // exactly at deadline + grace: not yet
    test.clock.advance(1);
    expect(await test.app.services.attempts.completeExpired(test.clock.now())).toBe(2);
    expect(await test.app.services.attempts.completeExpired(test.clock.now())).toBe(0);
    for (const id of [first, second]) {
      const row = await test.database.db
        .selectFrom('attempts')
        .select(['status', 'timeUp', 'completedAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'COMPLETED', timeUp: true });
    }
    const still = await test.database.db
      .selectFrom('attempts')
      .select('status')
      .where('id', '=', open)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('IN_PROGRESS');

    // The periodic task the app registers (started with the background work) does the same.
    const third = await start(test, taker, timed.quizId, 'TIMED');
    test.clock.advance(200_000);
    await test.app.background.periodic.runNow(ATTEMPT_SWEEP_TASK);
    expect((await call('GET', `/api/v1/attempts/${third}`, taker)).json()).toMatchObject({
      status: 'COMPLETED',
      timeUp: true,
    });
  });

  it('never expires an untimed attempt, and times each question in active time', async () => {
    const untimed = await createQuiz(test, author, {}, trueFalseQuestions(2));
    const attemptId = await start(test, taker, untimed.quizId, 'ONE_BY_ONE');
    expect(await stats(attemptId)).toMatchObject({ remainingSeconds: null });
    test.clock.advance(12_000);
    await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: untimed.questionIds[0],
      response: true,
    });
    await call('POST', `/api/v1/attempts/${attemptId}/pause`, taker);
    test.clock.advance(3600_000);
    await call('POST', `/api/v1/attempts/${attemptId}/resume`, taker);
    test.clock.advance(8_000);
    await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: untimed.questionIds[1],
      response: false,
    });
    test.clock.advance(5_000);
    await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    const analysis = (await call('GET', `/api/v1/attempts/${attemptId}/analysis`, taker)).json();
    expect(analysis).toMatchObject({ durationSeconds: 25, averageSecondsPerQuestion: 12.5, scorePercentage: 50 });
    expect(
      analysis.questionTimings.map((t: { timeSpentSeconds: number; isCorrect: boolean }) => [
        t.timeSpentSeconds,
        t.isCorrect,
      ]),
    ).toEqual([
      [12, true],
      [8, false],
    ]);
  });
});
