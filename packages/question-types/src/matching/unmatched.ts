import type { MatchingContent } from './schema.ts';

/** The right items no left item takes: a MATCHING's distractors. */
export function unmatchedRightItems(content: MatchingContent): MatchingContent['right'] {
  const taken = new Set(content.left.map((item) => item.matchId));
  return content.right.filter((item) => !taken.has(item.id));
}
