import type { AttemptResult, QuestionType } from '@quizmaker/contracts';
import { questionTypeRegistry } from '@quizmaker/question-types';
import { expect } from 'vitest';
import { caller, type SignedIn, type TestApp } from '../../../test-support/test-app.ts';

/** Helpers shared by the attempt and results tests (imported by *.test.ts files only). */

export interface TypeCase {
  type: QuestionType;
  questionText: string;
  content: unknown;
  right: unknown;
  wrong: unknown;
  /** A partly right answer, and what it scores under PARTIAL (0 where the type has no partial credit). */
  partial: unknown;
  partialScore: number;
}

const fixture = (type: QuestionType, name: string): unknown =>
  (questionTypeRegistry[type].fixtures.valid as Record<string, unknown>)[name];

/** One question of each of the nine types, with a right, a wrong and a partly right answer (canonical and raw forms mixed). */
export const NINE_TYPES: TypeCase[] = [
  {
    type: 'MCQ_SINGLE',
    questionText: 'What is the capital of France?',
    content: fixture('MCQ_SINGLE', 'capitalOfFrance'),
    right: { selectedOptionId: 'b' },
    wrong: 'a',
    partial: { selectedOptionId: 'c' },
    partialScore: 0,
  },
  {
    type: 'MCQ_MULTI',
    questionText: 'Which of these are prime numbers?',
    content: fixture('MCQ_MULTI', 'primeNumbers'),
    right: ['a', 'c'],
    wrong: { selectedOptionIds: ['b', 'd'] },
    partial: { selectedOptionIds: ['a'] },
    partialScore: 0.5,
  },
  {
    type: 'TRUE_FALSE',
    questionText: 'The Earth is round.',
    content: fixture('TRUE_FALSE', 'earthIsRound'),
    right: { answer: true },
    wrong: false,
    partial: { answer: false },
    partialScore: 0,
  },
  {
    type: 'OPEN',
    questionText: 'What is the capital of Italy?',
    content: fixture('OPEN', 'capitalOfItaly'),
    right: ' rome. ',
    wrong: { answer: 'Milan' },
    partial: 'Romeo',
    partialScore: 0,
  },
  {
    type: 'FILL_GAP',
    questionText: 'Fill in the capitals.',
    content: fixture('FILL_GAP', 'capitals'),
    right: { 1: 'Paris', 2: 'rome' },
    wrong: {
      answers: [
        { gapId: 1, answer: 'Lyon' },
        { gapId: 2, answer: 'Milan' },
      ],
    },
    partial: {
      answers: [
        { gapId: 1, answer: 'paris' },
        { gapId: 2, answer: 'Milan' },
      ],
    },
    partialScore: 0.5,
  },
  {
    type: 'COMPLIANCE',
    questionText: 'Which statements are compliant?',
    content: fixture('COMPLIANCE', 'safetyRules'),
    right: { selectedStatementIds: [1, 3] },
    wrong: [2, 4],
    partial: { selectedStatementIds: [1] },
    partialScore: 0.5,
  },
  {
    type: 'ORDERING',
    questionText: 'Order the planets from the Sun.',
    content: fixture('ORDERING', 'planetsFromSun'),
    right: { orderedItemIds: [1, 2, 3, 4] },
    wrong: [4, 3, 2, 1],
    partial: { orderedItemIds: [1, 2, 4, 3] },
    partialScore: 0.5,
  },
  {
    type: 'HOTSPOT',
    questionText: 'Click the heart.',
    content: fixture('HOTSPOT', 'anatomy'),
    right: { regionId: 1 },
    wrong: { regionId: 2 },
    partial: { regionId: 3 },
    partialScore: 0,
  },
  {
    type: 'MATCHING',
    questionText: 'Match the countries and capitals.',
    content: fixture('MATCHING', 'countriesAndCapitals'),
    right: { 1: 10, 2: 11, 3: 12 },
    wrong: {
      matches: [
        { leftId: 1, rightId: 11 },
        { leftId: 2, rightId: 12 },
        { leftId: 3, rightId: 10 },
      ],
    },
    partial: {
      matches: [
        { leftId: 1, rightId: 10 },
        { leftId: 2, rightId: 12 },
        { leftId: 3, rightId: 11 },
      ],
    },
    partialScore: 1 / 3,
  },
];

