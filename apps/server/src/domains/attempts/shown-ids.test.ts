import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, caller, type SignedIn, useTestApp, useUser } from '../../test-support/test-app.ts';
import { createQuiz, start } from './test-support/taking.ts';

/**
 * The ids a taker sees do not give the answer away. Authored ORDERING items are numbered 1..n in the
 * right order and MATCHING right ids are 10 + i for left item i, so the safe content shows them
 * renamed per attempt (a seeded permutation of the same ids). A taker answers with the ids on
 * screen; the server grades and stores in authored ids, and shows responses and correct answers
 * back in the ids of the safe content beside them.
 */

interface TextItem {
  id: number;
  text: string;
}
interface OrderingSafe {
  items: TextItem[];
}
interface MatchingSafe {
  left: TextItem[];
  right: TextItem[];
}

/** Authored in the answer order with ids 1..6, as the editor numbers them. */
const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn'];
const ordering = { items: PLANETS.map((text, index) => ({ id: index + 1, text })) };
/** Left i matched to right 10 + i - 1, as nextMatchingPairIds makes them. */
const PAIRS: Array<[string, string]> = [
  ['France', 'Paris'],
  ['Italy', 'Rome'],
  ['Spain', 'Madrid'],
  ['Peru', 'Lima'],
  ['Japan', 'Tokyo'],
];
const matching = {
  left: PAIRS.map(([country], index) => ({ id: index + 1, text: country, matchId: 10 + index })),
  right: PAIRS.map(([, capital], index) => ({ id: 10 + index, text: capital })),
};
const AUTHORED_ORDER = { orderedItemIds: [1, 2, 3, 4, 5, 6] };
const AUTHORED_MATCHES = { matches: PAIRS.map((_, index) => ({ leftId: index + 1, rightId: 10 + index })) };

const idOfText = (items: TextItem[]) => new Map(items.map((item) => [item.text, item.id]));
const textOfId = (items: TextItem[]) => new Map(items.map((item) => [item.id, item.text]));

/** What a taker who knows the answer sends, reading only the safe content (by text). */
function rightOrderOnScreen(safe: OrderingSafe) {
  const shownId = idOfText(safe.items);
  return { orderedItemIds: PLANETS.map((text) => shownId.get(text) as number) };
}
function rightMatchesOnScreen(safe: MatchingSafe) {
  const left = idOfText(safe.left);
  const right = idOfText(safe.right);
  return {
    matches: PAIRS.map(([country, capital]) => ({
      leftId: left.get(country) as number,
      rightId: right.get(capital) as number,
    })),
  };
}

/** PARTIAL credit the authored ids earn when sent as if they were the ids on screen (read through the safe content). */
function creditOfAuthoredIdsAsShown(orderingSafe: OrderingSafe, matchingSafe: MatchingSafe) {
  const itemText = textOfId(orderingSafe.items);
  const orderInPlace =
    AUTHORED_ORDER.orderedItemIds.filter((id, index) => itemText.get(id) === PLANETS[index]).length / PLANETS.length;
  const rightText = textOfId(matchingSafe.right);
  const pairsRight =
    AUTHORED_MATCHES.matches.filter((match, index) => rightText.get(match.rightId) === PAIRS[index]?.[1]).length /
    PAIRS.length;
  return { ordering: orderInPlace, matching: pairsRight };
}

let quizId: string;
let orderingId: string;
let matchingId: string;
const test = useTestApp();
const call = caller(test);
const author = useUser(test);
beforeAll(async () => {
  const created = await createQuiz(test, author, { scoringMode: 'PARTIAL', isRepetitionEnabled: true }, [
    { type: 'ORDERING', questionText: 'Order the planets from the Sun.', content: ordering },
    { type: 'MATCHING', questionText: 'Match the countries and capitals.', content: matching },
  ]);
  quizId = created.quizId;
  [orderingId, matchingId] = created.questionIds as [string, string];
});

async function safeContentsOf(who: SignedIn, attemptId: string) {
  const shown = await call('GET', `/api/v1/attempts/${attemptId}/questions`, who);
  expect(shown.statusCode, shown.body).toBe(200);
  const byId = new Map(
    shown.json<Array<{ id: string; safeContent: unknown }>>().map((question) => [question.id, question.safeContent]),
  );
  return { orderingSafe: byId.get(orderingId) as OrderingSafe, matchingSafe: byId.get(matchingId) as MatchingSafe };
}

async function storedResponses(attemptId: string) {
  const rows = await test.database.db
    .selectFrom('attemptAnswers')
    .select(['questionId', 'response'])
    .where('attemptId', '=', attemptId)
    .execute();
  return new Map(rows.map((row) => [row.questionId, row.response]));
}

