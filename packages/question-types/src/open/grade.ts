import { NO_CREDIT, scoreAllOrNothing, type GradeResult } from '../scoring.ts';
import { isBlank } from '../content-issues.ts';
import { textsMatch } from '../text-normalise.ts';
import type { OpenContent, OpenResponse } from './schema.ts';

/**
 * Right when the typed text equals the model answer after normalisation (case, spaces, punctuation
 * at the ends; see text-normalise.ts). Deliberately nothing fuzzier: no similarity threshold, no
 * keyword hits, so a wrong answer never scores by accident.
 */
export function gradeOpen(content: OpenContent, response: OpenResponse | null): GradeResult {
  if (response === null) {
    return NO_CREDIT;
  }
  return scoreAllOrNothing(textsMatch(response.answer, content.answer));
}

/** The model answer as authored. */
export function openCorrectAnswer(content: OpenContent): OpenResponse {
  return { answer: content.answer };
}

/** Answered once the text is not blank (spec 3: open needs non-blank text). */
export function isOpenAnswered(response: OpenResponse | null): boolean {
  return response !== null && !isBlank(response.answer);
}