interface TextItem {
  id: number;
  text: string;
}

/** Maps each authored id to the id the safe content shows for the same text (texts are distinct in the kit's contents). */
function shownIdsByText(authored: TextItem[], shown: TextItem[]): (id: number) => number {
  const shownIdOfText = new Map(shown.map((item) => [item.text, item.id]));
  const textOfId = new Map(authored.map((item) => [item.id, item.text]));
  return (id) => shownIdOfText.get(textOfId.get(id) ?? '') ?? id;
}

/**
 * A response written with authored ids (as NINE_TYPES and correctAnswer(content) are), as a taker
 * sends it: naming items by the ids of the safe content on screen, found by their text. ORDERING
 * items and MATCHING right items are shown under renamed ids (the authored ones reveal the answer);
 * the other types show authored ids. Unreadable responses and unknown ids are sent as they are.
 */
export function asTakerSends(type: QuestionType, content: unknown, safeContent: unknown, response: unknown): unknown {
  if (type !== 'ORDERING' && type !== 'MATCHING') {
    return response;
  }
  if (type === 'ORDERING') {
    const normalised = questionTypeRegistry.ORDERING.normaliseResponse(response);
    if (normalised === null) return response;
    const toShown = shownIdsByText(
      (content as { items: TextItem[] }).items,
      (safeContent as { items: TextItem[] }).items,
    );
    return { orderedItemIds: normalised.orderedItemIds.map(toShown) };
  }
  const normalised = questionTypeRegistry.MATCHING.normaliseResponse(response);
  if (normalised === null) return response;
  const toShown = shownIdsByText(
    (content as { right: TextItem[] }).right,
    (safeContent as { right: TextItem[] }).right,
  );
  return { matches: normalised.matches.map((match) => ({ leftId: match.leftId, rightId: toShown(match.rightId) })) };
}

/** Authored content of every question the kit created, so helpers can answer as a taker who reads the screen. */
const createdQuestions = new Map<string, { type: QuestionType; content: unknown }>();

/** `asTakerSends` for a question the kit created (others are sent as they are). */
export function asTakerSendsFor(questionId: string, safeContent: unknown, response: unknown): unknown {
  const created = createdQuestions.get(questionId);
  return created === undefined ? response : asTakerSends(created.type, created.content, safeContent, response);
}

export interface QuizSettings {
  visibility?: 'PUBLIC' | 'PRIVATE';
  timerEnabled?: boolean;
  timerDuration?: number;
  allowPauseWhenTimed?: boolean;
  isRepetitionEnabled?: boolean;
  passMark?: number;
  scoringMode?: 'ALL_OR_NOTHING' | 'PARTIAL';
  feedbackMode?: 'AFTER_COMPLETION' | 'IMMEDIATE';
}

/** A quiz of `who` with the given questions in this order, PUBLISHED unless told otherwise. */
export async function createQuiz(
  test: TestApp,
  who: SignedIn,
  settings: QuizSettings,
  questions: Array<Pick<TypeCase, 'type' | 'questionText' | 'content'> & { explanation?: string }>,
  options: { publish?: boolean; title?: string } = {},
): Promise<{ quizId: string; questionIds: string[] }> {
  const call = caller(test);
  const created = await call('POST', '/api/v1/quizzes', who, {
    title: options.title ?? 'Taking test quiz',
    visibility: 'PUBLIC',
    ...settings,
  });
  expect(created.statusCode, created.body).toBe(201);
  const quizId = created.json<{ quizId: string }>().quizId;
  const questionIds: string[] = [];
  for (const question of questions) {
    const response = await call('POST', '/api/v1/questions', who, { ...question, quizIds: [quizId] });
    expect(response.statusCode, response.body).toBe(201);
    const { questionId } = response.json<{ questionId: string }>();
    questionIds.push(questionId);
    createdQuestions.set(questionId, { type: question.type, content: question.content });
  }
  if (options.publish ?? true) {
    const published = await call('PATCH', `/api/v1/quizzes/${quizId}/status`, who, { status: 'PUBLISHED' });
    expect(published.statusCode, published.body).toBe(200);
  }
  return { quizId, questionIds };
}

