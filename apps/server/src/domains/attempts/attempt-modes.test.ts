import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  caller,
  errorOf,
  type SignedIn,
  useTestApp,
  useUser,
} from '../../test-support/test-app.ts';
import {
  asTakerSends,
  createQuiz,
  expectNoCorrectness,
  NINE_TYPES,
  start,
  trueFalseQuestions,
  type TypeCase,
} from './test-support/taking.ts';

/** One taker per answer pattern, so the three attempts of a mode run side by side. */
let takers: Record<'right' | 'wrong' | 'partial', SignedIn>;
const test = useTestApp();
const call = caller(test);
const author = useUser(test);
const taker = useUser(test);
beforeAll(async () => {
  takers = { right: taker, wrong: await buildUser(test.app), partial: await buildUser(test.app) };
});

type Pattern = 'right' | 'wrong' | 'partial';
const expectedScore = (c: TypeCase, pattern: Pattern, scoring: string) =>
  pattern === 'right' ? 1 : pattern === 'wrong' ? 0 : scoring === 'PARTIAL' ? c.partialScore : 0;

describe.each(['ALL_OR_NOTHING', 'PARTIAL'] as const)('all nine types under %s scoring', (scoringMode) => {
  const PARTIAL_TOTAL = NINE_TYPES.reduce((sum, c) => sum + c.partialScore, 0); // 0.5 * 4 + 1/3

  it.each(['ONE_BY_ONE', 'TIMED'] as const)(
    'takes the quiz %s: one question at a time in the author order',
    async (mode) => {
      const { quizId, questionIds } = await createQuiz(
        test,
        author,
        {
          scoringMode,
          isRepetitionEnabled: true,
          ...(mode === 'TIMED' ? { timerEnabled: true, timerDuration: 30 } : {}),
        },
        NINE_TYPES,
      );
      const takeWith = async (pattern: Pattern) => {
        const taker = takers[pattern];
        const attemptId = await start(test, taker, quizId, mode);
        const first = await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker);
        expect(first.json()).toMatchObject({
          questionNumber: 1,
          totalQuestions: 9,
          question: { id: questionIds[0], type: 'MCQ_SINGLE', position: 1 },
        });
        expectNoCorrectness(first.json());
        let onScreen: unknown = first.json().question.safeContent;
        for (const [index, c] of NINE_TYPES.entries()) {
          const response = asTakerSends(c.type, c.content, onScreen, c[pattern]);
          const answered = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
            questionId: questionIds[index],
            response,
          });
          expect(answered.statusCode, answered.body).toBe(200);
          const body = answered.json();
          expectNoCorrectness(body);
          onScreen = body.nextQuestion?.safeContent;
          if (index < 8) {
            expect(body.nextQuestion).toMatchObject({
              id: questionIds[index + 1],
              type: NINE_TYPES[index + 1]?.type,
              position: index + 2,
              questionNumber: index + 2,
              totalQuestions: 9,
            });
          } else {
            expect(body.nextQuestion).toBeNull();
          }
        }
        const detail = await call('GET', `/api/v1/attempts/${attemptId}`, taker);
        expect(detail.json()).toMatchObject({
          status: 'IN_PROGRESS',
          questionsAnswered: 9,
          scorePercentage: null,
          passed: null,
        });
        expectNoCorrectness(detail.json());
        const results = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
        expect(results.statusCode, results.body).toBe(200);
        const expected = NINE_TYPES.map((c) => expectedScore(c, pattern, scoringMode));
        const total = expected.reduce((sum, score) => sum + score, 0);
        expect(results.json()).toMatchObject({
          attemptId,
          status: 'COMPLETED',
          mode,
          totalQuestions: 9,
          maxScore: 9,
          correctCount: pattern === 'right' ? 9 : 0,
          scorePercentage: Math.round((1000 * total) / 9) / 10,
          accuracy: pattern === 'right' ? 100 : 0,
        });
        const answers = results.json().answers as Array<{
          questionId: string;
          type: string;
          score: number;
          isCorrect: boolean;
          correctAnswer: unknown;
        }>;
        expect(answers.map((a) => a.questionId)).toEqual(questionIds);
        answers.forEach((answer, index) => {
          expect(answer.score, `${NINE_TYPES[index]?.type} ${pattern}`).toBeCloseTo(expected[index] as number, 6);
          expect(answer.isCorrect).toBe(pattern === 'right');
          expect(answer.correctAnswer).toBeTruthy();
        });
      };
      await Promise.all((['right', 'wrong', 'partial'] as const).map(takeWith));
      expect(PARTIAL_TOTAL).toBeCloseTo(7 / 3, 10);
    },
  );

  it('takes the quiz ALL_AT_ONCE: a stable shuffle, batch answers that may change, unanswered scoring 0', async () => {
    const { quizId, questionIds } = await createQuiz(
      test,
      author,
      { scoringMode, isRepetitionEnabled: true },
      NINE_TYPES,
    );
    const takeWith = async (pattern: Pattern) => {
      const taker = takers[pattern];
      const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
      const shown = await call('GET', `/api/v1/attempts/${attemptId}/questions`, taker);
      const order = shown.json().map((q: { id: string }) => q.id);
      expect([...order].sort()).toEqual([...questionIds].sort());
      expect(order).not.toEqual(questionIds);
      expectNoCorrectness(shown.json());
      const shuffled = await call('GET', `/api/v1/attempts/quizzes/${quizId}/questions/shuffled`, taker);
      expect(shuffled.json().map((q: { id: string }) => q.id)).toEqual(order);
      expect(shuffled.json()).toEqual(shown.json());

      // First a batch with everything wrong, then the real answers: the later batch replaces the earlier one.
      const onScreen = new Map(shown.json().map((q: { id: string; safeContent: unknown }) => [q.id, q.safeContent]));
      const sent = (c: TypeCase, index: number, response: unknown) =>
        asTakerSends(c.type, c.content, onScreen.get(questionIds[index]), response);
      const wrong = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
        answers: NINE_TYPES.map((c, index) => ({ questionId: questionIds[index], response: sent(c, index, c.wrong) })),
      });
      expect(wrong.statusCode, wrong.body).toBe(200);
      expectNoCorrectness(wrong.json());
      const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
        answers: NINE_TYPES.slice(0, 8).map((c, index) => ({
          questionId: questionIds[index],
          response: sent(c, index, c[pattern]),
        })),
      });
      expect(batch.json()).toMatchObject({ attemptId, saved: 8, questionsAnswered: 9, totalQuestions: 9 });
      const results = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
      // The ninth (MATCHING) keeps its first, wrong answer.
      const expected = NINE_TYPES.map((c, index) => (index === 8 ? 0 : expectedScore(c, pattern, scoringMode)));
      const byId = new Map(results.answers.map((a: { questionId: string; score: number }) => [a.questionId, a.score]));
      questionIds.forEach((id, index) =>
        expect(byId.get(id), NINE_TYPES[index]?.type).toBeCloseTo(expected[index] as number, 6),
      );
      expect(results.answers.map((a: { questionId: string }) => a.questionId)).toEqual(order);
    };
    await Promise.all((['right', 'wrong', 'partial'] as const).map(takeWith));
  });

  it('scores unanswered questions 0 on completion in ALL_AT_ONCE', async () => {
    const { quizId, questionIds } = await createQuiz(test, author, { scoringMode }, NINE_TYPES.slice(0, 3));
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: [{ questionId: questionIds[1], response: NINE_TYPES[1]?.right }],
    });
    const results = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
    expect(results).toMatchObject({
      totalScore: 1,
      maxScore: 3,
      correctCount: 1,
      scorePercentage: 33.3,
      passed: false,
    });
    const unanswered = results.answers.filter((a: { answeredAt: string | null }) => a.answeredAt === null);
    expect(unanswered).toHaveLength(2);
    expect(
      unanswered.every(
        (a: { score: number; isCorrect: boolean; response: unknown }) =>
          a.score === 0 && !a.isCorrect && a.response === null,
      ),
    ).toBe(true);
  });
});

