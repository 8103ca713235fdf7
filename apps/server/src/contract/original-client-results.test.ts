import { describe, expect, it } from 'vitest';
import { buildUser, caller, type SignedIn, useTestApp, useUser } from '../test-support/test-app.ts';
import { createQuiz } from '../domains/attempts/test-support/taking.ts';
import { NINE_QUESTIONS, rightAnswerAsClientSends, type ClientQuestion } from './test-support/original-client.ts';

/**
 * The original client's results page (issue 16 item 2): after completion it reads
 * GET /api/v1/questions/{id} for every answered question and shows the right answer from its
 * `content`. A taker gets `content` once they have completed an attempt holding the question, never before.
 */

const test = useTestApp();
const call = caller(test);
const author = useUser(test);

/** Answers every question of an attempt one by one, as the client does, reading `nextQuestion`. */
async function answerAll(who: SignedIn, attemptId: string): Promise<void> {
  let current: ClientQuestion | null = (await call('GET', `/api/v1/attempts/${attemptId}/current-question`, who)).json()
    .question;
  while (current) {
    const answered = await call('POST', `/api/v1/attempts/${attemptId}/answers`, who, {
      questionId: current.id,
      response: rightAnswerAsClientSends(current),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    current = answered.json().nextQuestion;
  }
}

describe('the results page of the original client', () => {
  it.each(['AFTER_COMPLETION', 'IMMEDIATE'] as const)(
    'reads the content of every answered question once the attempt is completed (%s feedback)',
    async (feedbackMode) => {
      const taker = await buildUser(test.app);
      const onlooker = await buildUser(test.app);
      const { quizId, questionIds } = await createQuiz(test, author, { feedbackMode }, NINE_QUESTIONS);
      const attemptId: string = (
        await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ONE_BY_ONE' })
      ).json().attemptId;
      await answerAll(taker, attemptId);

      for (const questionId of questionIds) {
        const before = await call('GET', `/api/v1/questions/${questionId}`, taker);
        expect(before.statusCode, before.body).toBe(200);
        expect(before.json()).not.toHaveProperty('content');
        expect(before.json()).not.toHaveProperty('explanation');
      }

      const completed = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
      expect(completed.statusCode, completed.body).toBe(200);
      const answered = (await call('GET', `/api/v1/attempts/${attemptId}`, taker))
        .json()
        .answers.map((answer: { questionId: string }) => answer.questionId);
      expect(answered).toEqual(questionIds);
      for (const [index, questionId] of answered.entries()) {
        const question = await call('GET', `/api/v1/questions/${questionId}`, taker);
        expect(question.statusCode, question.body).toBe(200);
        expect(question.json().content).toEqual(NINE_QUESTIONS[index]?.content);
        // Someone who has not completed the quiz still sees the safe view only.
        expect((await call('GET', `/api/v1/questions/${questionId}`, onlooker)).json()).not.toHaveProperty('content');
      }
    },
  );

  it('gives no content for an abandoned attempt', async () => {
    const taker = await buildUser(test.app);
    const { quizId, questionIds } = await createQuiz(
      test,
      author,
      { isRepetitionEnabled: true },
      NINE_QUESTIONS.slice(0, 2),
    );
    const abandoned: string = (
      await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ONE_BY_ONE' })
    ).json().attemptId;
    await answerAll(taker, abandoned);
    const restarted = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, taker, { mode: 'ONE_BY_ONE' });
    expect(restarted.statusCode, restarted.body).toBe(201);
    expect((await call('GET', `/api/v1/attempts/${abandoned}`, taker)).json().status).toBe('ABANDONED');
    expect((await call('GET', `/api/v1/questions/${questionIds[0]}`, taker)).json()).not.toHaveProperty('content');
  });
});