/** A quiz of TRUE_FALSE questions (answer true) for numbers tests. */
export function trueFalseQuestions(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    type: 'TRUE_FALSE' as const,
    questionText: `Statement number ${index + 1} is true.`,
    content: { answer: true },
    explanation: `Because statement ${index + 1} is true.`,
  }));
}

export async function start(test: TestApp, who: SignedIn, quizId: string, mode?: string): Promise<string> {
  const response = await caller(test)('POST', `/api/v1/attempts/quizzes/${quizId}`, who, mode ? { mode } : {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ attemptId: string }>().attemptId;
}

/**
 * Takes a quiz in ALL_AT_ONCE mode answering `answers` (question id -> response in authored ids, sent
 * as the taker names them on screen: see asTakerSends), completes it and returns the results body.
 */
export async function takeAllAtOnce(test: TestApp, who: SignedIn, quizId: string, answers: Record<string, unknown>) {
  const call = caller(test);
  const attemptId = await start(test, who, quizId, 'ALL_AT_ONCE');
  const entries = Object.entries(answers);
  if (entries.length > 0) {
    const shown = await call('GET', `/api/v1/attempts/${attemptId}/questions`, who);
    expect(shown.statusCode, shown.body).toBe(200);
    const safeContentOf = new Map(
      shown.json<Array<{ id: string; safeContent: unknown }>>().map((question) => [question.id, question.safeContent]),
    );
    const batch = await call('POST', `/api/v1/attempts/${attemptId}/answers/batch`, who, {
      answers: entries.map(([questionId, response]) => ({
        questionId,
        response: asTakerSendsFor(questionId, safeContentOf.get(questionId), response),
      })),
    });
    expect(batch.statusCode, batch.body).toBe(200);
  }
  const completed = await call('POST', `/api/v1/attempts/${attemptId}/complete`, who);
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json<AttemptResult>();
}

/**
 * Publishes a quiz of two TRUE_FALSE questions (answer true) made by `owner` with `quizFields` (a
 * category, tags) and the given visibility, then `taker` takes it with its first `right` answers right.
 */
export async function publishAndTakeTrueFalseQuiz(
  test: TestApp,
  {
    owner,
    visibility,
    quizFields,
    taker,
    right,
  }: { owner: SignedIn; visibility: 'PUBLIC' | 'PRIVATE'; quizFields: object; taker: SignedIn; right: number },
): Promise<void> {
  const call = caller(test);
  const { quizId } = (
    await call('POST', '/api/v1/quizzes', owner, { title: `Seen or not ${visibility}`, visibility, ...quizFields })
  ).json<{ quizId: string }>();
  const questionIds: string[] = [];
  for (const question of trueFalseQuestions(2)) {
    questionIds.push(
      (await call('POST', '/api/v1/questions', owner, { ...question, quizIds: [quizId] })).json<{
        questionId: string;
      }>().questionId,
    );
  }
  expect((await call('PATCH', `/api/v1/quizzes/${quizId}/status`, owner, { status: 'PUBLISHED' })).statusCode).toBe(
    200,
  );
  await takeAllAtOnce(
    test,
    taker,
    quizId,
    Object.fromEntries(questionIds.map((questionId, index) => [questionId, index < right])),
  );
}

/** Words that would reveal correctness in a taker-facing body before completion. */
export function expectNoCorrectness(body: unknown): void {
  const text = JSON.stringify(body);
  for (const word of [
    '"isCorrect"',
    '"score"',
    '"correctAnswer"',
    '"explanation"',
    '"correct"',
    '"compliant"',
    '"matchId"',
    '"scorePercentage":1',
    '"scorePercentage":0',
    '"totalScore"',
    '"passed":true',
    '"passed":false',
  ]) {
    expect(text, `leaks ${word}`).not.toContain(word);
  }
}
