import { describe, expect, it } from 'vitest';
import { buildUser, caller, errorOf, useTestApp, useUser } from '../test-support/test-app.ts';
import { createQuiz, expectNoCorrectness } from '../domains/attempts/test-support/taking.ts';
import { NINE_QUESTIONS, rightAnswerAsClientSends, type ClientQuestion } from './test-support/original-client.ts';

/**
 * The original client's quiz taking, replayed call by call in its order (issue 16 items 1, 3, 9):
 * Start Quiz always sends ONE_BY_ONE, also for a quiz with the timer on; after each answer it
 * renders `nextQuestion` as the question itself (its id, type, questionText and safeContent at the
 * top level); it sends MATCHING as `{answer: {leftId: rightId}}` and HOTSPOT as `{regionId: box}`.
 */

const test = useTestApp();
const call = caller(test);
const author = useUser(test);

const TAKER_FIELDS = ['id', 'type', 'questionText', 'difficulty', 'hint', 'attachmentUrl', 'safeContent'];

describe('the original client takes a quiz with the timer on', () => {
  it('starts One by One as TIMED, answers all nine types from nextQuestion alone and scores 100 %', async () => {
    const taker = await buildUser(test.app);
    const { quizId, questionIds } = await createQuiz(
      test,
      author,
      { timerEnabled: true, timerDuration: 10 },
      NINE_QUESTIONS,
    );

    const open = await call('GET', `/api/v1/attempts?quizId=${quizId}&page=0&size=50`, taker);
    expect(open.json()).toMatchObject({ content: [], totalElements: 0 });
    const started = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({
      mode: 'TIMED',
      status: 'IN_PROGRESS',
      totalQuestions: 9,
      timeLimitSeconds: 600,
    });
    expect(Date.parse(started.json().deadlineAt) - Date.parse(started.json().startedAt)).toBe(600_000);
    const attemptId: string = started.json().attemptId;

    const first = await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker);
    expect(first.statusCode, first.body).toBe(200);
    let current: ClientQuestion | null = first.json().question;
    const seen: string[] = [];
    while (current) {
      seen.push(current.id);
      const answered = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
        questionId: current.id,
        response: rightAnswerAsClientSends(current),
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expectNoCorrectness(answered.json());
      const next = answered.json().nextQuestion;
      if (seen.length < 9) {
        expect(Object.keys(next)).toEqual(expect.arrayContaining(TAKER_FIELDS));
        expect(next).toMatchObject({
          id: questionIds[seen.length],
          type: NINE_QUESTIONS[seen.length]?.type,
          questionText: NINE_QUESTIONS[seen.length]?.questionText,
        });
        expect(next.safeContent).toEqual(expect.any(Object));
      } else {
        expect(next).toBeNull();
      }
      current = next;
    }
    expect(seen).toEqual(questionIds);

    const completed = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      mode: 'TIMED',
      correctCount: 9,
      totalScore: 9,
      scorePercentage: 100,
      passed: true,
    });
    expect(completed.json().answers.map((answer: { isCorrect: boolean }) => answer.isCorrect)).toEqual(
      Array(9).fill(true),
    );
  });

  it('still refuses TIMED on a quiz without the timer, and starts One by One there as asked', async () => {
    const taker = await buildUser(test.app);
    const { quizId } = await createQuiz(test, author, {}, NINE_QUESTIONS.slice(0, 1));
    const timed = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'TIMED' });
    expect(timed.statusCode).toBe(409);
    expect(errorOf(timed).message).toBe('Timed mode is available only when the quiz has the timer enabled');
    const oneByOne = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(oneByOne.json()).toMatchObject({ mode: 'ONE_BY_ONE', timeLimitSeconds: null, deadlineAt: null });
  });
});

describe("the client's wrapped MATCHING and HOTSPOT answers", () => {
  const matchingAndHotspot = NINE_QUESTIONS.filter(
    (question) => question.type === 'MATCHING' || question.type === 'HOTSPOT',
  );

  it('grade right in an All at Once batch too', async () => {
    const taker = await buildUser(test.app);
    const { quizId } = await createQuiz(test, author, {}, matchingAndHotspot);
    const attemptId: string = (
      await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ALL_AT_ONCE' })
    ).json().attemptId;
    const shown: ClientQuestion[] = (
      await call('GET', `/api/v1/attempts/quizzes/${quizId}/questions/shuffled`, taker)
    ).json();
    const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: shown.map((question) => ({ questionId: question.id, response: rightAnswerAsClientSends(question) })),
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const completed = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
    expect(completed).toMatchObject({ correctCount: 2, scorePercentage: 100 });
  });

  it('grade a wrong pairing and a box drawn on another region as wrong', async () => {
    const taker = await buildUser(test.app);
    const { quizId } = await createQuiz(test, author, { isRepetitionEnabled: true }, matchingAndHotspot);
    const attemptId: string = (
      await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ONE_BY_ONE' })
    ).json().attemptId;
    const hotspot: ClientQuestion = (await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker)).json()
      .question;
    // The liver (10,60 30x20), drawn a little larger.
    const onLiver = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: hotspot.id,
      response: { regionId: { x: 8, y: 58, width: 34, height: 24 } },
    });
    const matching: ClientQuestion = onLiver.json().nextQuestion;
    const right = (rightAnswerAsClientSends(matching) as { answer: Record<string, number> }).answer;
    const [a, b, c] = Object.keys(right) as [string, string, string];
    const rotated = { [a]: right[b], [b]: right[c], [c]: right[a] };
    await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: matching.id,
      response: { answer: rotated },
    });
    const completed = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
    expect(completed).toMatchObject({ correctCount: 0, scorePercentage: 0 });
  });
});