describe('shown ids of ORDERING and MATCHING in an attempt', () => {
  it('the safe content shows the same ids renamed per attempt, so sorting by id does not read off the answer', async () => {
    const taker = await buildUser(test.app);
    const revealing = { ordering: 0, matching: 0 };
    const attempts = 6;
    for (let run = 0; run < attempts; run += 1) {
      const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
      const { orderingSafe, matchingSafe } = await safeContentsOf(taker, attemptId);
      expect(orderingSafe.items.map((item) => item.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(matchingSafe.right.map((item) => item.id).sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14]);
      expect(matchingSafe.left).toEqual(matching.left.map(({ id, text }) => ({ id, text })));
      const byId = [...orderingSafe.items].sort((a, b) => a.id - b.id).map((item) => item.text);
      if (byId.join() === PLANETS.join()) revealing.ordering += 1;
      const rightText = textOfId(matchingSafe.right);
      if (matching.left.every((left) => rightText.get(left.matchId) === PAIRS[left.id - 1]?.[1]))
        revealing.matching += 1;
      expect((await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker)).statusCode).toBe(200);
    }
    // Each would happen by chance once in 720 (ORDERING) or 120 (MATCHING) attempts; before the fix, every time.
    expect(revealing.ordering).toBeLessThan(attempts);
    expect(revealing.matching).toBeLessThan(attempts);
  });

  it('ALL_AT_ONCE: answers read off the safe content score 1; results, resuming and stored rows use the right ids', async () => {
    const taker = await buildUser(test.app);
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    const { orderingSafe, matchingSafe } = await safeContentsOf(taker, attemptId);
    const sentOrder = rightOrderOnScreen(orderingSafe);
    const sentMatches = rightMatchesOnScreen(matchingSafe);
    const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: [
        { questionId: orderingId, response: sentOrder },
        // The raw local form with digit-string keys is read too.
        {
          questionId: matchingId,
          response: Object.fromEntries(sentMatches.matches.map((match) => [String(match.leftId), match.rightId])),
        },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);

    // Resuming: saved answers come back in the ids of the safe content.
    const detail = await call('GET', `/api/v1/attempts/${attemptId}`, taker);
    expect(detail.statusCode, detail.body).toBe(200);
    const saved = new Map(
      (detail.json().answers as Array<{ questionId: string; response: unknown }>).map((answer) => [
        answer.questionId,
        answer.response,
      ]),
    );
    expect(saved.get(orderingId)).toEqual(sentOrder);
    expect(saved.get(matchingId)).toEqual(sentMatches);

    // Stored in authored ids, so exports, analytics and item analysis read them as before.
    const stored = await storedResponses(attemptId);
    expect(stored.get(orderingId)).toEqual(AUTHORED_ORDER);
    expect(stored.get(matchingId)).toEqual(AUTHORED_MATCHES);

    const completed = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ totalScore: 2, correctCount: 2, scorePercentage: 100 });
    const results = new Map(
      (completed.json().answers as Array<{ questionId: string }>).map((answer) => [answer.questionId, answer]),
    );
    expect(results.get(orderingId)).toMatchObject({
      score: 1,
      isCorrect: true,
      safeContent: orderingSafe,
      response: sentOrder,
      correctAnswer: sentOrder,
    });
    expect(results.get(matchingId)).toMatchObject({
      score: 1,
      isCorrect: true,
      safeContent: matchingSafe,
      response: sentMatches,
      correctAnswer: sentMatches,
    });
    // The same through the results read.
    const read = await call('GET', `/api/v1/attempts/${attemptId}/results`, taker);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(completed.json());

    // The owner's export reads the authored ids back as the texts a person would write.
    const exported = await call('GET', `/api/v1/results/export/${quizId}?format=json`, author);
    expect(exported.statusCode, exported.body).toBe(200);
    const row = (
      exported.json().attempts as Array<{ attemptId: string; answers: Array<{ questionId: string; response: string }> }>
    ).find((attempt) => attempt.attemptId === attemptId);
    const exportedResponses = new Map(row?.answers.map((answer) => [answer.questionId, answer.response]));
    expect(exportedResponses.get(orderingId)).toBe(PLANETS.join(' → '));
    expect(exportedResponses.get(matchingId)).toBe(
      PAIRS.map(([country, capital]) => `${country} → ${capital}`).join('; '),
    );
  });

  it('ALL_AT_ONCE: sending the authored ids earns only what they mean on screen (not full credit unless the renaming is the identity)', async () => {
    const taker = await buildUser(test.app);
    const attemptId = await start(test, taker, quizId, 'ALL_AT_ONCE');
    const { orderingSafe, matchingSafe } = await safeContentsOf(taker, attemptId);
    const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, taker, {
      answers: [
        { questionId: orderingId, response: AUTHORED_ORDER },
        { questionId: matchingId, response: AUTHORED_MATCHES },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const completed = await call('POST', `/api/v1/attempts/${attemptId}/complete`, taker);
    expect(completed.statusCode, completed.body).toBe(200);
    const score = new Map(
      (completed.json().answers as Array<{ questionId: string; score: number }>).map((answer) => [
        answer.questionId,
        answer.score,
      ]),
    );
    const expected = creditOfAuthoredIdsAsShown(orderingSafe, matchingSafe);
    expect(score.get(orderingId)).toBeCloseTo(expected.ordering, 6);
    expect(score.get(matchingId)).toBeCloseTo(expected.matching, 6);
    const orderingRenamed = orderingSafe.items.some((item) => item.text !== PLANETS[item.id - 1]);
    const matchingRenamed = matchingSafe.right.some((item) => item.text !== PAIRS[item.id - 10]?.[1]);
    if (orderingRenamed) expect(score.get(orderingId)).toBeLessThan(1);
    if (matchingRenamed) expect(score.get(matchingId)).toBeLessThan(1);
    // Unknown ids are kept as sent and grade as wrong; a malformed response is stored raw and scores 0.
    const other = await start(test, taker, quizId, 'ALL_AT_ONCE');
    const unknown = await call('POST', `/api/v1/attempts/${other}/answers/batch`, taker, {
      answers: [
        { questionId: orderingId, response: { orderedItemIds: [91, 92, 93, 94, 95, 96] } },
        { questionId: matchingId, response: 'Paris' },
      ],
    });
    expect(unknown.statusCode, unknown.body).toBe(200);
    const stored = await storedResponses(other);
    expect(stored.get(orderingId)).toEqual({ orderedItemIds: [91, 92, 93, 94, 95, 96] });
    expect(stored.get(matchingId)).toBe('Paris');
    const otherResults = await call('POST', `/api/v1/attempts/${other}/complete`, taker);
    expect(otherResults.json()).toMatchObject({ totalScore: 0 });
    const responses = new Map(
      (otherResults.json().answers as Array<{ questionId: string; response: unknown }>).map((answer) => [
        answer.questionId,
        answer.response,
      ]),
    );
    expect(responses.get(orderingId)).toEqual({ orderedItemIds: [91, 92, 93, 94, 95, 96] });
    expect(responses.get(matchingId)).toBe('Paris');
  });

  it('ONE_BY_ONE with IMMEDIATE feedback: the correct answer comes in the ids of the question on screen', async () => {
    const { quizId: immediateQuizId, questionIds } = await createQuiz(
      test,
      author,
      { scoringMode: 'PARTIAL', feedbackMode: 'IMMEDIATE' },
      [
        { type: 'ORDERING', questionText: 'Order the planets from the Sun.', content: ordering },
        { type: 'MATCHING', questionText: 'Match the countries and capitals.', content: matching },
      ],
    );
    const taker = await buildUser(test.app);
    const attemptId = await start(test, taker, immediateQuizId, 'ONE_BY_ONE');
    const current = await call('GET', `/api/v1/attempts/${attemptId}/current-question`, taker);
    expect(current.json().question.id).toBe(questionIds[0]);
    const orderingSafe = current.json().question.safeContent as OrderingSafe;
    // A wrong order first (the reverse of the right one on screen): the feedback shows the right one in shown ids.
    const rightOrder = rightOrderOnScreen(orderingSafe);
    const first = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: questionIds[0],
      response: [...rightOrder.orderedItemIds].reverse(),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ isCorrect: false, score: 0, correctAnswer: rightOrder });
    const matchingSafe = first.json().nextQuestion.safeContent as MatchingSafe;
    const rightMatches = rightMatchesOnScreen(matchingSafe);
    const second = await call('POST', `/api/v1/attempts/${attemptId}/answers`, taker, {
      questionId: questionIds[1],
      response: rightMatches,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ isCorrect: true, score: 1, correctAnswer: rightMatches, nextQuestion: null });
    const stored = await storedResponses(attemptId);
    expect(stored.get(questionIds[0] as string)).toEqual({ orderedItemIds: [6, 5, 4, 3, 2, 1] });
    expect(stored.get(questionIds[1] as string)).toEqual(AUTHORED_MATCHES);
  });
});