describe('feedback', () => {
  it('reveals correctness in the answer result only with IMMEDIATE feedback, and then locks the answer', async () => {
    const { quizId, questionIds } = await createQuiz(test, author, { feedbackMode: 'IMMEDIATE' }, [
      { ...NINE_TYPES[0]!, explanation: 'Paris has been the capital since 987.' },
      NINE_TYPES[1]!,
    ]);
    const attemptId = await start(test, taker, quizId, 'ONE_BY_ONE');
    const answered = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: questionIds[0],
      response: 'a',
    });
    expect(answered.json()).toMatchObject({
      questionId: questionIds[0],
      isCorrect: false,
      score: 0,
      correctAnswer: { selectedOptionId: 'b' },
      explanation: 'Paris has been the capital since 987.',
      nextQuestion: { questionNumber: 2 },
    });
    expectNoCorrectness((await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json());
    expectNoCorrectness((await call('GET', `/api/v1/attempts/${attemptId}/questions`, taker)).json());

    const all = await createQuiz(test, author, { feedbackMode: 'IMMEDIATE' }, NINE_TYPES.slice(0, 2));
    const second = await start(test, taker, all.quizId, 'ALL_AT_ONCE');
    const first = await call('POST', `/api/v1/attempts/${second}/answers`, taker, {
      questionId: all.questionIds[1],
      response: ['a'],
    });
    expect(first.json()).toMatchObject({ isCorrect: false, score: 0 });
    const again = await call('POST', `/api/v1/attempts/${second}/answers`, taker, {
      questionId: all.questionIds[1],
      response: ['a', 'c'],
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Question has already been answered');
    const batch = await call('POST', `/api/v1/attempts/${second}/answers/batch`, taker, {
      answers: [{ questionId: all.questionIds[1], response: ['a', 'c'] }],
    });
    expect(batch.statusCode).toBe(409);
  });

  it('never sends correctness before completion with the default feedback', async () => {
    const { quizId, questionIds } = await createQuiz(test, author, {}, NINE_TYPES);
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    expectNoCorrectness(
      (
        await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
          questionId: questionIds[3],
          response: 'Rome',
        })
      ).json(),
    );
    expectNoCorrectness((await call('GET', `/api/v1/attempts/${attemptId}`, taker)).json());
    expectNoCorrectness((await call('GET', `/api/v1/attempts/${attemptId}/stats`, taker)).json());
    expectNoCorrectness((await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker)).json());
    expectNoCorrectness((await call('GET', `/api/v1/attempts?quizId=${quizId}`, taker)).json());
    const early = await call('GET', `/api/v1/attempts/${attemptId}/results`, taker);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('Results are available once the attempt is completed');
    expect((await call('GET', `/api/v1/attempts/${attemptId}/analysis`, taker)).statusCode).toBe(409);
  });
});

