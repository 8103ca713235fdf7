import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
// The question-types package's own generators of valid authored content (its property tests use them).
import {
  contentArbitraries,
  GAP_ANSWER_PREFIX,
} from '../../../../packages/question-types/src/test-support/content-arbitraries.ts';
import { AnswerShuffles, answerShuffleKey } from '../answer-shuffles.ts';
import { buildAccount, MISSING_ID, useTestApp, useUser } from '../test-support/test-app.ts';
import { must, send, type Request } from './test-support/fixtures.ts';

/**
 * Answer secrecy (issue 11, item 2), property-based: for generated contents of all nine types, in
 * every attempt mode, no path a taker can reach before completion carries correctness — current
 * question, shuffled questions, attempt questions and detail, stats, question and quiz reads, lists,
 * answer and batch results under AFTER_COMPLETION feedback, and error bodies. Completion then
 * reveals the answers (a positive control: the scanner does see them when they are there), in the
 * results and in the question reads of the questions the taker has completed.
 */

/** Keys that carry correctness anywhere in a taker's body (outside the taker's own `response`). */
const FORBIDDEN_KEYS = new Set([
  'correct',
  'compliant',
  'matchId',
  'isCorrect',
  'score',
  'correctAnswer',
  'explanation',
  'totalScore',
  'correctCount',
]);
/** Keys that may exist but must stay null until completion. */
const NULL_UNTIL_COMPLETED = new Set(['scorePercentage', 'passed']);
/** Inside safe content, the authored answer keys too. */
const SAFE_CONTENT_FORBIDDEN = new Set(['correct', 'compliant', 'matchId', 'answer', 'answers']);

/** OPEN answers as unmistakable tokens, so a leak of the text itself is found. */
const OPEN_ANSWER_PREFIX = 'open-answer-';
const openContent = fc.stringMatching(/^[a-z0-9]{4,10}$/).map((token) => ({ answer: `${OPEN_ANSWER_PREFIX}${token}` }));

const arbitraryContent = (type: QuestionType): fc.Arbitrary<unknown> =>
  type === 'OPEN' ? openContent : contentArbitraries[type];

interface Generated {
  contents: unknown[];
  /** Per question: answer right (true) or with a wrong but well-formed response. */
  right: boolean[];
  scoringMode: 'ALL_OR_NOTHING' | 'PARTIAL';
}

const generated: fc.Arbitrary<Generated> = fc.record({
  contents: fc.tuple(...QUESTION_TYPES.map(arbitraryContent)),
  right: fc.array(fc.boolean(), { minLength: QUESTION_TYPES.length, maxLength: QUESTION_TYPES.length }),
  scoringMode: fc.constantFrom('ALL_OR_NOTHING' as const, 'PARTIAL' as const),
});

type Json = Record<string, unknown>;
const ids = (items: ReadonlyArray<{ id: number | string }>) => items.map((item) => item.id);

/** A well-formed response that is (in general) wrong, in the canonical form of api.md. */
function wrongResponse(type: QuestionType, raw: unknown): unknown {
  const c = raw as Json & { options: Array<{ id: string; correct: boolean }> };
  switch (type) {
    case 'MCQ_SINGLE':
      return { selectedOptionId: (c.options.find((option) => !option.correct) ?? c.options[0])?.id };
    case 'MCQ_MULTI':
      return { selectedOptionIds: ids(c.options) };
    case 'TRUE_FALSE':
      return { answer: !(c as Json).answer };
    case 'OPEN':
      return { answer: 'certainly not this' };
    case 'FILL_GAP':
      return { answers: (c.gaps as Array<{ id: number }>).map((gap) => ({ gapId: gap.id, answer: 'nope' })) };
    case 'COMPLIANCE':
      return { selectedStatementIds: ids(c.statements as Array<{ id: number }>) };
    case 'ORDERING':
      return { orderedItemIds: ids(c.items as Array<{ id: number }>).reverse() };
    case 'HOTSPOT': {
      const regions = c.regions as Array<{ id: number; correct: boolean }>;
      return { regionId: (regions.find((region) => !region.correct) ?? regions[0])?.id };
    }
    case 'MATCHING': {
      const right = c.right as Array<{ id: number }>;
      return { matches: (c.left as Array<{ id: number }>).map((left) => ({ leftId: left.id, rightId: right[0]?.id })) };
    }
  }
}

