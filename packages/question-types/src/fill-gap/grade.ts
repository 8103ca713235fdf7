import type { ScoringMode } from '@quizmaker/contracts';
import { isBlank } from '../content-issues.ts';
import { NO_CREDIT, scoreFraction, type GradeResult } from '../scoring.ts';
import { textsMatch } from '../text-normalise.ts';
import type { FillGapContent, FillGapResponse } from './schema.ts';

/**
 * Each gap is right when its typed text equals the gap's answer after normalisation. PARTIAL: the
 * share of right gaps; answers for gaps the question does not have are ignored.
 */
export function gradeFillGap(
  content: FillGapContent,
  response: FillGapResponse | null,
  mode: ScoringMode,
): GradeResult {
  if (response === null || content.gaps.length === 0) {
    return NO_CREDIT;
  }
  const given = new Map(response.answers.map((entry) => [entry.gapId, entry.answer]));
  const right = content.gaps.filter((gap) => textsMatch(given.get(gap.id) ?? '', gap.answer)).length;
  return scoreFraction(right / content.gaps.length, mode);
}

/** Every gap with its authored answer, in gap order. */
export function fillGapCorrectAnswer(content: FillGapContent): FillGapResponse {
  return { answers: content.gaps.map((gap) => ({ gapId: gap.id, answer: gap.answer })) };
}

/** Answered once at least one gap has text (spec 3: fill gap needs at least one gap answer). */
export function isFillGapAnswered(response: FillGapResponse | null): boolean {
  return response !== null && response.answers.some((entry) => !isBlank(entry.answer));
}
