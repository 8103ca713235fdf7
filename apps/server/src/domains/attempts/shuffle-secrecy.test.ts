import { getQuestionType } from '@quizmaker/question-types';
import { legacyAttemptQuestionShuffler } from '@quizmaker/question-types/shufflers';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnswerShuffles, answerShuffleKey } from '../../answer-shuffles.ts';
import { toJson } from '../../db/database.ts';
import { buildUser, caller, type SignedIn, useTestApp, useUser } from '../../test-support/test-app.ts';
import {
  LEGACY_SEED,
  legacyMatching,
  legacyOrdering,
} from '../../../../../packages/question-types/src/test-support/legacy-shuffle-vectors.ts';
import type { FrozenQuestion } from './snapshot.ts';
import { createQuiz, start } from './test-support/taking.ts';

/**
 * Issue 15, H-1: the orders a taker sees came from a 32-bit state (FNV-1a of the seed into
 * mulberry32), so a few shown orders let a taker search every state and compute every ORDERING and
 * MATCHING answer. New attempts (shuffle version 2) draw every order with HMAC-SHA256 under the
 * server's key; attempts started before keep version 1 and show and grade exactly as they did.
 */

interface TextItem {
  id: number;
  text: string;
}

const words = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
const orderingOf = (texts: string[]) => ({ items: texts.map((text, index) => ({ id: index + 1, text })) });
const matchingOf = (pairs: number) => ({
  left: Array.from({ length: pairs }, (_, index) => ({
    id: index + 1,
    text: `Country ${index + 1}`,
    matchId: 10 + index,
  })),
  right: Array.from({ length: pairs }, (_, index) => ({ id: 10 + index, text: `Capital ${index + 1}` })),
});

let serverShuffles: AnswerShuffles;

const test = useTestApp();
const call = caller(test);
const author = useUser(test);
beforeAll(() => {
  serverShuffles = new AnswerShuffles(answerShuffleKey(test.config));
});