/** Strings that must never reach a taker before completion: explanations, OPEN and FILL_GAP answers. */
function secretsOf(contents: unknown[], explanations: string[]): string[] {
  const secrets = [...explanations, GAP_ANSWER_PREFIX];
  for (const [index, type] of QUESTION_TYPES.entries()) {
    const content = contents[index] as Json;
    if (type === 'OPEN') secrets.push(content.answer as string);
    if (type === 'FILL_GAP') secrets.push(...(content.gaps as Array<{ answer: string }>).map((gap) => gap.answer));
  }
  return secrets;
}

/** The body without the taker's own responses (the taker may well have typed the right answer). */
function withoutResponses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutResponses);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'response')
        .map(([key, inner]) => [key, withoutResponses(inner)]),
    );
  }
  return value;
}

/** Every safe content seen, by question id, to prove the shuffle is stable across paths of one attempt. */
type SafeSeen = Map<string, string>;

function assertNoCorrectness(
  label: string,
  response: LightMyRequestResponse,
  secrets: string[],
  safeSeen?: SafeSeen,
): void {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const body = withoutResponses(response.json());
  const walk = (value: unknown, trail: string): void => {
    if (Array.isArray(value)) {
      value.forEach((inner, index) => walk(inner, `${trail}[${index}]`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const object = value as Json;
    for (const [key, inner] of Object.entries(object)) {
      expect(FORBIDDEN_KEYS.has(key), `${label}: ${trail}.${key} leaks correctness`).toBe(false);
      if (NULL_UNTIL_COMPLETED.has(key)) expect(inner, `${label}: ${trail}.${key} before completion`).toBeNull();
      if (key === 'safeContent') {
        const type = object.type as QuestionType;
        expect(QUESTION_TYPES, `${label}: ${trail}.type`).toContain(type);
        expect(
          getQuestionType(type).safeContentSchema.safeParse(inner).success,
          `${label}: ${trail}.safeContent is not the strict safe shape`,
        ).toBe(true);
        const keys = JSON.stringify(inner).match(/"([A-Za-z]+)":/g) ?? [];
        for (const quoted of keys) {
          expect(SAFE_CONTENT_FORBIDDEN.has(quoted.slice(1, -2)), `${label}: ${trail}.safeContent has ${quoted}`).toBe(
            false,
          );
        }
        if (safeSeen && typeof object.id === 'string') {
          const before = safeSeen.get(object.id);
          const now = JSON.stringify(inner);
          if (before !== undefined)
            expect(now, `${label}: ${trail} shuffle differs from another path of the same attempt`).toBe(before);
          safeSeen.set(object.id, now);
        }
        continue;
      }
      walk(inner, `${trail}.${key}`);
    }
  };
  walk(body, '$');
  const text = JSON.stringify(body);
  for (const secret of secrets) {
    expect(text.includes(secret), `${label}: contains the secret ${secret}`).toBe(false);
  }
}

let runs = 0;
/**
 * Generated quizzes per mode (each: nine questions, one of every type). 10 keeps the file near 11 s
 * on PostgreSQL and 5 s on SQLite on an idle 2-core machine (16 s / 12 s when it is busy); 12 and 16
 * went past 20 s on PostgreSQL when busy.
 */
const RUNS_PER_MODE = 10;

const test = useTestApp();
const author = useUser(test);

type Mode = 'ONE_BY_ONE' | 'ALL_AT_ONCE' | 'TIMED';

async function runOne(mode: Mode, generatedInput: Generated): Promise<void> {
  const input = { ...generatedInput, mode };
  runs += 1;
  const explanations = QUESTION_TYPES.map((_, index) => `explanation-token-${runs}-${index}`);
  const secrets = secretsOf(input.contents, explanations);
  const timed = input.mode === 'TIMED';
  const quiz = await must(
    test,
    {
      method: 'POST',
      url: '/api/v1/quizzes',
      payload: {
        title: `Secrecy ${runs}`,
        visibility: 'PUBLIC',
        feedbackMode: 'AFTER_COMPLETION',
        scoringMode: input.scoringMode,
        timerEnabled: timed,
        timerDuration: 30,
      },
    },
    author,
    201,
  );
  const quizId: string = quiz.json().quizId;
  const questionIds: string[] = [];
  const typeOf = new Map<string, QuestionType>();
  const contentOf = new Map<string, unknown>();
  for (const [index, type] of QUESTION_TYPES.entries()) {
    const created = await must(
      test,
      {
        method: 'POST',
        url: '/api/v1/questions',
        payload: {
          type,
          questionText: `Question ${index + 1} of run ${runs}`,
          hint: 'A hint is fine to show',
          explanation: explanations[index],
          content: input.contents[index],
          quizIds: [quizId],
        },
      },
      author,
      201,
    );
    const id: string = created.json().questionId;
    questionIds.push(id);
    typeOf.set(id, type);
    contentOf.set(id, input.contents[index]);
  }
  await must(
    test,
    { method: 'PATCH', url: `/api/v1/quizzes/${quizId}/status`, payload: { status: 'PUBLISHED' } },
    author,
    200,
  );

  // A fresh taker, so every list and total is about this attempt only.
  const taker = await buildAccount(test, { roles: ['ROLE_USER'] });
  const call = (request: Request) => send(test, request, taker);
  const safeSeen: SafeSeen = new Map();
  const check = async (label: string, request: Request, status?: number) => {
    const response = await call(request);
    if (status !== undefined) expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
    assertNoCorrectness(label, response, secrets, label.startsWith('attempt') ? safeSeen : undefined);
    return response;
  };

  const started = await check(
    'start',
    { method: 'POST', url: `/api/v1/attempts/quizzes/${quizId}`, payload: { mode: input.mode } },
    201,
  );
  const attemptId: string = started.json().attemptId;
  // The attempt's random seed, kept on the server: the shuffles and the shown ids of this attempt come from it.
  const stored = await test.database.db
    .selectFrom('attempts')
    .select(['seed', 'shuffleVersion'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const { seed } = stored;
  // Shuffle version 2: keyed with the server's secret (issue 15, H-1); the test knows it through the app's config.
  expect(stored.shuffleVersion).toBe(2);
  const shuffles = new AnswerShuffles(answerShuffleKey(test.config)).ofAttempt(stored);

  /** Reads about the quiz and its questions: they do not depend on the attempt, so once. */
  const quizSweep = async () => {
    await check('quiz', { method: 'GET', url: `/api/v1/quizzes/${quizId}` }, 200);
    await check('public list', { method: 'GET', url: `/api/v1/quizzes/public?size=1000` }, 200);
    await check(
      'quiz list',
      { method: 'GET', url: `/api/v1/quizzes?scope=public&search=${encodeURIComponent(`Secrecy ${runs}`)}` },
      200,
    );
    await check('question list', { method: 'GET', url: `/api/v1/questions?quizId=${quizId}&size=100` }, 200);
    for (const id of questionIds) {
      await check(`question ${typeOf.get(id)}`, { method: 'GET', url: `/api/v1/questions/${id}` }, 200);
    }
    await check('leaderboard', { method: 'GET', url: `/api/v1/quizzes/${quizId}/leaderboard` }, 200);
    await check('summary (error)', { method: 'GET', url: `/api/v1/quizzes/${quizId}/results/summary` }, 403);
    await check('export (error)', { method: 'GET', url: `/api/v1/results/export/${quizId}?format=json` }, 403);
  };

  /** Every read a taker can make about the attempt, at one moment of it. */
  const sweep = async (moment: string) => {
    await check(`attempt ${moment} questions`, { method: 'GET', url: `/api/v1/attempts/${attemptId}/questions` }, 200);
    await check(
      `attempt ${moment} shuffled`,
      { method: 'GET', url: `/api/v1/attempts/quizzes/${quizId}/questions/shuffled` },
      200,
    );
    await check(`attempt ${moment} detail`, { method: 'GET', url: `/api/v1/attempts/${attemptId}` }, 200);
    await check(`${moment} stats`, { method: 'GET', url: `/api/v1/attempts/${attemptId}/stats` }, 200);
    await check(`${moment} attempts`, { method: 'GET', url: '/api/v1/attempts' }, 200);
    await check(
      `${moment} my attempts at the quiz`,
      { method: 'GET', url: `/api/v1/quizzes/${quizId}/attempts/user` },
      200,
    );
    await check(`${moment} my results`, { method: 'GET', url: `/api/v1/results/user/${taker.id}` }, 200);
    await check(`${moment} my statistics`, { method: 'GET', url: '/api/v1/results/statistics' }, 200);
    // Error bodies of the results calls before completion.
    await check(`${moment} results (error)`, { method: 'GET', url: `/api/v1/attempts/${attemptId}/results` }, 409);
    await check(`${moment} analysis (error)`, { method: 'GET', url: `/api/v1/attempts/${attemptId}/analysis` }, 409);
  };

  const responseFor = (questionId: string): unknown => {
    const type = typeOf.get(questionId) as QuestionType;
    const index = questionIds.indexOf(questionId);
    const content = contentOf.get(questionId);
    const authored = input.right[index] ? getQuestionType(type).correctAnswer(content) : wrongResponse(type, content);
    // The taker names ORDERING items and MATCHING right items by the (renamed) ids of the safe content.
    return getQuestionType(type).toShownResponse(content, shuffles.question(questionId), authored);
  };

  await quizSweep();
  await sweep('before answering');
  // Errors on the answer path: an unknown question, an empty response.
  await check(
    'answer to a question not in the attempt (error)',
    {
      method: 'POST',
      url: `/api/v1/attempts/${attemptId}/answers`,
      payload: { questionId: MISSING_ID, response: true },
    },
    404,
  );
  await check(
    'empty answer (error)',
    {
      method: 'POST',
      url: `/api/v1/attempts/${attemptId}/answers`,
      payload: { questionId: questionIds[0], response: null },
    },
    400,
  );

  if (input.mode === 'ALL_AT_ONCE') {
    const order = (await call({ method: 'GET', url: `/api/v1/attempts/${attemptId}/questions` })).json<
      Array<{ id: string }>
    >();
    const half = Math.ceil(order.length / 2);
    for (const [label, part] of [
      ['first', order.slice(0, half)],
      ['second', order.slice(half)],
    ] as const) {
      const batch = await check(
        `batch ${label}`,
        {
          method: 'POST',
          url: `/api/v1/attempts/${attemptId}/answers/batch`,
          payload: {
            answers: part.map((question) => ({ questionId: question.id, response: responseFor(question.id) })),
          },
        },
        200,
      );
      for (const saved of batch.json().answers as Json[])
        expect(Object.keys(saved).sort()).toEqual(['answerId', 'answeredAt', 'questionId']);
      if (label === 'first') await sweep('half answered');
    }
    // A single answer replaces one until completion; its result carries no correctness either.
    const replaced = await check(
      'answer replacing one',
      {
        method: 'POST',
        url: `/api/v1/attempts/${attemptId}/answers`,
        payload: { questionId: order[0]?.id, response: responseFor(order[0]?.id as string) },
      },
      200,
    );
    expect(Object.keys(replaced.json()).sort()).toEqual(['answerId', 'answeredAt', 'nextQuestion', 'questionId']);
  } else {
    for (let answered = 0; answered < questionIds.length; answered += 1) {
      const current = await check(
        `attempt current question ${answered + 1}`,
        { method: 'GET', url: `/api/v1/attempts/${attemptId}/current-question` },
        200,
      );
      const questionId: string = current.json().question.id;
      const result = await check(
        `attempt answer ${answered + 1}`,
        {
          method: 'POST',
          url: `/api/v1/attempts/${attemptId}/answers`,
          payload: { questionId, response: responseFor(questionId) },
        },
        200,
      );
      expect(Object.keys(result.json()).sort()).toEqual(['answerId', 'answeredAt', 'nextQuestion', 'questionId']);
      // Answering the same question again is refused, without a hint about the first answer.
      await check(
        `answer again ${answered + 1} (error)`,
        {
          method: 'POST',
          url: `/api/v1/attempts/${attemptId}/answers`,
          payload: { questionId, response: responseFor(questionId) },
        },
        409,
      );
      if (answered === 4) await sweep('half answered');
    }
    await check(
      'current question when all are answered (error)',
      { method: 'GET', url: `/api/v1/attempts/${attemptId}/current-question` },
      409,
    );
  }
  await sweep('all answered');
  if (input.mode !== 'ALL_AT_ONCE') {
    await check('pause', { method: 'POST', url: `/api/v1/attempts/${attemptId}/pause` }, 200);
    await check(
      'questions while paused (error)',
      { method: 'GET', url: `/api/v1/attempts/${attemptId}/questions` },
      409,
    );
    await check('resume', { method: 'POST', url: `/api/v1/attempts/${attemptId}/resume` }, 200);
  }

  // The ORDERING and MATCHING questions as the attempt shows them: the same items, shuffled with the
  // attempt's own random seed under the server's secret key, both kept on the server (not the attempt or
  // question id a taker could use to replay the open-source shuffle, undo it and read the answer off the screen).
  expect(seed).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.stringify(started.json())).not.toContain(seed);
  const orderingId = questionIds[QUESTION_TYPES.indexOf('ORDERING')] as string;
  const shown = JSON.parse(safeSeen.get(orderingId) as string) as { items: Array<{ id: number }> };
  const authored = (contentOf.get(orderingId) as { items: Array<{ id: number }> }).items;
  expect([...ids(shown.items)].sort()).toEqual([...ids(authored)].sort());
  expect(shown, 'ORDERING not shuffled with the attempt shuffles').toEqual(
    getQuestionType('ORDERING').toSafeContent(contentOf.get(orderingId), shuffles.question(orderingId)),
  );
  const matchingId = questionIds[QUESTION_TYPES.indexOf('MATCHING')] as string;
  const shownMatching = JSON.parse(safeSeen.get(matchingId) as string) as unknown;
  expect(shownMatching, 'MATCHING not shuffled with the attempt shuffles').toEqual(
    getQuestionType('MATCHING').toSafeContent(contentOf.get(matchingId), shuffles.question(matchingId)),
  );
  // Nor do the ids give the answer away: they are the authored ids renamed by the attempt shuffles (ORDERING items
  // are numbered in the answer order, MATCHING right ids follow their left items), so sorting by id reads off nothing.
  const orderingShownIds = getQuestionType('ORDERING').toShownResponse(
    contentOf.get(orderingId),
    shuffles.question(orderingId),
    { orderedItemIds: ids(authored) },
  );
  const authoredTexts = (contentOf.get(orderingId) as { items: Array<{ text: string }> }).items.map(
    (item) => item.text,
  );
  const shownTextOf = new Map((shown.items as Array<{ id: number; text: string }>).map((item) => [item.id, item.text]));
  expect(
    (orderingShownIds as { orderedItemIds: number[] }).orderedItemIds.map((id) => shownTextOf.get(id)),
    'ORDERING shown ids not a renaming',
  ).toEqual(authoredTexts);
  const matchingRightIds = (contentOf.get(matchingId) as { right: Array<{ id: number }> }).right
    .map((item) => item.id)
    .sort();
  expect(
    (shownMatching as { right: Array<{ id: number }> }).right.map((item) => item.id).sort(),
    'MATCHING right ids not a permutation',
  ).toEqual(matchingRightIds);

  // Every question answered but the attempt not completed: a question read still shows no answers.
  for (const id of questionIds) {
    const before = await check(
      `question ${typeOf.get(id)} before completion`,
      { method: 'GET', url: `/api/v1/questions/${id}` },
      200,
    );
    expect(before.json()).not.toHaveProperty('content');
  }

  // Completion reveals everything: the same scanner now finds the secrets (it would have seen a leak).
  const completed = await call({ method: 'POST', url: `/api/v1/attempts/${attemptId}/complete` });
  expect(completed.statusCode, completed.body).toBe(200);
  // Also through the question read, which the original client's results page uses (issue 16).
  for (const id of questionIds) {
    const after = await call({ method: 'GET', url: `/api/v1/questions/${id}` });
    expect(after.json().content, `question ${typeOf.get(id)} after completion`).toEqual(contentOf.get(id));
  }
  const results = JSON.stringify(completed.json());
  for (const secret of secrets.filter((candidate) => candidate !== GAP_ANSWER_PREFIX)) {
    expect(results, `results after completion show ${secret}`).toContain(secret);
  }
  expect(completed.json().answers.every((answer: Json) => 'correctAnswer' in answer && 'isCorrect' in answer)).toBe(
    true,
  );
  // Results speak the ids of the safe content beside them; the stored answers keep the authored ids (exports, analytics).
  const orderingResult = (completed.json().answers as Json[]).find(
    (answer) => answer.questionId === orderingId,
  ) as Json;
  expect(orderingResult.safeContent).toEqual(shown);
  expect(orderingResult.correctAnswer).toEqual(orderingShownIds);
  expect(orderingResult.response).toEqual(responseFor(orderingId));
  const storedOrdering = await test.database.db
    .selectFrom('attemptAnswers')
    .select('response')
    .where('attemptId', '=', attemptId)
    .where('questionId', '=', orderingId)
    .executeTakeFirstOrThrow();
  const orderingIndex = QUESTION_TYPES.indexOf('ORDERING');
  expect(storedOrdering.response).toEqual(
    input.right[orderingIndex]
      ? { orderedItemIds: ids(authored) }
      : wrongResponse('ORDERING', contentOf.get(orderingId)),
  );
  expect(completed.json().correctCount).toBe(
    QUESTION_TYPES.filter(
      (type, index) =>
        input.right[index] ||
        getQuestionType(type).grade(
          input.contents[index],
          wrongResponse(type, input.contents[index]),
          input.scoringMode,
        ).isCorrect,
    ).length,
  );
}

describe.each(['ONE_BY_ONE', 'ALL_AT_ONCE', 'TIMED'] as const)(
  'answer secrecy before completion in %s (property)',
  (mode) => {
    it(
      'no taker path carries correctness, for generated contents of all nine types',
      { timeout: 240_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(generated, (input) => runOne(mode, input)),
          { numRuns: RUNS_PER_MODE, seed: 20_260_111 + mode.length, endOnFailure: true },
        );
      },
    );
  },
);

describe('the secrecy scanner', () => {
  const fake = (body: unknown) =>
    ({ statusCode: 200, body: JSON.stringify(body), json: () => body }) as unknown as LightMyRequestResponse;
  const question = { id: 'q', type: 'TRUE_FALSE', safeContent: {} };

  it('flags a correctness key, a non-null score, a secret text and an answer key in safe content', () => {
    expect(() => assertNoCorrectness('t', fake({ nextQuestion: { isCorrect: true } }), [])).toThrow(
      /leaks correctness/,
    );
    expect(() => assertNoCorrectness('t', fake({ content: [{ scorePercentage: 50 }] }), [])).toThrow(
      /before completion/,
    );
    expect(() =>
      assertNoCorrectness('t', fake({ message: 'the answer is open-answer-abc' }), ['open-answer-abc']),
    ).toThrow(/secret/);
    expect(() =>
      assertNoCorrectness('t', fake({ question: { ...question, safeContent: { answer: true } } }), []),
    ).toThrow(/strict safe shape/);
  });

  it('ignores the taker’s own response and accepts a clean body', () => {
    expect(() =>
      assertNoCorrectness('t', fake({ answers: [{ response: { answer: 'open-answer-abc' } }], question }), [
        'open-answer-abc',
      ]),
    ).not.toThrow();
  });
});
