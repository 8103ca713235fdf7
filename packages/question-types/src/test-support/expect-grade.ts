import type { QuestionType } from '@quizmaker/contracts';
import { expect } from 'vitest';
import type { QuestionTypePlugin } from '../plugin.ts';

/** A grading case: a raw response and the exact score expected under each scoring mode. */
export interface GradeCase {
  readonly name: string;
  readonly raw: unknown;
  readonly partial: number;
  readonly allOrNothing: number;
}

/** Normalises a raw response as the server does, grades it in both modes and checks exact scores. */
export function expectGrades<T extends QuestionType, C, S, R>(
  plugin: QuestionTypePlugin<T, C, S, R>,
  content: C,
  testCase: GradeCase,
): void {
  const response = plugin.normaliseResponse(testCase.raw);
  const partial = plugin.grade(content, response, 'PARTIAL');
  const allOrNothing = plugin.grade(content, response, 'ALL_OR_NOTHING');
  expect(partial).toEqual({ score: testCase.partial, isCorrect: testCase.partial === 1 });
  expect(allOrNothing).toEqual({ score: testCase.allOrNothing, isCorrect: testCase.allOrNothing === 1 });
}

/** Shorthand for a case scored the same in both modes. */
export function same(name: string, raw: unknown, score: number): GradeCase {
  return { name, raw, partial: score, allOrNothing: score };
}

/** Shorthand for a case worth `partial` under PARTIAL and nothing under ALL_OR_NOTHING. */
export function partly(name: string, raw: unknown, partial: number): GradeCase {
  return { name, raw, partial, allOrNothing: 0 };
}
