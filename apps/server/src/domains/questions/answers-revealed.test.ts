import { describe, expect, it } from 'vitest';
import { buildUser, caller, type SignedIn, useTestApp, useUser } from '../../test-support/test-app.ts';
import { createQuiz, start, takeAllAtOnce } from '../attempts/test-support/taking.ts';

/**
 * GET /api/v1/questions/{id} shows a taker the answers once they have completed an attempt holding
 * the question (issue 16 item 2): the answers their results already showed. An edit made since then
 * is answers they have not been shown, and an attempt in progress holds the edited question: its
 * answers must not come through this read before that attempt is completed.
 */

const test = useTestApp();
const call = caller(test);
const author = useUser(test);

const contentSeenBy = async (who: SignedIn, questionId: string) => {
  const response = await call('GET', `/api/v1/questions/${questionId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content;
};

describe('answers revealed by a completed attempt', () => {
  it('are the answers that attempt held: an edit since then stays hidden until an attempt holding it is completed', async () => {
    const taker = await buildUser(test.app);
    const statement = {
      type: 'TRUE_FALSE' as const,
      questionText: 'The statement of this question is true.',
      content: { answer: true },
    };
    const { quizId, questionIds } = await createQuiz(test, author, { isRepetitionEnabled: true }, [statement]);
    const questionId = questionIds[0] as string;
    await takeAllAtOnce(test, taker, quizId, { [questionId]: true });
    expect(await contentSeenBy(taker, questionId)).toEqual({ answer: true });

    const edited = await call('PATCH', `/api/v1/questions/${questionId}`, author, { content: { answer: false } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await contentSeenBy(taker, questionId)).toBeUndefined();

    // The second attempt holds the edited question: its answer stays secret until it is completed.
    const second = await start(test, taker, quizId, 'ONE_BY_ONE');
    expect(await contentSeenBy(taker, questionId)).toBeUndefined();
    const completed = await call('POST', `/api/v1/attempts/${second}/complete`, taker);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await contentSeenBy(taker, questionId)).toEqual({ answer: false });
  });
});
