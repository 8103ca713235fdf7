import { NO_CREDIT, scoreAllOrNothing, type GradeResult } from '../scoring.ts';
import type { TrueFalseContent, TrueFalseResponse } from './schema.ts';

/** Right when the verdict equals the answer; a missing or malformed response is 0, never "false". */
export function gradeTrueFalse(content: TrueFalseContent, response: TrueFalseResponse | null): GradeResult {
  if (response === null) {
    return NO_CREDIT;
  }
  return scoreAllOrNothing(response.answer === content.answer);
}

/** The authored verdict. */
export function trueFalseCorrectAnswer(content: TrueFalseContent): TrueFalseResponse {
  return { answer: content.answer };
}

/** Answered once a verdict exists (spec 3: true/false needs a non-null value). */
export function isTrueFalseAnswered(response: TrueFalseResponse | null): boolean {
  return response !== null;
}