describe('frozen questions', () => {
  it('shows and grades the questions as they were at start, whatever the author changes later', async () => {
    const { quizId, questionIds } = await createQuiz(test, author, { isRepetitionEnabled: true }, [
      NINE_TYPES[0]!,
      NINE_TYPES[2]!,
    ]);
    const attemptId = await start(test, taker, quizId, 'ONE_BY_ONE');

    // The author makes Rome the right answer, rewords the question, drops the second and adds another.
    const edited = await call('PATCH', `/api/v1/questions/${questionIds[0]}`, author, {
      questionText: 'Which city is the capital of Italy?',
      content: {
        options: [
          { id: 'a', text: 'London', correct: false },
          { id: 'b', text: 'Paris', correct: false },
          { id: 'c', text: 'Rome', correct: true },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('DELETE', `/api/v1/quizzes/${quizId}/questions/${questionIds[1]}`, author)).statusCode).toBe(
      200,
    );
    const added = await call('POST', '/api/v1/questions', author, { ...NINE_TYPES[3], quizIds: [quizId] });
    expect(added.statusCode).toBe(201);

    const current = (await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker)).json();
    expect(current).toMatchObject({ totalQuestions: 2, question: { questionText: 'What is the capital of France?' } });
    expect(current.question.safeContent.options).toHaveLength(4);
    await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, { questionId: questionIds[0], response: 'b' });
    await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, { questionId: questionIds[1], response: true });
    const results = (await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).json();
    expect(results).toMatchObject({ totalScore: 2, scorePercentage: 100, correctCount: 2 });
    expect(results.answers.map((a: { questionText: string }) => a.questionText)).toEqual([
      'What is the capital of France?',
      'The Earth is round.',
    ]);

    // A later edit changes nothing in the stored result either.
    await call('PATCH', `/api/v1/questions/${questionIds[0]}`, author, {
      questionText: 'Renamed again, still about Italy?',
    });
    const again = (await call('GET', `/api/v1/attempts/${attemptId}/results`, taker)).json();
    expect(again).toEqual(results);

    // A new attempt takes the quiz as it is now.
    const fresh = await start(test, taker, quizId, 'ONE_BY_ONE');
    const now = (await call('GET', `/api/v1/attempts/${fresh}/questions`, taker)).json();
    expect(now.map((q: { questionText: string }) => q.questionText)).toEqual([
      'Renamed again, still about Italy?',
      'What is the capital of Italy?',
    ]);
  });
});