async function storedAttempt(attemptId: string) {
  return test.database.db
    .selectFrom('attempts')
    .select(['seed', 'shuffleVersion', 'questions'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
}

async function shownQuestions(who: SignedIn, attemptId: string) {
  const shown = await call('GET', `/api/v1/attempts/${attemptId}/questions`, who);
  expect(shown.statusCode, shown.body).toBe(200);
  return shown.json<Array<{ id: string; safeContent: unknown }>>();
}

describe('H-1: a new attempt (shuffle version 2)', () => {
  it('stores version 2; its orders are the keyed ones, not what the seed and the public algorithm give, nor what another key gives', async () => {
    const contents = [
      orderingOf(words(10, 'Alpha')),
      orderingOf(words(10, 'Beta')),
      orderingOf(words(10, 'Gamma')),
      matchingOf(6),
    ];
    const { quizId, questionIds } = await createQuiz(test, author, {}, [
      ...contents
        .slice(0, 3)
        .map((content, index) => ({ type: 'ORDERING' as const, questionText: `Order list ${index + 1}.`, content })),
      { type: 'MATCHING' as const, questionText: 'Match them.', content: contents[3] },
    ]);
    const taker = await buildUser(test.app);
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    const stored = await storedAttempt(attemptId);
    expect(stored.shuffleVersion).toBe(2);
    const guessed = new AnswerShuffles(
      answerShuffleKey({ jwtSecret: 'a-guess-at-the-secret-a-guess-at-the-secret' }),
    ).ofAttempt(stored);
    const keyed = serverShuffles.ofAttempt(stored);

    const shown = await shownQuestions(taker, attemptId);
    // The question order: the keyed draw for this attempt's seed.
    expect(shown.map((question) => question.id)).toEqual(serverShuffles.questionOrder(stored.seed, questionIds));
    for (const question of shown) {
      const index = questionIds.indexOf(question.id);
      const handle = getQuestionType(index === 3 ? 'MATCHING' : 'ORDERING');
      const content = contents[index];
      expect(question.safeContent).toEqual(handle.toSafeContent(content, keyed.question(question.id)));
      // What 6037d95 showed for this seed (the public algorithm): no longer, so the seed alone predicts nothing.
      expect(question.safeContent).not.toEqual(
        handle.toSafeContent(content, legacyAttemptQuestionShuffler(stored.seed, question.id)),
      );
      expect(question.safeContent).not.toEqual(handle.toSafeContent(content, guessed.question(question.id)));
    }
  });

  it('gives two questions with the same items unrelated orders, and neither follows the question order', async () => {
    const same = orderingOf(words(12, 'Step'));
    const { quizId } = await createQuiz(test, author, {}, [
      { type: 'ORDERING', questionText: 'First copy.', content: same },
      { type: 'ORDERING', questionText: 'Second copy.', content: same },
    ]);
    const taker = await buildUser(test.app);
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    const [first, second] = (await shownQuestions(taker, attemptId)).map((question) =>
      (question.safeContent as { items: TextItem[] }).items.map((item) => item.text),
    );
    expect(first).not.toEqual(second);
    expect([...(first as string[])].sort()).toEqual([...(second as string[])].sort());
  });
});

describe('H-1: an attempt started before the change (shuffle version 1)', () => {
  /** The frozen vectors of 6037d95 (legacy-shuffle-vectors.ts): this seed and these question ids. */
  const ORDERING_ID = legacyOrdering.questionId;
  const MATCHING_ID = legacyMatching.questionId;
  const PINNED_ORDERING = legacyOrdering.shown;
  const PINNED_MATCHING = legacyMatching.shown;
  const PINNED_RIGHT_ORDER = legacyOrdering.rightAnswer;
  const PINNED_RIGHT_MATCHES = legacyMatching.rightAnswer;

  it('shows the orders and shown ids it showed before, and grades the answers read off them as right', async () => {
    const { quizId } = await createQuiz(test, author, { scoringMode: 'ALL_OR_NOTHING' }, [
      { type: 'ORDERING', questionText: 'Order the planets from the Sun.', content: legacyOrdering.content },
      { type: 'MATCHING', questionText: 'Match the capitals.', content: legacyMatching.content },
    ]);
    const taker = await buildUser(test.app);
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    // The row as migration 0008 leaves an attempt of before: shuffle version 1, its seed and frozen questions.
    const frozen = (await storedAttempt(attemptId)).questions as FrozenQuestion[];
    const legacyQuestions = frozen.map((question) => ({
      ...question,
      id: question.type === 'ORDERING' ? ORDERING_ID : MATCHING_ID,
    }));
    await test.database.db
      .updateTable('attempts')
      .set({ seed: LEGACY_SEED, shuffleVersion: 1, questions: toJson(legacyQuestions) })
      .where('id', '=', attemptId)
      .execute();

    const shown = new Map(
      (await shownQuestions(taker, attemptId)).map((question) => [question.id, question.safeContent]),
    );
    expect(shown.get(ORDERING_ID)).toEqual(PINNED_ORDERING);
    expect(shown.get(MATCHING_ID)).toEqual(PINNED_MATCHING);

    const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: [
        { questionId: ORDERING_ID, response: PINNED_RIGHT_ORDER },
        { questionId: MATCHING_ID, response: PINNED_RIGHT_MATCHES },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const detail = await call('GET', `/api/v1/attempts/${attemptId}`, taker);
    expect(
      new Map(
        (detail.json().answers as Array<{ questionId: string; response: unknown }>).map((answer) => [
          answer.questionId,
          answer.response,
        ]),
      ).get(ORDERING_ID),
    ).toEqual(PINNED_RIGHT_ORDER);
    const stored = await test.database.db
      .selectFrom('attemptAnswers')
      .select(['questionId', 'response'])
      .where('attemptId', '=', attemptId)
      .execute();
    expect(new Map(stored.map((row) => [row.questionId, row.response])).get(ORDERING_ID)).toEqual({
      orderedItemIds: [1, 2, 3, 4, 5, 6, 7, 8],
    });

    const completed = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(completed.statusCode, completed.body).toBe(200);
    const results = completed.json<{
      scorePercentage: number;
      answers: Array<{ questionId: string; isCorrect: boolean; safeContent: unknown; correctAnswer: unknown }>;
    }>();
    expect(results.scorePercentage).toBe(100);
    const byId = new Map(results.answers.map((question) => [question.questionId, question]));
    expect(byId.get(ORDERING_ID)).toMatchObject({
      isCorrect: true,
      safeContent: PINNED_ORDERING,
      correctAnswer: PINNED_RIGHT_ORDER,
    });
    expect(byId.get(MATCHING_ID)).toMatchObject({
      isCorrect: true,
      safeContent: PINNED_MATCHING,
      correctAnswer: PINNED_RIGHT_MATCHES,
    });
  });
});
