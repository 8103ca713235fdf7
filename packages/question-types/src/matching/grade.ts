import type { ScoringMode } from '@quizmaker/contracts';
import { NO_CREDIT, scoreFraction, type GradeResult } from '../scoring.ts';
import type { MatchingContent, MatchingResponse } from './schema.ts';

/** Right when every left item is linked to its match. PARTIAL: the share of left items linked right. */
export function gradeMatching(
  content: MatchingContent,
  response: MatchingResponse | null,
  mode: ScoringMode,
): GradeResult {
  if (response === null || content.left.length === 0) {
    return NO_CREDIT;
  }
  const linked = new Map(response.matches.map((match) => [match.leftId, match.rightId]));
  const right = content.left.filter((item) => linked.get(item.id) === item.matchId).length;
  return scoreFraction(right / content.left.length, mode);
}

/** Every left item with its match, in left order. */
export function matchingCorrectAnswer(content: MatchingContent): MatchingResponse {
  return { matches: content.left.map((item) => ({ leftId: item.id, rightId: item.matchId })) };
}

/** Answered once at least one pair is linked. */
export function isMatchingAnswered(response: MatchingResponse | null): boolean {
  return response !== null && response.matches.length > 0;
}
