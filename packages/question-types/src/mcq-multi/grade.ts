import type { ScoringMode } from '@quizmaker/contracts';
import { correctOptionIds } from '../choices/schema.ts';
import { NO_CREDIT, rightMinusWrong, scoreFraction, type GradeResult } from '../scoring.ts';
import type { McqMultiContent, McqMultiResponse } from './schema.ts';

/**
 * Full marks only for exactly the correct set. PARTIAL: (right - wrong) / number correct, floor 0,
 * so ticking every box is worth nothing; unknown ids count as wrong choices.
 */
export function gradeMcqMulti(
  content: McqMultiContent,
  response: McqMultiResponse | null,
  mode: ScoringMode,
): GradeResult {
  if (response === null) {
    return NO_CREDIT;
  }
  return scoreFraction(rightMinusWrong(response.selectedOptionIds, new Set(correctOptionIds(content))), mode);
}

/** Every correct option id, in authored order. */
export function mcqMultiCorrectAnswer(content: McqMultiContent): McqMultiResponse {
  return { selectedOptionIds: correctOptionIds(content) };
}

/** Answered once at least one option is ticked (spec 3: multi choice needs a non-empty list). */
export function isMcqMultiAnswered(response: McqMultiResponse | null): boolean {
  return response !== null && response.selectedOptionIds.length > 0;
}
