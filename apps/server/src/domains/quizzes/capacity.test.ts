import { QUIZ_QUESTIONS_MAX, interchangeMessages, quizMessages } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, useTestApp, useUser } from '../../test-support/test-app.ts';
import { createQuiz, importFile } from '../interchange/test-support/interchange.ts';

const test = useTestApp();
const author = useUser(test);

/** A GIFT file of `count` two-option questions. */
function giftOf(count: number, prefix: string): { text: string; filename: string } {
  const questions = Array.from({ length: count }, (_, index) => `${prefix} question ${index + 1}? {=right ~wrong}`);
  return { text: questions.join('\n\n'), filename: `${prefix}.gift` };
}

async function questionCountOf(quizId: string): Promise<number> {
  const response = await test.app.inject({ method: 'GET', url: `/api/v1/quizzes/${quizId}`, headers: author.auth });
  return response.json<{ questionCount: number }>().questionCount;
}

describe(`a quiz holds at most ${QUIZ_QUESTIONS_MAX} questions, however they are added`, () => {
  it('a full quiz refuses one more question, added on its own or imported', async () => {
    const full = await importFile(test, author, giftOf(QUIZ_QUESTIONS_MAX, 'Full'));
    expect(full.statusCode).toBe(200);
    const quizId = full.json<{ quizId: string }>().quizId;
    expect(await questionCountOf(quizId)).toBe(QUIZ_QUESTIONS_MAX);

    const other = await importFile(test, author, giftOf(1, 'Spare'));
    const spareQuiz = other.json<{ quizId: string }>().quizId;
    const questions = await test.app.inject({
      method: 'GET',
      url: `/api/v1/questions?quizId=${spareQuiz}`,
      headers: author.auth,
    });
    const spareQuestion = questions.json<{ content: Array<{ id: string }> }>().content[0]!.id;

    const added = await test.app.inject({
      method: 'POST',
      url: `/api/v1/quizzes/${quizId}/questions/${spareQuestion}`,
      headers: author.auth,
    });
    expect(added.statusCode).toBe(400);
    expect(errorOf(added).fields).toEqual({ questionIds: quizMessages.tooManyQuestions });
    expect(quizMessages.tooManyQuestions).toBe('At most 500 questions per quiz');

    const imported = await importFile(test, author, giftOf(1, 'One more'), { quizId });
    expect(imported.statusCode).toBe(400);
    expect(errorOf(imported).fields).toEqual({ file: interchangeMessages.quizTooFull });
    expect(await questionCountOf(quizId)).toBe(QUIZ_QUESTIONS_MAX);
  });

  it('two imports that fit one at a time but not together: one is stored, the other refused whole', async () => {
    const quizId = await createQuiz(test, author, 'Two imports at once');
    const [first, second] = await Promise.all([
      importFile(test, author, giftOf(300, 'First'), { quizId }),
      importFile(test, author, giftOf(300, 'Second'), { quizId }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const refused = first.statusCode === 400 ? first : second;
    // Refused before its transaction (the other import had committed) or inside it (both passed the early check).
    expect([[interchangeMessages.quizTooFull], [quizMessages.tooManyQuestions]]).toContainEqual(
      Object.values(errorOf(refused).fields),
    );
    expect(await questionCountOf(quizId)).toBe(300);
  });
});
