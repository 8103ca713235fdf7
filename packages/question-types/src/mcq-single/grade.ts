import { scoreAllOrNothing, NO_CREDIT, type GradeResult } from '../scoring.ts';
import type { McqSingleContent, McqSingleResponse } from './schema.ts';

/** Right only when the chosen id is the correct option; no partial credit exists for one choice. */
export function gradeMcqSingle(content: McqSingleContent, response: McqSingleResponse | null): GradeResult {
  if (response === null) {
    return NO_CREDIT;
  }
  const chosen = content.options.find((option) => option.id === response.selectedOptionId);
  return scoreAllOrNothing(chosen?.correct === true);
}

/** The id of the one correct option ('' only for content that failed validation). */
export function mcqSingleCorrectAnswer(content: McqSingleContent): McqSingleResponse {
  return { selectedOptionId: content.options.find((option) => option.correct)?.id ?? '' };
}

/** Answered once an option is selected (spec 3: single choice needs a selection). */
export function isMcqSingleAnswered(response: McqSingleResponse | null): boolean {
  return response !== null && response.selectedOptionId.length > 0;
}