describe('starting', () => {
  it('enforces the mode rules on the server', async () => {
    const untimed = await createQuiz(test, author, {}, trueFalseQuestions(1));
    const timed = await createQuiz(
      test,
      author,
      { timerEnabled: true, timerDuration: 5, isRepetitionEnabled: true },
      trueFalseQuestions(1),
    );
    const refused = await call('POST', `/api/v1/attempts/quizzes/${untimed.quizId}`, taker, { mode: 'TIMED' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Timed mode is available only when the quiz has the timer enabled');
    // One by One on a quiz with the timer is TIMED: the original client asks for ONE_BY_ONE whatever the quiz (issue 16).
    const oneByOne = await call('POST', `/api/v1/attempts/quizzes/${timed.quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(oneByOne.statusCode).toBe(201);
    expect(oneByOne.json()).toMatchObject({ mode: 'TIMED', timeLimitSeconds: 300 });

    const byDefault = await call('POST', `/api/v1/attempts/quizzes/${untimed.quizId}`, taker);
    expect(byDefault.json()).toMatchObject({
      mode: 'ONE_BY_ONE',
      status: 'IN_PROGRESS',
      totalQuestions: 1,
      timeLimitSeconds: null,
      deadlineAt: null,
    });
    const timedDefault = await call('POST', `/api/v1/attempts/quizzes/${timed.quizId}`, taker);
    expect(timedDefault.json()).toMatchObject({ mode: 'TIMED', timeLimitSeconds: 300 });
    expect(Date.parse(timedDefault.json().deadlineAt) - Date.parse(timedDefault.json().startedAt)).toBe(300_000);
    const allAtOnce = await call('POST', `/api/v1/attempts/quizzes/${timed.quizId}`, taker, { mode: 'ALL_AT_ONCE' });
    expect(allAtOnce.json()).toMatchObject({ mode: 'ALL_AT_ONCE', timeLimitSeconds: 300 });
    expect(allAtOnce.json().deadlineAt).not.toBeNull();
  });

  it('starts only published quizzes the caller may see', async () => {
    const draft = await createQuiz(test, author, {}, trueFalseQuestions(1), { publish: false });
    const response = await call('POST', `/api/v1/attempts/quizzes/${draft.quizId}`, author, { mode: 'ONE_BY_ONE' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('Quiz must be published before it can be started');
    const hidden = await createQuiz(test, author, { visibility: 'PRIVATE' }, trueFalseQuestions(1));
    const other = await call('POST', `/api/v1/attempts/quizzes/${hidden.quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).message).toBe('Quiz not found');
    expect(
      (await call('POST', `/api/v1/attempts/quizzes/${hidden.quizId}`, author, { mode: 'ONE_BY_ONE' })).statusCode,
    ).toBe(201);
  });

  it('refuses to start an ARCHIVED quiz (409 for those who may still see it, 404 for others) and drops it from the public lists', async () => {
    const title = `Archived quiz ${Date.now()}`;
    // An author of their own, so "my quizzes" holds this one quiz only.
    const author = await buildUser(test.app);
    const { quizId } = await createQuiz(test, author, { visibility: 'PUBLIC' }, trueFalseQuestions(1), { title });
    const publicIds = async (who: SignedIn) => {
      const search = encodeURIComponent(title);
      const [listed, publicPage] = await Promise.all([
        call('GET', `/api/v1/quizzes?scope=public&search=${search}&size=100`, who),
        call('GET', `/api/v1/quizzes/public?search=${search}&size=100`, who),
      ]);
      expect(listed.statusCode).toBe(200);
      expect(publicPage.statusCode).toBe(200);
      return [
        listed.json().content.map((quiz: { id: string }) => quiz.id),
        publicPage.json().content.map((quiz: { id: string }) => quiz.id),
      ];
    };
    // Published and public: listed and startable.
    expect(await publicIds(taker)).toEqual([[quizId], [quizId]]);
    await start(test, taker, quizId, 'ONE_BY_ONE');

    const archived = await call('PATCH', `/api/v1/quizzes/${quizId}/status`, author, { status: 'ARCHIVED' });
    expect(archived.statusCode, archived.body).toBe(200);
    const admin = await buildAdmin(test);
    for (const who of [author, admin]) {
      const refused = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, who, { mode: 'ONE_BY_ONE' });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        status: 409,
        code: 'CONFLICT_ERROR',
        message: 'Quiz must be published before it can be started',
      });
    }
    // Everyone else does not see it at all any more.
    const stranger = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ALL_AT_ONCE' });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).message).toBe('Quiz not found');
    for (const who of [taker, author, admin]) {
      expect(await publicIds(who)).toEqual([[], []]);
    }
    // The owner still finds it among their own.
    const own = await call('GET', '/api/v1/quizzes?scope=me', author);
    expect(own.json().content.map((quiz: { id: string; status: string }) => [quiz.id, quiz.status])).toEqual([
      [quizId, 'ARCHIVED'],
    ]);
  });

  it('keeps one active attempt per user and quiz: a new start abandons the old one (with repetition on)', async () => {
    const { quizId, questionIds } = await createQuiz(
      test,
      author,
      { isRepetitionEnabled: true },
      trueFalseQuestions(2),
    );
    const first = await start(test, taker, quizId, 'ONE_BY_ONE');
    await call('POST', `/api/v1/attempts/${first}/answers`, taker, { questionId: questionIds[0], response: true });
    const second = await start(test, taker, quizId, 'ALL_AT_ONCE');
    expect((await call('GET', `/api/v1/attempts/${first}`, taker)).json()).toMatchObject({
      status: 'ABANDONED',
      completedAt: null,
    });
    const late = await call('POST', `/api/v1/attempts/${first}/answers`, taker, {
      questionId: questionIds[1],
      response: true,
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Attempt was abandoned');
    const active = await call('GET', `/api/v1/attempts?quizId=${quizId}&status=IN_PROGRESS,PAUSED`, taker);
    expect(active.json().content.map((a: { attemptId: string }) => a.attemptId)).toEqual([second]);
  });

  it('refuses a second attempt after a completed one when repetition is off', async () => {
    const once = await createQuiz(test, author, { isRepetitionEnabled: false }, trueFalseQuestions(1));
    const attemptId = await start(test, taker, once.quizId, 'ONE_BY_ONE');
    await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    const again = await call('POST', `/api/v1/attempts/quizzes/${once.quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already completed this quiz and it does not allow repeated attempts');
    const repeat = await createQuiz(test, author, { isRepetitionEnabled: true }, trueFalseQuestions(1));
    await call('POST', `/api/v1/attempts/${await start(test, taker, repeat.quizId, 'ONE_BY_ONE')}/complete`, taker);
    expect(
      (await call('POST', `/api/v1/attempts/quizzes/${repeat.quizId}`, taker, { mode: 'ONE_BY_ONE' })).statusCode,
    ).toBe(201);
  });
});

describe('own attempts', () => {
  it("lists the caller's attempts at a quiz and deletes one", async () => {
    const { quizId } = await createQuiz(test, author, { isRepetitionEnabled: true }, trueFalseQuestions(1));
    const first = await start(test, taker, quizId, 'ONE_BY_ONE');
    await call('POST', `/api/v1/attempts/${first}/complete`, taker);
    test.clock.advance(1000);
    const second = await start(test, taker, quizId, 'ONE_BY_ONE');
    const mine = await call('GET', `/api/v1/quizzes/${quizId}/attempts/user`, taker);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().content.map((a: { attemptId: string; status: string }) => [a.attemptId, a.status])).toEqual([
      [second, 'IN_PROGRESS'],
      [first, 'COMPLETED'],
    ]);
    expect(mine.json().content[1]).toMatchObject({
      scorePercentage: 0,
      passed: false,
      quizTitle: 'Taking test quiz',
      username: taker.username,
    });
    expect((await call('GET', `/api/v1/quizzes/${quizId}/attempts/user`, author)).json().totalElements).toBe(0);
    expect((await call('DELETE', `/api/v1/attempts/${first}`, taker)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/attempts/${first}`, taker)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/quizzes/${quizId}/attempts/user`, taker)).json().totalElements).toBe(1);
  });
});
